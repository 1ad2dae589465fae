import styled, { css } from 'styled-components';
import { mutedText, raisedBox, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';

const box = css`
  ${stack('4')}
  max-width: 40rem;
  ${raisedBox}

  h2 {
    font-size: ${tokens.font.sizeMd};
    font-weight: ${tokens.font.weightSemibold};
  }
`;

/** A boxed block of an account or settings page, under what comes before it. */
export const SectionCard = styled.section`
  ${box}
  margin-top: ${tokens.space['6']};
`;

/** The same box, as a form of its own. */
export const FormCard = styled.form`
  ${box}
`;

/** A muted line inside the box: what the block does, or its state. */
export const CardNote = styled.p`
  ${mutedText}
`;

/** The box's own button, at its end. */
export const CardActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
