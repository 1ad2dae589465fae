import styled from 'styled-components';
import { media } from '../../../tokens/breakpoints';
import { bareList, mutedText, raisedBox, sideColumns, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';

export const Layout = styled.div`
  ${sideColumns('minmax(0, 3fr) minmax(0, 2fr)')}
`;

export const Card = styled.section`
  ${stack('4')}
  min-width: 0;
  ${raisedBox}
  overflow-wrap: anywhere;

  h2 {
    font-size: ${tokens.font.sizeLg};
  }

  h3 {
    font-size: ${tokens.font.sizeMd};
    font-weight: ${tokens.font.weightSemibold};
  }

  ${media.mobile} {
    padding: ${tokens.space['4']};
  }
`;

export const Muted = styled.p`
  ${mutedText}
`;

/** Each platform and where its export is made. */
export const Sources = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${tokens.space['2']} ${tokens.space['4']};
  font-size: ${tokens.font.sizeSm};

  div {
    display: contents;
  }

  dt {
    font-weight: ${tokens.font.weightSemibold};
  }

  dd {
    margin: 0;
    color: ${tokens.color.textMuted};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);

    dd {
      margin-bottom: ${tokens.space['2']};
    }
  }
`;

export const Form = styled.form`
  ${stack('4')}
`;

export const FileInput = styled.input`
  width: 100%;
  max-width: 100%;
  padding: ${tokens.space['2']};
  border: 1px dashed ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${tokens.color.errorText};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/** The counts of a preview or a report. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${tokens.space['3']};
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${tokens.space['1']};
    padding: ${tokens.space['3']};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }

  dt {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }

  dd {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
    font-weight: ${tokens.font.weightSemibold};
    font-variant-numeric: tabular-nums;
  }

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Details = styled.div`
  ${stack('2')}

  ul {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space['1']};
    margin: 0;
    padding-left: ${tokens.space['5']};
    font-size: ${tokens.font.sizeSm};
  }

  code {
    font-family: ${tokens.font.familyMono};
  }
`;

export const Checkbox = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['2']};

  input {
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.15rem;
    accent-color: ${tokens.color.primary};
  }

  small {
    display: block;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['2']};
`;

export const Progress = styled.progress`
  width: 100%;
  height: 0.75rem;
  accent-color: ${tokens.color.primary};
`;

export const ProgressBlock = styled.div`
  ${stack('2')}

  p {
    font-variant-numeric: tabular-nums;
  }
`;

export const History = styled.ul`
  ${stack('2')}
  ${bareList}
  font-size: ${tokens.font.sizeSm};

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${tokens.space['2']};
    padding: ${tokens.space['2']} 0;
    border-top: 1px solid ${tokens.color.border};
  }
`;

/** The authors to invite: a group titled like the preview's other parts, not a framed box. */
export const Invites = styled.fieldset`
  ${stack('2')}
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${tokens.space['1']};
    font-size: ${tokens.font.sizeMd};
    font-weight: ${tokens.font.weightSemibold};
  }
`;
