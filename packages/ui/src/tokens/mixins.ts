import { css } from 'styled-components';
import { media } from './breakpoints';
import { tokens } from './tokens';

/** Children one under another, a step of the spacing scale apart. */
export const stack = (gap: keyof typeof tokens.space) => css`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[gap]};
`;

/** A list without bullets or indent, for lists drawn as rows or cards. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The framed, raised box of a card or panel on a panel page. */
export const raisedBox = css`
  padding: ${tokens.space['5']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
`;

/** A main column and a side one (`columns`), one under the other on a phone. */
export const sideColumns = (columns: string) => css`
  display: grid;
  grid-template-columns: ${columns};
  align-items: start;
  gap: ${tokens.space['6']};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Secondary words: a note, a state, a detail beside the main text. */
export const mutedText = css`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
