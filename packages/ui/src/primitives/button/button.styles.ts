import styled, { css } from 'styled-components';
import { tokens } from '../../tokens/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
    &:hover:not(:disabled) {
      background: ${tokens.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${tokens.color.secondary};
    color: ${tokens.color.onSecondary};
    border-color: ${tokens.color.border};
    &:hover:not(:disabled) {
      background: ${tokens.color.secondaryHover};
    }
  `,
  danger: css`
    background: ${tokens.color.danger};
    color: ${tokens.color.onDanger};
    &:hover:not(:disabled) {
      background: ${tokens.color.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${tokens.color.text};
    &:hover:not(:disabled) {
      background: ${tokens.color.secondary};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: 0 ${tokens.space['3']};
    font-size: ${tokens.font.sizeSm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 ${tokens.space['4']};
    font-size: ${tokens.font.sizeSm};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 ${tokens.space['6']};
    font-size: ${tokens.font.sizeMd};
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space['2']};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${tokens.radius.md};
  font-weight: ${tokens.font.weightMedium};
  line-height: 1;
  white-space: nowrap;
  /* For the link that looks like a button (ButtonLink): in the stylesheet, not a style attribute,
     which the landing's prerendered HTML would carry and its policy refuses. */
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${tokens.motion.fast} ${tokens.motion.easing};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
