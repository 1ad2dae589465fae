import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingRegion, Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line. */
export const Default: Story = { tags: ['screenshot'] };

/** A paragraph and an avatar, inside a region that says 'Cargando...'. */
export const Loading: Story = {
  render: () => (
    <LoadingRegion>
      <div style={{ display: 'flex', gap: 12 }}>
        <Skeleton round width="40px" height="40px" />
        <div style={{ flex: 1 }}>
          <Skeleton lines={3} />
        </div>
      </div>
    </LoadingRegion>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

/** On the dark theme. */
export const Dark: Story = { ...Loading, tags: ['screenshot'], globals: { theme: 'dark' } };
