import type { ColorMode } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/button/button';
import { ColorModeProvider, useColorMode } from './color-mode';
import type { lightColors } from './theme-values';
import { tokens } from './tokens';

const SWATCHES = [
  'bg',
  'surface',
  'text',
  'textMuted',
  'primary',
  'danger',
  'statusDraftBg',
  'statusPublishedBg',
] as const satisfies readonly (keyof typeof lightColors)[];

function Swatches() {
  const { mode, savedMode, isSwitching, toggle } = useColorMode();
  return (
    <div data-theme={mode} style={{ padding: 16, display: 'grid', gap: 12, borderRadius: 8 }}>
      <p>
        Tema: <strong>{mode === 'dark' ? 'Oscuro' : 'Claro'}</strong>
        {savedMode ? ' (elegido)' : ' (del sistema)'}
        {isSwitching ? ' · cambiando' : ''}
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {SWATCHES.map((name) => (
          <span
            key={name}
            title={name}
            style={{
              width: 48,
              height: 32,
              borderRadius: 6,
              border: `1px solid ${tokens.color.border}`,
              background: tokens.color[name],
            }}
          />
        ))}
      </div>
      <div>
        <Button variant="secondary" onClick={toggle}>
          Cambiar tema
        </Button>
      </div>
    </div>
  );
}

function ColorModeDemo({
  savedMode,
  onSavedModeChange,
}: {
  savedMode: ColorMode | null;
  onSavedModeChange: (mode: ColorMode) => void;
}) {
  return (
    <ColorModeProvider
      savedMode={savedMode}
      onSavedModeChange={onSavedModeChange}
      applyToDocument={false}
    >
      <Swatches />
    </ColorModeProvider>
  );
}

const meta = {
  title: 'Tokens/ColorMode',
  component: ColorModeDemo,
  tags: ['autodocs'],
  args: { savedMode: null, onSavedModeChange: fn() },
} satisfies Meta<typeof ColorModeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No saved choice: the system preference rules (light in the test browser). */
export const FollowsSystem: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/del sistema/)).toBeVisible();
    await expect(within(canvasElement).getByText('Claro')).toBeVisible();
  },
};

/** A saved choice wins over the system. */
export const SavedDark: Story = {
  args: { savedMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Oscuro')).toBeVisible();
    await expect(within(canvasElement).getByText(/elegido/)).toBeVisible();
  },
};

/** Toggling animates (100 ms, then 200 ms), switches and hands the choice out to be saved. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar tema' }));
    await expect(canvas.getByText(/cambiando/)).toBeVisible();
    await waitFor(() => expect(args.onSavedModeChange).toHaveBeenCalledWith('dark'));
    await expect(canvas.getByText('Oscuro')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/cambiando/)).toBeNull());
  },
};
