import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageOf } from '../../story-helpers/plays';
import { BulkBar } from './bulk-bar';

const meta = {
  title: 'Screens/Shared/ContentList/BulkBar',
  component: BulkBar,
  args: {
    count: 3,
    actions: ['publish', 'unpublish', 'move', 'delete'],
    noun: { one: 'post', many: 'posts' },
    categories: [
      { value: '1', label: 'Viajes' },
      { value: '2', label: 'Cocina' },
    ],
    onApply: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof BulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Aplicar' waits for an action; publish applies at once. */
export const Publish: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 posts seleccionados');
    const apply = canvas.getByRole('button', { name: 'Aplicar' });
    await expect(apply).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Acción en lote'), 'Publicar');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith({ action: 'publish' });
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar la selección' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** Moving needs the category; 'Sin categoría' takes the posts out of theirs. */
export const MoveToCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Acción en lote'), 'Mover a una categoría');
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Categoría de destino'), 'Cocina');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ action: 'move', categoryId: 2 });
    await userEvent.selectOptions(canvas.getByLabelText('Categoría de destino'), 'Sin categoría');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ action: 'move', categoryId: null });
  },
};

/** Deleting asks first: Cancelar applies nothing, Eliminar applies it. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Acción en lote'), 'Eliminar');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    let dialog = await pageOf(canvasElement).findByRole('alertdialog', { name: 'Eliminar posts' });
    await expect(dialog).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar estos 3 posts? Irán a la papelera, donde podrás restaurarlos durante 30 días.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    dialog = await pageOf(canvasElement).findByRole('alertdialog', { name: 'Eliminar posts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onApply).toHaveBeenCalledWith({ action: 'delete' });
  },
};

/** Pages: no move, and the words agree ('1 página seleccionada'). */
export const OnePage: Story = {
  args: {
    count: 1,
    actions: ['publish', 'unpublish', 'delete'],
    noun: { one: 'página', many: 'páginas', feminine: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 página seleccionada');
    const options = within(canvas.getByLabelText('Acción en lote'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['Elige una acción', 'Publicar', 'Pasar a borrador', 'Eliminar']);
  },
};

/** Nothing selected: nothing to apply. A refusal shows what the server said. */
export const NoneSelectedWithError: Story = {
  args: {
    count: 0,
    error: 'No se aplicó la acción: algunos elementos no se pueden cambiar (Sevilla en otoño)',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ningún post seleccionado');
    await userEvent.selectOptions(canvas.getByLabelText('Acción en lote'), 'Publicar');
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sevilla en otoño');
  },
};
