import { type ChangeEvent, type TextareaHTMLAttributes, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { Field, type FieldOwnProps, splitFieldProps } from '../field/field';
import { controlStyles } from '../field/field.styles';

const Area = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${tokens.font.lineNormal};
`;

const Counter = styled.span<{ $full: boolean }>`
  flex: none;
  font-size: ${tokens.font.sizeXs};
  font-variant-numeric: tabular-nums;
  color: ${({ $full }) => ($full ? tokens.color.errorText : tokens.color.textMuted)};
`;

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldOwnProps & {
    /** The most characters allowed; input stops there and a counter 'n/max' is shown. */
    maxLength?: number;
  };

export function TextArea({
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  ...props
}: TextAreaProps) {
  const [field, rest] = splitFieldProps(props);
  const [typed, setTyped] = useState(String(defaultValue ?? ''));
  const length = value === undefined ? typed.length : String(value).length;
  const counterId = field.id ? `${field.id}-counter` : undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };

  const counter =
    maxLength === undefined ? null : (
      <Counter id={counterId} $full={length >= maxLength}>
        {length}/{maxLength}
      </Counter>
    );

  return (
    <Field {...field} aside={counter} asideId={counterId}>
      {({ control }) => (
        <Area
          {...control}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...rest}
        />
      )}
    </Field>
  );
}
