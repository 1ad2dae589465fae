import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadProgressBar } from './upload-progress';

const meta = {
  title: 'Patterns/UploadProgress',
  component: UploadProgressBar,
  tags: ['autodocs'],
  args: { progress: { stage: 'sending', percent: 45 } },
} satisfies Meta<typeof UploadProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bytes on the way: the share sent, in words and on the bar. */
export const Sending: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Subiendo… 45 %');
    await expect(
      canvas.getByRole('progressbar', { name: 'Progreso de la subida' }),
    ).toHaveAttribute('value', '45');
  },
};

/**
 * A large phone photo being made smaller first: a bar with no value, as its length is unknown
 * (it moves, so no screenshot).
 */
export const Reducing: Story = {
  args: { progress: { stage: 'reducing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Reduciendo la foto…');
    await expect(
      canvas.getByRole('progressbar', { name: 'Reduciendo la foto…' }),
    ).not.toHaveAttribute('value');
  },
};
