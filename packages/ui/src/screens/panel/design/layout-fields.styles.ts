import styled from 'styled-components';
import { media } from '../../../tokens/breakpoints';
import { bareList, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';

/** A group of radios or checkboxes under its legend. */
export const ChoiceGroup = styled.fieldset`
  ${stack('2')}
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${tokens.space['2']};
    font-size: ${tokens.font.sizeSm};
    font-weight: ${tokens.font.weightMedium};
  }
`;

export const ChoiceRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.space['2']};
  font-size: ${tokens.font.sizeSm};
`;

/** The footer's links: one row per link (its text, its address, 'Quitar'). */
export const LinkList = styled.ol`
  ${bareList}
  ${stack('3')}
`;

export const LinkRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  align-items: start;
  gap: ${tokens.space['2']};

  & > button {
    margin-top: 1.75rem;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);

    & > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

export const LinkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['2']};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
