import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AutosaveStatus } from './autosave-status';

const NOW = new Date('2026-03-05T14:07:30Z');

const meta = {
  title: 'Patterns/AutosaveStatus',
  component: AutosaveStatus,
  tags: ['autodocs'],
  args: { state: { kind: 'saved', at: new Date(NOW.getTime() - 12_000) }, now: () => NOW },
} satisfies Meta<typeof AutosaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft saved itself twelve seconds ago. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Guardado hace 12 s');
  },
};

/** The save is on its way. */
export const Saving: Story = {
  args: { state: { kind: 'saving' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Guardando…');
  },
};

/** No network: the change waits in the browser. */
export const Offline: Story = {
  args: { state: { kind: 'offline' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sin conexión: los cambios se guardarán al volver',
    );
  },
};

/** A published post: its changes wait in the browser for 'Guardar'. */
export const KeptLocally: Story = {
  args: { state: { kind: 'kept-locally' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Cambios guardados en este navegador',
    );
  },
};

/** On the dark theme. */
export const OfflineDark: Story = {
  args: { state: { kind: 'offline' } },
  globals: { theme: 'dark' },
};
