import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill } from './status-pill';

const meta = {
  title: 'Patterns/StatusPill',
  component: StatusPill,
  tags: ['autodocs'],
  args: { status: 'DRAFT' },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: 'Borrador', yellow. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Borrador')).toBeVisible();
  },
};

/** Published: 'Publicado', green. */
export const Published: Story = {
  args: { status: 'PUBLISHED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Publicado')).toBeVisible();
  },
};

/** Scheduled: 'Programado', blue. */
export const Scheduled: Story = {
  args: { status: 'SCHEDULED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Programado')).toBeVisible();
  },
};

/** In the trash: 'En la papelera', grey. */
export const Trashed: Story = {
  args: { status: 'TRASHED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En la papelera')).toBeVisible();
  },
};

/** Every content and comment status. */
export const All: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusPill status="DRAFT" />
      <StatusPill status="PUBLISHED" />
      <StatusPill status="PENDING" />
      <StatusPill status="APPROVED" />
      <StatusPill status="REJECTED" />
      <StatusPill status="SPAM" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Pendiente', 'Aprobado', 'Rechazado', 'Spam']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** Every status on the dark theme. */
export const Dark: Story = { ...All, tags: ['screenshot'], globals: { theme: 'dark' } };
