import styled from 'styled-components';
import { tokens } from '../../../tokens/tokens';

/** The body of a list screen: notices above the list. */
export const ListStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

export const RowActionsGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;
