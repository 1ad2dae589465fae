import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export const Handle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeLg};
  line-height: 1;
  cursor: grab;
  touch-action: none;

  &:hover {
    background: ${tokens.color.secondary};
    color: ${tokens.color.text};
  }

  &:active {
    cursor: grabbing;
  }
`;

export const MoveButtons = styled.span`
  display: inline-flex;
  gap: ${tokens.space['1']};
`;

/** The row being dragged and the gap it leaves (sortablejs' classes). */
const dragStates = `
  &.sortable-ghost {
    opacity: 0.4;
  }

  &.sortable-chosen {
    background: ${tokens.color.surface};
  }
`;

export const SortableItem = styled.li`
  ${dragStates}
`;

export const SortableRow = styled.tr`
  ${dragStates}
`;
