import { type Key, type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { ReactSortable } from 'react-sortablejs';
import { Button } from '../../primitives/button/button';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden';
import { Handle, MoveButtons, SortableItem, SortableRow } from './sortable-list.styles';

/** A move from one position to another, both 0-based, as dropping an item on another does. */
export type SortableMove = { from: number; to: number };

/** What each row receives: its position and the two controls to place where the row wants them. */
export type SortableRowControls = {
  index: number;
  /** The drag handle; also moves the row with Alt+ArrowUp / Alt+ArrowDown. */
  handle: ReactNode;
  /** 'Subir' and 'Bajar', for moving without a pointer. */
  moveButtons: ReactNode;
};

export type SortableListProps<Item> = {
  items: readonly Item[];
  getKey: (item: Item) => Key;
  /** Names the item in button labels and announcements, e.g. the menu item's label. */
  getLabel: (item: Item) => string;
  /** The row's content; the row element itself (`li`, or `tr` in a `tbody`) is the list's. */
  renderItem: (item: Item, controls: SortableRowControls) => ReactNode;
  onReorder: (move: SortableMove) => void;
  /** The list element: an ordered list, or the body of a table whose rows are the items. */
  as?: 'ol' | 'ul' | 'tbody';
  disabled?: boolean;
  className?: string;
};

type Entry = { id: string };

const HANDLE_SELECTOR = '[data-sortable-handle]';

/** Keeps the announcement out of the list, so a `tbody` stays valid. */
function LiveRegion({ message }: { message: string }) {
  return createPortal(
    <VisuallyHidden role="status" aria-live="polite" data-sortable-announcer="">
      {message}
    </VisuallyHidden>,
    document.body,
  );
}

/**
 * The one wrapper of react-sortablejs: drag a row by its handle, or move it with the 'Subir' /
 * 'Bajar' buttons or Alt+ArrowUp / Alt+ArrowDown on the handle. The list does not reorder itself:
 * it reports `onReorder({ from, to })` and shows whatever `items` it is given next; each move is
 * announced in a live region.
 */
export function SortableList<Item>({
  items,
  getKey,
  getLabel,
  renderItem,
  onReorder,
  as = 'ol',
  disabled = false,
  className,
}: SortableListProps<Item>) {
  const [announcement, setAnnouncement] = useState('');
  // react-sortablejs marks the entries it is given (chosen, selected): hand it copies.
  const entries = useMemo<Entry[]>(
    () => items.map((item) => ({ id: String(getKey(item)) })),
    [items, getKey],
  );

  const move = ({ from, to }: SortableMove) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onReorder({ from, to });
    setAnnouncement(`${getLabel(item)} movido a la posición ${to + 1} de ${items.length}`);
  };

  const handleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    move({ from: index, to });
    // The row moves under the focus: keep the focus on its handle at the new place.
    const list = event.currentTarget.closest(as);
    requestAnimationFrame(() => {
      const handles = list?.querySelectorAll<HTMLElement>(HANDLE_SELECTOR);
      handles?.[Math.max(0, Math.min(to, items.length - 1))]?.focus();
    });
  };

  const rows = items.map((item, index) => {
    const label = getLabel(item);
    const isFirst = index === 0;
    const isLast = index === items.length - 1;
    const handle = (
      <Handle
        key="handle"
        type="button"
        data-sortable-handle=""
        aria-label={`Reordenar ${label} (Alt + flechas para mover)`}
        title="Arrastra para reordenar"
        disabled={disabled}
        onKeyDown={handleKey(index)}
      >
        <span aria-hidden="true">⠿</span>
      </Handle>
    );
    const moveButtons = (
      <MoveButtons key="move">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Subir ${label}`}
          disabled={disabled || isFirst}
          onClick={() => move({ from: index, to: index - 1 })}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Bajar ${label}`}
          disabled={disabled || isLast}
          onClick={() => move({ from: index, to: index + 1 })}
        >
          <span aria-hidden="true">↓</span>
        </Button>
      </MoveButtons>
    );
    const content = renderItem(item, { index, handle, moveButtons });
    const key = String(getKey(item));
    return as === 'tbody' ? (
      <SortableRow key={key}>{content}</SortableRow>
    ) : (
      <SortableItem key={key}>{content}</SortableItem>
    );
  });

  return (
    <>
      <ReactSortable<Entry>
        tag={as}
        list={entries}
        setList={() => {}}
        handle={HANDLE_SELECTOR}
        disabled={disabled}
        animation={150}
        onUpdate={(event) => {
          if (event.oldIndex !== undefined && event.newIndex !== undefined) {
            move({ from: event.oldIndex, to: event.newIndex });
          }
        }}
        className={className}
      >
        {rows}
      </ReactSortable>
      <LiveRegion message={announcement} />
    </>
  );
}
