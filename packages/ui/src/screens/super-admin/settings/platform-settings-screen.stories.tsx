import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { PlatformSettingsScreen } from './platform-settings-screen';

const meta = {
  title: 'Screens/SuperAdmin/PlatformSettings',
  component: PlatformSettingsScreen,
  tags: ['autodocs'],
  args: { status: 'ready', settings: { requireTwoFactor: false }, onSave: fn(), onRetry: fn() },
} satisfies Meta<typeof PlatformSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switch that requires two-factor of every account, saved with 'Guardar'. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: TWO_FACTOR_MESSAGES.platformTitle }),
    ).toBeVisible();
    const toggle = canvas.getByRole('switch', { name: TWO_FACTOR_MESSAGES.platformSetting });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ requireTwoFactor: true });
  },
};

/** Loading. */
export const Loading: Story = stateStory(
  { status: 'loading', settings: null },
  { status: 'Cargando los ajustes de la plataforma...' },
);

/** It could not be loaded. */
export const LoadError: Story = stateStory(
  { status: 'error', settings: null },
  { alert: TWO_FACTOR_MESSAGES.platformLoadFailed },
);

/** Saving, and a failed save. */
export const SaveError: Story = stateStory(
  { settings: { requireTwoFactor: true }, saveError: TWO_FACTOR_MESSAGES.platformSaveFailed },
  { alert: TWO_FACTOR_MESSAGES.platformSaveFailed },
);

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
