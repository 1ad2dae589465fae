import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OldAddresses } from './old-addresses';

const meta = {
  title: 'Patterns/OldAddresses',
  component: OldAddresses,
  tags: ['autodocs'],
  args: {
    addresses: [
      { id: 3, url: 'http://demo.localhost:3000/blog/sevilla-en-otono' },
      { id: 7, url: 'http://demo.localhost:3000/blog/sevilla-otonal' },
    ],
    onRemove: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <OldAddresses {...args} />
    </div>
  ),
} satisfies Meta<typeof OldAddresses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each old address links to itself (it still leads to the item) and has its 'Quitar'. */
export const WithAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Direcciones anteriores' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'demo.localhost:3000/blog/sevilla-en-otono' });
    await expect(link).toHaveAttribute('href', 'http://demo.localhost:3000/blog/sevilla-en-otono');
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Quitar la dirección anterior demo.localhost:3000/blog/sevilla-otonal',
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(7);
  },
};

/** While one is being removed, no other can be. */
export const Removing: Story = {
  args: { removingId: 3 },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Quitar/ });
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

/** Who may not change the item sees the addresses without 'Quitar'. */
export const ReadOnly: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An item that never changed its slug shows nothing. */
export const None: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { addresses: [], error: 'No se pudieron cargar las direcciones anteriores.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No se pudieron cargar las direcciones anteriores.'),
    ).toBeVisible();
  },
};
