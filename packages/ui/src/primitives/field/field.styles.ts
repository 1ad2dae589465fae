import styled, { css } from 'styled-components';
import { tokens } from '../../tokens/tokens';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
  color: ${tokens.color.text};
`;

export const Required = styled.span`
  color: ${tokens.color.errorText};
  margin-left: ${tokens.space['1']};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

export const FooterRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.space['2']};
`;

/** Shared look of inputs, textareas and selects; `aria-invalid` paints the error border. */
export const controlStyles = css`
  width: 100%;
  min-height: 2.5rem;
  padding: ${tokens.space['2']} ${tokens.space['3']};
  border: 1px solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.text};
  font-size: ${tokens.font.sizeSm};

  &::placeholder {
    color: ${tokens.color.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 0;
    border-color: ${tokens.color.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${tokens.color.errorText};
  }

  &:disabled,
  &[readonly] {
    background: ${tokens.color.surface};
    cursor: not-allowed;
  }
`;

/**
 * A label around a file input, in place of the browser's own button: the input is out of sight
 * but keeps the keyboard focus, which the label shows.
 */
export const fileInputLabel = css`
  &:focus-within {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;
