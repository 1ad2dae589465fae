import { MEMBERSHIP_MESSAGES, TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { PlatformSettingsScreen } from './platform-settings-screen';

const meta = {
  title: 'Screens/SuperAdmin/PlatformSettings',
  component: PlatformSettingsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    settings: { requireTwoFactor: false, platformFeeBps: 0 },
    onSave: fn(),
    onRetry: fn(),
  },
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
    await expect(args.onSave).toHaveBeenCalledWith({ requireTwoFactor: true, platformFeeBps: 0 });
  },
};

/** The platform's share of tips, typed as a percentage and saved in basis points. */
export const PlatformFee: Story = {
  args: { settings: { requireTwoFactor: false, platformFeeBps: 250 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: MEMBERSHIP_MESSAGES.platformFeeLabel });
    await expect(field).toHaveValue('2,50');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(MEMBERSHIP_MESSAGES.platformFeeHelp),
    );
    await userEvent.clear(field);
    await userEvent.type(field, '3,75');
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.save }));
    await expect(args.onSave).toHaveBeenCalledWith({
      requireTwoFactor: false,
      platformFeeBps: 375,
    });
  },
};

/** A share over 50 % or with three decimals is refused in Spanish before anything is sent. */
export const PlatformFeeInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: MEMBERSHIP_MESSAGES.platformFeeLabel });
    for (const typed of ['50,5', '2,505']) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.save }));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(
        await canvas.findByText(MEMBERSHIP_MESSAGES.platformFeePercentInvalid),
      ).toBeVisible();
    }
    await expect(args.onSave).not.toHaveBeenCalled();
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
  {
    settings: { requireTwoFactor: true, platformFeeBps: 250 },
    saveError: TWO_FACTOR_MESSAGES.platformSaveFailed,
  },
  { alert: TWO_FACTOR_MESSAGES.platformSaveFailed },
);

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
