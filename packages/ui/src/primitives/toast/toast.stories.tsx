import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  tags: ['autodocs'],
  parameters: { screenshot: { selector: '[role=status]' } },
  args: {
    message: 'Configuración guardada correctamente',
    durationMs: 0,
    onDismiss: fn(),
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success notice, announced politely. */
export const Success: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Configuración guardada correctamente',
    );
  },
};

/** It dismisses itself after `durationMs` (here 300 ms; 3000 in settings). */
export const Timed: Story = {
  args: { durationMs: 300 },
  play: async ({ args }) => {
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 2000 });
  },
};

/** The close button dismisses it at once. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** An error. */
export const ErrorTone: Story = {
  args: { tone: 'error', message: 'Error al guardar la configuración' },
};

/** Across the bottom of a 375 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };

/** With an action ('Deshacer'): using it reports the action and dismisses the toast. */
export const WithAction: Story = {
  args: {
    message: '3 comentarios aprobados',
    action: { label: 'Deshacer', onAction: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('3 comentarios aprobados');
    await userEvent.click(within(status).getByRole('button', { name: 'Deshacer' }));
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
