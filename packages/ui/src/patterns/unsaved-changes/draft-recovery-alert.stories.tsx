import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftRecoveryAlert } from './draft-recovery-alert';

const meta = {
  title: 'Patterns/DraftRecoveryAlert',
  component: DraftRecoveryAlert,
  tags: ['autodocs'],
  args: {
    message: 'Tienes una versión sin guardar de este post del 05/03/2024, 14:07. ¿Recuperarla?',
    onRecover: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof DraftRecoveryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The copy kept when the session ended is offered back; 'Recuperar' takes it. */
export const Recover: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Recuperar' }));
    await expect(args.onRecover).toHaveBeenCalledOnce();
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};

/** 'Descartar' forgets it. */
export const Discard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await expect(args.onRecover).not.toHaveBeenCalled();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** On the dark theme. */
export const Dark: Story = { tags: ['screenshot'], globals: { theme: 'dark' } };
