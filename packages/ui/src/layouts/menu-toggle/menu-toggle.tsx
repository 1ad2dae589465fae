import styled from 'styled-components';
import { media } from '../../tokens/breakpoints';
import { tokens } from '../../tokens/tokens';

const Toggle = styled.button`
  display: none;
  align-items: center;
  gap: ${tokens.space['2']};
  min-height: 2.5rem;
  padding: 0 ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.secondary};
  color: ${tokens.color.onSecondary};
  cursor: pointer;

  ${media.mobile} {
    display: inline-flex;
  }
`;

export type MenuToggleProps = {
  isOpen: boolean;
  /** The id of the navigation it shows and hides. */
  controls: string;
  onToggle: () => void;
};

/** 'Menú': below 768 px, the button that shows and hides a layout's navigation. */
export function MenuToggle({ isOpen, controls, onToggle }: MenuToggleProps) {
  return (
    <Toggle type="button" aria-expanded={isOpen} aria-controls={controls} onClick={onToggle}>
      <span aria-hidden="true">☰</span>
      Menú
    </Toggle>
  );
}
