import { SERIES_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProOffer } from './pro-offer';

const meta = {
  title: 'Patterns/ProOffer',
  component: ProOffer,
  tags: ['autodocs'],
  args: {
    message: SERIES_MESSAGES.needPro,
    askAdmin: SERIES_MESSAGES.askAdminToUpgrade,
    canUpgrade: true,
    onUpgrade: fn(),
  },
} satisfies Meta<typeof ProOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: the two plans, each starting the upgrade with its interval. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Contratar PRO mensual/ }));
    await expect(args.onUpgrade).toHaveBeenCalledWith({ interval: 'monthly' });
  },
};

/** While the payment address is requested, both buttons wait. */
export const Upgrading: Story = {
  args: { upgradingInterval: 'yearly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** An author may not buy the plan: the offer says whom to ask. */
export const AsAuthor: Story = {
  args: { canUpgrade: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SERIES_MESSAGES.askAdminToUpgrade)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
