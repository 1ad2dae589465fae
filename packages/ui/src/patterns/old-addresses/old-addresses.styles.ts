import styled from 'styled-components';
import { bareList, stack } from '../../tokens/mixins';
import { tokens } from '../../tokens/tokens';

/** A small titled block of a form's side column: the old addresses, the preview links. */
export const Section = styled.section`
  ${stack('2')}
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

export const List = styled.ul`
  ${stack('2')}
  ${bareList}
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['2']};
  min-width: 0;
  font-size: ${tokens.font.sizeSm};

  & > :first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
