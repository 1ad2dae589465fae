import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { EditConflictDialog } from './edit-conflict-dialog';

const meta = {
  title: 'Patterns/EditConflictDialog',
  component: EditConflictDialog,
  tags: ['autodocs'],
  args: { open: true, onReload: fn(), onKeepMine: fn(), onDismiss: fn() },
} satisfies Meta<typeof EditConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Recargar' takes the saved version. */
export const Reload: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Este contenido ha cambiado' });
    await expect(dialog).toHaveTextContent('Se guardó otra versión mientras editabas.');
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(args.onKeepMine).not.toHaveBeenCalled();
  },
};

/** 'Mantener la mía' saves over it. */
export const KeepMine: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Mantener la mía' }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
  },
};
