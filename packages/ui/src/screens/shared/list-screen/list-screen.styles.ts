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

/** A cell of two lines: the row's name, and a detail under it (a slug, an email). */
export const CellStack = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

export const CellName = styled.span`
  font-weight: ${tokens.font.weightMedium};
`;

export const CellDetail = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

/** The line under a list's title: its count or what it holds. */
export const ListSummary = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

/** A list's search form: the search field takes the room, its filters and button beside it. */
export const SearchBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};
  align-items: flex-end;
  margin-bottom: ${tokens.space['4']};
  > :first-child {
    flex: 1 1 16rem;
  }
`;
