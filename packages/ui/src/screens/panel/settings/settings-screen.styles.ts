import styled from 'styled-components';
import { media } from '../../../tokens/breakpoints';
import { raisedBox, sideColumns, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';

export const Layout = styled.div`
  ${sideColumns('minmax(0, 1fr) 20rem')}
`;

export const Card = styled.section`
  ${stack('4')}
  ${raisedBox}

  h2 {
    font-size: ${tokens.font.sizeLg};
  }
`;

export const Form = styled.form`
  ${stack('6')}
`;

export const Fieldset = styled.fieldset`
  ${stack('4')}
  min-width: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${tokens.space['3']};
    font-size: ${tokens.font.sizeMd};
    font-weight: ${tokens.font.weightSemibold};
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space['4']};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A row of checkboxes, each with its label ('Selector de idiomas'). */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']} ${tokens.space['6']};
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.space['2']};
`;

/** A field and the 'Mejorar plan' button beside it. */
export const Gated = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${tokens.space['2']};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }

  & > button {
    margin-bottom: 1.6rem;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['2']};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.space['2']} ${tokens.space['4']};
  font-size: ${tokens.font.sizeSm};

  dt {
    color: ${tokens.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${tokens.font.weightMedium};
  }
`;

export const Options = styled.ul`
  ${stack('3')}
  padding: 0;
  list-style: none;
`;

export const Option = styled.li`
  ${stack('2')}
  padding: ${tokens.space['4']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};

  strong {
    font-size: ${tokens.font.sizeLg};
  }

  span {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

/** A note under a control that is not a text field (a switch). */
export const Hint = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
