import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { screenshot: { selector: 'dialog' } },
  args: {
    open: true,
    message: '¿Estás seguro de que quieres eliminar esta categoría?',
    confirmLabel: 'Eliminar',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking before a deletion; Confirmar runs it. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', { name: 'Confirmar' });
    await expect(dialog).toHaveTextContent(args.message);
    await userEvent.click(body.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Cancelar backs out. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While deleting: the button spins and Cancelar waits. */
export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Eliminar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(body.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
