import type { TrashItem } from '@bitacora/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { columnHeaders, pageOf } from '../../story-helpers/plays';
import { TrashScreen } from './trash-screen';

const items: TrashItem[] = [
  {
    kind: 'post',
    id: 4,
    uuid: '5b1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a01',
    title: 'Sevilla en otoño',
    slug: 'sevilla-en-otono',
    previousStatus: 'PUBLISHED',
    trashedAt: '2026-11-20T09:30:00.000Z',
    expiresAt: '2026-12-20T09:30:00.000Z',
    author: { name: 'Ana', email: 'admin@example.com' },
  },
  {
    kind: 'page',
    id: 2,
    uuid: '5b1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a02',
    title: 'Contacto',
    slug: 'contacto',
    previousStatus: 'DRAFT',
    trashedAt: '2026-11-18T17:05:00.000Z',
    expiresAt: '2026-12-18T17:05:00.000Z',
    author: null,
  },
];

const meta = {
  title: 'Screens/Panel/Trash',
  component: TrashScreen,
  tags: ['autodocs'],
  args: { status: 'ready', items, onRetry: fn(), onRestore: fn(), onDeleteForGood: fn() },
} satisfies Meta<typeof TrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posts and pages together, with the deletion date in es-ES and the day each goes for good. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Posts y páginas en la papelera' });
    const headers = columnHeaders(table);
    await expect(headers).toEqual([
      'Título',
      'Autor',
      'Estado anterior',
      'Eliminado',
      'Se borra el',
      'Acciones',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent('Post · /blog/sevilla-en-otono');
    await expect(first).toHaveTextContent('20/11/2026, 10:30');
    await expect(first).toHaveTextContent('20/12/2026');
    await expect(first).toHaveTextContent('Publicado');
    await expect(second).toHaveTextContent('Página · /contacto');
    await expect(second).toHaveTextContent('Sin autor');
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar Sevilla en otoño' }));
    await expect(args.onRestore).toHaveBeenCalledWith(items[0]);
  },
};

/** 'Eliminar definitivamente' asks first, naming the item; cancelling deletes nothing. */
export const ConfirmsDeletion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Eliminar definitivamente Contacto' }),
    );
    const dialog = await pageOf(canvasElement).findByRole('alertdialog', {
      name: 'Eliminar definitivamente',
    });
    await expect(dialog).toHaveTextContent(
      '¿Eliminar definitivamente «Contacto»? Esta acción no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDeleteForGood).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Eliminar definitivamente Contacto' }),
    );
    await userEvent.click(
      within(
        await pageOf(canvasElement).findByRole('alertdialog', { name: 'Eliminar definitivamente' }),
      ).getByRole('button', {
        name: 'Eliminar definitivamente',
      }),
    );
    await expect(args.onDeleteForGood).toHaveBeenCalledWith(items[1]);
  },
};

/** Nothing deleted in the last 30 days. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('La papelera está vacía.')).toBeVisible();
  },
};

/** A failed restore: the server's words above the table. */
export const ActionFailed: Story = {
  args: { actionError: 'No se pudo restaurar. Inténtalo de nuevo.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No se pudo restaurar. Inténtalo de nuevo.'),
    ).toBeVisible();
  },
};
