import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No hay categorías' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's sentence alone. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay categorías')).toBeVisible();
  },
};

/** With an icon, a description and the next step. */
export const WithAction: Story = {
  args: {
    icon: '🗂',
    description: 'Las categorías agrupan tus posts por tema.',
    action: <Button>Nueva categoría</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Nueva categoría' }),
    ).toBeVisible();
  },
};

/** On the dark theme. */
export const Dark: Story = { ...WithAction, tags: ['screenshot'], globals: { theme: 'dark' } };
