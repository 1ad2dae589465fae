import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './avatar';

/** A tiny inline picture, so the story needs no network. */
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#4338ca"/><circle cx="32" cy="26" r="12" fill="#c7d2fe"/><rect x="12" y="44" width="40" height="20" rx="10" fill="#c7d2fe"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ana Núñez' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a picture. */
export const WithImage: Story = {
  args: { src: PICTURE, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ana Núñez' })).toBeVisible();
  },
};

/** No picture: the initials. */
export const Placeholder: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ana Núñez' })).toHaveTextContent(
      'AN',
    );
  },
};

/** No name either: '?' read as 'Sin nombre'. */
export const Empty: Story = {
  args: { name: null, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sin nombre' })).toHaveTextContent(
      '?',
    );
  },
};

/** A broken address falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('AN')).toBeVisible();
  },
};

/** Every size. */
export const Sizes: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};

/** On the dark theme. */
export const Dark: Story = { ...Sizes, tags: ['screenshot'], globals: { theme: 'dark' } };
