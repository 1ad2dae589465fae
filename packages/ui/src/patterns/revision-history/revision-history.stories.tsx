import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { type RevisionEntry, RevisionHistory, type RevisionPreview } from './revision-history';

const revisions: RevisionEntry[] = [
  {
    id: 3,
    createdAt: '2026-03-05T13:07:00Z',
    autosave: true,
    author: { name: 'Andrés Autor', email: 'author@example.com' },
  },
  {
    id: 2,
    createdAt: '2026-03-05T12:40:00Z',
    autosave: false,
    author: { name: 'Ana Administradora', email: 'admin@example.com' },
  },
  { id: 1, createdAt: '2026-03-04T09:15:00Z', autosave: false, author: null },
];

const previews: Record<number, RevisionPreview> = {
  3: { id: 3, title: 'Viaje a Lisboa', excerpt: '', content: '<p>Tercer borrador.</p>' },
  2: {
    id: 2,
    title: 'Lisboa en tres días',
    excerpt: 'Tranvías y miradores.',
    content: '<h2>Día uno</h2><p>Alfama y el <strong>28</strong>.</p>',
  },
  1: { id: 1, title: 'Lisboa', excerpt: '', content: '<p>Primera idea.</p>' },
};

const meta = {
  title: 'Patterns/RevisionHistory',
  component: RevisionHistory,
  tags: ['autodocs'],
  args: {
    open: true,
    status: 'ready',
    revisions,
    preview: null,
    selectedId: null,
    onSelect: fn(),
    onRestore: fn(),
    onClose: fn(),
  },
  render: function Render(args) {
    const [selected, setSelected] = useState<number | null>(args.selectedId);
    return (
      <RevisionHistory
        {...args}
        selectedId={selected}
        preview={selected === null ? null : (previews[selected] ?? null)}
        onSelect={(id) => {
          setSelected(id);
          args.onSelect(id);
        }}
      />
    );
  },
} satisfies Meta<typeof RevisionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saves with when and who; one chosen is shown and restored. */
export const PreviewAndRestore: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Historial' });
    const list = within(dialog).getByRole('list', { name: 'Revisiones' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('05/03/2026, 14:07');
    await expect(list).toHaveTextContent('Andrés Autor · Guardado automático');
    await expect(list).toHaveTextContent('Autor eliminado');
    const restore = within(dialog).getByRole('button', { name: 'Restaurar esta versión' });
    await expect(restore).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: /Ana Administradora/ }));
    const preview = within(dialog).getByRole('article', { name: 'Vista de la revisión' });
    await expect(preview).toHaveTextContent('Lisboa en tres días');
    await expect(within(preview).getByRole('heading', { name: 'Día uno' })).toBeVisible();
    await userEvent.click(restore);
    await expect(args.onRestore).toHaveBeenCalledWith(2);
  },
};

/** Nothing saved yet. */
export const Empty: Story = {
  args: { revisions: [] },
  play: async () => {
    await expect(
      await screen.findByText('Todavía no hay revisiones guardadas.'),
    ).toBeInTheDocument();
  },
};

/** The list could not be read. */
export const LoadFailed: Story = {
  args: { status: 'error', revisions: [] },
  play: async () => {
    await expect(await screen.findByText('No se pudo cargar el historial.')).toBeVisible();
  },
};

/** On the dark theme, a revision open. */
export const Dark: Story = { args: { selectedId: 2 }, globals: { theme: 'dark' } };
