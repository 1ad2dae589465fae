import { CUSTOM_DOMAIN_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DomainStatus } from './domain-status';
import { pendingDomainStatus } from './settings-screen.fixtures';

const pending = pendingDomainStatus;

const meta = {
  title: 'Screens/Panel/Settings/DomainStatus',
  component: DomainStatus,
  args: { status: pending, onCheck: fn() },
} satisfies Meta<typeof DomainStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just saved: the two records to create, each copyable, and 'Comprobar ahora'. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CUSTOM_DOMAIN_MESSAGES.pending)).toBeVisible();
    const records = canvas.getByRole('table', { name: CUSTOM_DOMAIN_MESSAGES.records });
    await expect(within(records).getByText(pending.txtValue)).toBeVisible();
    await expect(within(records).getByText(pending.target)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Copiar TXT ${pending.txtName}` }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: CUSTOM_DOMAIN_MESSAGES.check }));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
  },
};

/** A check found no TXT record: the problem in Spanish, and the button to try again. */
export const CheckFailed: Story = {
  args: {
    status: {
      ...pending,
      checkedAt: '2026-11-28T10:15:00.000Z',
      error: CUSTOM_DOMAIN_MESSAGES.txtMissing(pending.txtName),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(CUSTOM_DOMAIN_MESSAGES.txtMissing(pending.txtName)),
    ).toBeVisible();
    await expect(canvas.getByText(/Última comprobación/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: CUSTOM_DOMAIN_MESSAGES.check })).toBeEnabled();
  },
};

/** Asked too often: the server's refusal beside the button. */
export const TooManyChecks: Story = {
  args: { checkError: CUSTOM_DOMAIN_MESSAGES.tooManyChecks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(CUSTOM_DOMAIN_MESSAGES.tooManyChecks);
  },
};

/** Verified: the domain is the blog's address; no button. */
export const Verified: Story = {
  args: {
    status: {
      ...pending,
      state: 'verified',
      checkedAt: '2026-11-28T10:20:00.000Z',
      verifiedAt: '2026-11-28T10:20:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CUSTOM_DOMAIN_MESSAGES.verified)).toBeVisible();
    await expect(canvas.getByText(CUSTOM_DOMAIN_MESSAGES.verifiedHelp)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CUSTOM_DOMAIN_MESSAGES.check })).toBeNull();
  },
};
