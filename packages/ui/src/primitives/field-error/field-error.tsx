import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

const Message = styled.p`
  display: flex;
  gap: ${tokens.space['1']};
  margin: 0;
  color: ${tokens.color.errorText};
  font-size: ${tokens.font.sizeSm};
`;

export type FieldErrorProps = HTMLAttributes<HTMLParagraphElement> & {
  /** The message; nothing is rendered without one. */
  children?: string | null;
};

/** A field's validation message; link it to the field with `aria-describedby` and its `id`. */
export function FieldError({ children, ...rest }: FieldErrorProps) {
  if (!children) return null;
  return (
    <Message {...rest}>
      <span aria-hidden="true">⚠</span>
      {children}
    </Message>
  );
}
