import styled from 'styled-components';
import { media } from '../../../tokens/breakpoints';
import { tokens } from '../../../tokens/tokens';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 20rem;
  align-items: start;
  gap: ${tokens.space['6']};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
  padding: ${tokens.space['5']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};

  h2 {
    font-size: ${tokens.font.sizeLg};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['6']};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
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
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};
  padding: 0;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['2']};
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
