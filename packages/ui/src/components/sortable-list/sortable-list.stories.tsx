import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortableList, type SortableListProps } from './sortable-list';

type Chapter = { id: string; title: string };

const chapters: Chapter[] = [
  { id: 'a', title: 'Capítulo 1: Salida de Roncesvalles' },
  { id: 'b', title: 'Capítulo 2: Pamplona' },
  { id: 'c', title: 'Capítulo 3: Puente la Reina' },
];

/** Applies each move, as a screen's app would. */
function Reorderable(props: SortableListProps<Chapter>) {
  const [items, setItems] = useState(props.items);
  return (
    <SortableList
      {...props}
      items={items}
      onReorder={(move) => {
        props.onReorder(move);
        setItems((current) => {
          const next = [...current];
          const [moved] = next.splice(move.from, 1);
          if (moved) next.splice(move.to, 0, moved);
          return next;
        });
      }}
    />
  );
}

const meta = {
  title: 'Components/SortableList',
  component: SortableList<Chapter>,
  tags: ['autodocs'],
  args: {
    items: chapters,
    getKey: (chapter: Chapter) => chapter.id,
    getLabel: (chapter: Chapter) => chapter.title,
    onReorder: fn(),
    renderItem: (chapter: Chapter, { handle, moveButtons }) => (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0' }}>
        {handle}
        <span style={{ flex: 1 }}>{chapter.title}</span>
        {moveButtons}
      </div>
    ),
  },
  render: (args) => <Reorderable {...args} />,
} satisfies Meta<typeof SortableList<Chapter>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with a drag handle and 'Subir'/'Bajar'; the ends cannot move further. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: 'Subir Capítulo 1: Salida de Roncesvalles' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Bajar Capítulo 3: Puente la Reina' }),
    ).toBeDisabled();
  },
};

/** 'Subir' reports the move and the new place is announced. */
export const MoveUp: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Subir Capítulo 3: Puente la Reina' }),
    );
    await expect(args.onReorder).toHaveBeenCalledWith({ from: 2, to: 1 });
    await expect(
      canvasElement.ownerDocument.querySelector('[data-sortable-announcer]'),
    ).toHaveTextContent('Capítulo 3: Puente la Reina movido a la posición 2 de 3');
  },
};

/** Disabled while a reorder is saved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Bajar Capítulo 2: Pamplona' }),
    ).toBeDisabled();
  },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
