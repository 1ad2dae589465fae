import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { Field, type FieldOwnProps, splitFieldProps } from '../field/field';
import { controlStyles } from '../field/field.styles';

const Group = styled.div`
  display: flex;
  align-items: stretch;
  min-width: 0;
`;

const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${tokens.space['3']};
  border: 1px solid ${tokens.color.borderStrong};
  border-right: 0;
  border-radius: ${tokens.radius.md} 0 0 ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  white-space: nowrap;
`;

const Input = styled.input<{ $hasPrefix: boolean }>`
  ${controlStyles}
  min-width: 0;
  ${({ $hasPrefix }) => ($hasPrefix ? 'border-top-left-radius: 0; border-bottom-left-radius: 0;' : '')}
`;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> &
  FieldOwnProps & {
    /** Fixed text before the value, e.g. '/blog/' for a slug. */
    prefix?: ReactNode;
    /** Placed after the input, e.g. a refresh button. */
    suffix?: ReactNode;
  };

export function TextField({ prefix, suffix, type = 'text', ...props }: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {({ control }) => (
        <Group>
          {prefix ? <Prefix aria-hidden="true">{prefix}</Prefix> : null}
          <Input {...control} type={type} $hasPrefix={Boolean(prefix)} {...rest} />
          {suffix}
        </Group>
      )}
    </Field>
  );
}
