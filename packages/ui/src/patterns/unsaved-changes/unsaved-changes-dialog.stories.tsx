import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const meta = {
  title: 'Patterns/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  tags: ['autodocs'],
  parameters: { screenshot: { selector: 'dialog' } },
  args: { open: true, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving a form with unsaved changes asks first; 'Salir sin guardar' goes. */
export const Leave: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await expect(dialog).toHaveTextContent(
      'Tienes cambios sin guardar. Si sales ahora, se perderán.',
    );
    await userEvent.click(body.getByRole('button', { name: 'Salir sin guardar' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

/** 'Seguir editando' stays on the form. */
export const Stay: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Seguir editando' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** Escape is the same as staying. */
export const EscapeStays: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
