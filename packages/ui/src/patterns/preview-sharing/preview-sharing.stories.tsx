import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviewSharing } from './preview-sharing';

const meta = {
  title: 'Patterns/PreviewSharing',
  component: PreviewSharing,
  tags: ['autodocs'],
  args: { links: [], onShare: fn(), onRevoke: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <PreviewSharing {...args} />
    </div>
  ),
} satisfies Meta<typeof PreviewSharing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven days unless another lifetime is chosen. */
export const Share: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lifetime = canvas.getByLabelText('Caduca en');
    await expect(lifetime).toHaveValue('7');
    await userEvent.selectOptions(lifetime, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Compartir vista previa' }));
    await expect(args.onShare).toHaveBeenCalledWith(30);
  },
};

/** The new link's address, shown once, and the links in force with their 'Revocar'. */
export const CreatedAndListed: Story = {
  args: {
    created: { url: 'http://demo.localhost:3000/vista-previa/Zm9vYmFy' },
    links: [
      {
        uuid: '0b9e1c1e-4a4b-4c55-9a3f-6f1f2d3c4b5a',
        expiresAt: '2026-12-03T10:30:00.000Z',
        createdByName: 'Ana Admin',
      },
      {
        uuid: '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
        expiresAt: '2026-11-27T08:00:00.000Z',
        createdByName: null,
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Enlace de vista previa')).toHaveValue(
      'http://demo.localhost:3000/vista-previa/Zm9vYmFy',
    );
    await expect(
      canvas.getByText(/Caduca el 03\/12\/2026, 11:30 · creado por Ana Admin/),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revocar el enlace que caduca el 27/11/2026, 09:00' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith('5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f');
  },
};

/** While a link is being made or revoked, the buttons wait. */
export const Busy: Story = {
  args: {
    busy: true,
    links: [{ uuid: 'a', expiresAt: '2026-12-03T10:30:00.000Z', createdByName: 'Ana Admin' }],
  },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button'))
      await expect(button).toBeDisabled();
  },
};
