import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};

  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.sizeSm};
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${tokens.space['3']} ${tokens.space['4']};
  text-align: left;
  font-weight: ${tokens.font.weightSemibold};
  ${({ $hidden }) =>
    $hidden
      ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;'
      : ''}
`;

export const Th = styled.th<{ $align: 'left' | 'right' | 'center' }>`
  padding: ${tokens.space['3']} ${tokens.space['4']};
  border-bottom: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeXs};
  font-weight: ${tokens.font.weightSemibold};
  letter-spacing: 0.02em;
  text-align: ${({ $align }) => $align};
  text-transform: uppercase;
  white-space: nowrap;
`;

export const Td = styled.td<{ $align: 'left' | 'right' | 'center' }>`
  padding: ${tokens.space['3']} ${tokens.space['4']};
  border-bottom: 1px solid ${tokens.color.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;

  tr:last-child > & {
    border-bottom: 0;
  }
`;
