import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { type ButtonSize, type ButtonVariant, StyledButton } from './button.styles';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks; `loadingText` replaces the label. */
  isLoading?: boolean;
  loadingText?: string;
  fullWidth?: boolean;
  icon?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingText,
  fullWidth = false,
  icon,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <Spinner size="sm" decorative /> : icon}
      {isLoading && loadingText ? loadingText : children}
    </StyledButton>
  );
}
