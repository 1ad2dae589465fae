import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { Field, type FieldOwnProps, splitFieldProps } from '../field/field';
import { controlStyles } from '../field/field.styles';

const Control = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${tokens.space['8']};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldOwnProps & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Selecciona una categoría'. */
    placeholder?: string;
  };

export function Select({ options, placeholder, ...props }: SelectProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {({ control }) => (
        <Control {...control} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Control>
      )}
    </Field>
  );
}
