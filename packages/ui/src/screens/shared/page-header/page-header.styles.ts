import styled from 'styled-components';
import { tokens } from '../../../tokens/tokens';

/** The title row of a screen: the heading and its buttons. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['3']};
  margin-bottom: ${tokens.space['6']};

  h1 {
    font-size: ${tokens.font.size2xl};
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

export const ErrorRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space['3']};
`;
