import styled from 'styled-components';
import { StyledButton } from '../../primitives/button/button.styles';
import { tokens } from '../../tokens/tokens';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};
  min-width: 0;
`;

const frame = `
  width: 100%;
  max-width: 20rem;
  aspect-ratio: 4 / 3;
  border-radius: ${tokens.radius.md};
`;

export const Preview = styled.img`
  ${frame}
  display: block;
  object-fit: cover;
  border: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
`;

export const Placeholder = styled.div`
  ${frame}
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${tokens.color.borderStrong};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

export const Details = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

/** Looks like a secondary button; the transparent file input on top takes the click and focus. */
export const ChooseButton = styled(StyledButton)`
  position: relative;
  overflow: hidden;

  &:has(input:focus-visible) {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  /* Muted colours instead of opacity: the label keeps AA contrast while disabled. */
  &:has(input:disabled),
  &:has(input:disabled):hover {
    cursor: not-allowed;
    background: ${tokens.color.surface};
    color: ${tokens.color.textMuted};
    border-color: ${tokens.color.border};
  }
`;

export const FileInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;
