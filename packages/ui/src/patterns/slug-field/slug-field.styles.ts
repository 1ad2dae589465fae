import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

/** Keeps the refresh button apart from the input it follows. */
export const RefreshSlot = styled.span`
  display: inline-flex;
  margin-left: ${tokens.space['2']};
`;

export const RefreshIcon = styled.span`
  font-size: ${tokens.font.sizeMd};
  line-height: 1;
`;
