import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ring that says 'Cargando...' to screen readers only. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

/** With its label shown, as on the series form. */
export const WithLabel: Story = {
  args: { showLabel: true, label: 'Cargando comentarios...', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando comentarios...')).toBeVisible();
  },
};

/** On the dark theme. */
export const Dark: Story = {
  tags: ['screenshot'],
  args: { showLabel: true },
  globals: { theme: 'dark' },
};
