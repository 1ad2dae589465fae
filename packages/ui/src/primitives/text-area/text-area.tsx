import { type ChangeEvent, type TextareaHTMLAttributes, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { Field, type FieldOwnProps } from '../field/field';
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
  label,
  hint,
  error,
  id,
  className,
  required,
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const [typed, setTyped] = useState(String(defaultValue ?? ''));
  const length = value === undefined ? typed.length : String(value).length;
  const counterId = id ? `${id}-counter` : undefined;

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
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      className={className}
      aside={counter}
      asideId={counterId}
    >
      {({ controlId, describedBy, isInvalid }) => (
        <Area
          id={controlId}
          rows={rows}
          required={required}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </Field>
  );
}
