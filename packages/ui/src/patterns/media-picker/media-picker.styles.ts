import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export const Tabs = styled.div`
  display: flex;
  gap: ${tokens.space['2']};
  margin: ${tokens.space['3']} 0;
  border-bottom: 1px solid ${tokens.color.border};
`;

export const Tab = styled.button`
  padding: ${tokens.space['2']} ${tokens.space['3']};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${tokens.color.textMuted};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${tokens.color.primary};
    color: ${tokens.color.text};
    font-weight: ${tokens.font.weightSemibold};
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${tokens.space['2']};
  margin: ${tokens.space['3']} 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  overflow: hidden;
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* A picture in the gallery being made: framed, and dimmed a little under the frame. */
  &[aria-pressed='true'] {
    border-color: ${tokens.color.primary};
    box-shadow: inset 0 0 0 3px ${tokens.color.primary};
  }

  &[aria-pressed='true'] img {
    opacity: 0.8;
  }
`;

export const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['2']};
`;

export const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['3']};
  margin-bottom: ${tokens.space['3']};

  img {
    width: 8rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${tokens.radius.md};
  }

  /* A gallery's picture beside its alt text field. */
  & > :last-child {
    flex: 1;
  }
`;
