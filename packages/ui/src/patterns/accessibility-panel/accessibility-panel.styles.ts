import styled from 'styled-components';
import { bareList, stack } from '../../tokens/mixins';
import { tokens } from '../../tokens/tokens';

export const Section = styled.section`
  ${stack('2')}
  min-width: 0;
  padding: ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
`;

export const Summary = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

export const List = styled.ul`
  ${stack('1')}
  ${bareList}
`;

/** A warning that takes the writer to its place: a row of text, not a centred button. */
export const WarningButton = styled.button`
  display: block;
  width: 100%;
  padding: ${tokens.space['2']} ${tokens.space['3']};
  border: 1px solid ${tokens.color.warningBorder};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.warningBg};
  color: ${tokens.color.warningFg};
  font: inherit;
  font-size: ${tokens.font.sizeSm};
  text-align: left;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;
