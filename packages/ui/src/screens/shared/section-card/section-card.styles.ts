import styled, { css } from 'styled-components';
import { tokens } from '../../../tokens/tokens';

const box = css`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
  max-width: 40rem;
  padding: ${tokens.space['5']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};

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
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

/** The box's own button, at its end. */
export const CardActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
