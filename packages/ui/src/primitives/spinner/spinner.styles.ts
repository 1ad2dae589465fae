import styled, { keyframes } from 'styled-components';
import { tokens } from '../../tokens/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRing = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${tokens.radius.full};
  animation: ${spin} 0.7s linear infinite;
`;

export const SpinnerWrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['2']};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
