import styled from 'styled-components';
import { tokens } from '../../../tokens/tokens';

/** A row of headline figures (`<dl>`: label above, number below), as the report screens open. */
export const Figures = styled.dl<{ $spaceBelow: keyof typeof tokens.space }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['6']};
  margin: 0 0 ${({ $spaceBelow }) => tokens.space[$spaceBelow]};
  dt {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${tokens.font.size2xl};
    font-weight: ${tokens.font.weightMedium};
  }
`;

/** One titled part of a report screen. */
export const ReportSection = styled.section`
  margin-bottom: ${tokens.space['8']};
  h2 {
    font-size: ${tokens.font.sizeLg};
    margin-bottom: ${tokens.space['3']};
  }
`;

/** Tables side by side, as many as fit at `$minColumn` wide. */
export const TableGrid = styled.div<{ $minColumn: string }>`
  display: grid;
  gap: ${tokens.space['6']};
  grid-template-columns: repeat(auto-fit, minmax(${({ $minColumn }) => $minColumn}, 1fr));
`;
