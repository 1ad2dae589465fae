import styled from 'styled-components';
import { media } from '../../tokens/breakpoints';
import { tokens } from '../../tokens/tokens';

export type ModalSize = 'sm' | 'md' | 'lg';
const widths: Record<ModalSize, string> = { sm: '24rem', md: '32rem', lg: '48rem' };

export const Dialog = styled.dialog<{ $size: ModalSize }>`
  width: min(${({ $size }) => widths[$size]}, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow.lg};

  &::backdrop {
    background: ${tokens.color.overlay};
  }

  ${media.mobile} {
    width: calc(100vw - 1rem);
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: inherit;
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['4']};
  padding: ${tokens.space['4']} ${tokens.space['5']};
  border-bottom: 1px solid ${tokens.color.border};
`;

export const Title = styled.h2`
  font-size: ${tokens.font.sizeLg};
`;

export const Body = styled.div`
  padding: ${tokens.space['5']};
  overflow: auto;
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['2']};
  padding: ${tokens.space['4']} ${tokens.space['5']};
  border-top: 1px solid ${tokens.color.border};
`;

export const Close = styled.button`
  border: 0;
  background: transparent;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeXl};
  line-height: 1;
  padding: ${tokens.space['1']} ${tokens.space['2']};
  border-radius: ${tokens.radius.sm};
  cursor: pointer;

  &:hover {
    background: ${tokens.color.secondary};
    color: ${tokens.color.text};
  }
`;
