import styled from 'styled-components';
import { raisedBox, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';

export const Card = styled.section`
  ${stack('4')}
  ${raisedBox}
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

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['2']};
`;

export const Hint = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

/** The logo or the icon: its name, what it is for, the image, and its buttons. */
export const ImageChoice = styled.div`
  ${stack('2')}

  & > div:last-of-type {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space['2']};
  }
`;

/** The chosen image; the icon in a square, as the blog crops it. */
export const ImageBox = styled.div<{ $square?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $square }) => ($square ? '6rem' : '16rem')};
  max-width: 100%;
  height: 6rem;
  border: 1px dashed ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  overflow: hidden;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  text-align: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $square }) => ($square ? 'cover' : 'contain')};
  }
`;

export const ColorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space['4']};

  & > div:first-child {
    ${stack('2')}
  }

  label {
    font-weight: ${tokens.font.weightMedium};
  }

  input[type='color'] {
    width: 4rem;
    height: 2.5rem;
    padding: 0;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }

  input[type='color']:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/** The AA adjustment, next to the picker. */
export const Notice = styled.div`
  ${stack('2')}
  padding: ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font.sizeSm};
`;

export const Swatches = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${tokens.space['2']};
  }

  span {
    display: inline-block;
    width: 1.25rem;
    height: 1.25rem;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
  }
`;

export const FontSample = styled.p`
  margin-top: ${tokens.space['2']};
  font-size: ${tokens.font.sizeLg};
`;
