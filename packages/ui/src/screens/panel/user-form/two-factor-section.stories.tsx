import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enrolment, recoveryCodes } from '../../../patterns/two-factor/two-factor.fixtures';
import { pageOf, stateStory } from '../../story-helpers/plays';
import { TwoFactorSection } from './two-factor-section';
import { twoFactorActions } from './two-factor-section.fixtures';

const off = { enabled: false, recoveryCodesLeft: 0, required: false };
const on = { enabled: true, recoveryCodesLeft: 7, required: false };

const meta = {
  title: 'Screens/Panel/UserForm/TwoFactorSection',
  component: TwoFactorSection,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    twoFactor: off,
    onRetry: fn(),
    ...twoFactorActions(),
  },
} satisfies Meta<typeof TwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading the state. */
export const Loading: Story = stateStory(
  { status: 'loading', twoFactor: null },
  { status: TWO_FACTOR_MESSAGES.loading },
);

/** It could not be loaded: the alert and 'Reintentar'. */
export const LoadError: Story = {
  args: { status: 'error', twoFactor: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Off: what it is, and 'Activar', which asks for the password first. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = pageOf(canvasElement);
    const region = canvas.getByRole('region', { name: /Verificación en dos pasos/ });
    await expect(within(region).getByText(TWO_FACTOR_MESSAGES.statusOff)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.enable }));
    const dialog = await page.findByRole('dialog', { name: TWO_FACTOR_MESSAGES.passwordTitle });
    await userEvent.click(
      within(dialog).getByRole('button', { name: TWO_FACTOR_MESSAGES.passwordContinue }),
    );
    await expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.passwordRequired)).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.passwordLabel)),
      'mi-clave',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: TWO_FACTOR_MESSAGES.passwordContinue }),
    );
    await expect(args.onStart).toHaveBeenCalledWith('mi-clave');
  },
};

/** Off, after a wrong password at 'Activar': the server's message. */
export const OffWrongPassword: Story = {
  args: { error: TWO_FACTOR_MESSAGES.proofWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TWO_FACTOR_MESSAGES.proofWrong,
    );
  },
};

/** Enrolling: the QR code, the key and the code that turns it on. */
export const Enrolling: Story = {
  args: { isEnrolling: true, enrolment },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: TWO_FACTOR_MESSAGES.qrAlt })).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.codeLabel)),
      '123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

/** Enrolling with a wrong code: the server's message. */
export const EnrollingWrongCode: Story = {
  args: { isEnrolling: true, enrolment, error: TWO_FACTOR_MESSAGES.codeInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TWO_FACTOR_MESSAGES.codeInvalid,
    );
  },
};

/** Just turned on: the ten recovery codes, once. */
export const RecoveryCodes: Story = {
  args: { twoFactor: { ...on, recoveryCodesLeft: 10 }, recoveryCodes },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.savedThem }));
    await expect(args.onRecoveryCodesSaved).toHaveBeenCalledTimes(1);
  },
};

/** On: codes left, new codes and 'Desactivar', which asks for the password or a code first. */
export const On: Story = {
  args: { twoFactor: on },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TWO_FACTOR_MESSAGES.statusOn)).toBeVisible();
    await expect(canvas.getByText(TWO_FACTOR_MESSAGES.codesLeft(7))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.disable }));
    const page = pageOf(canvasElement);
    const dialog = await page.findByRole('dialog', { name: TWO_FACTOR_MESSAGES.disableTitle });
    await userEvent.click(
      within(dialog).getByRole('button', { name: TWO_FACTOR_MESSAGES.disableConfirm }),
    );
    await expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.proofRequired)).toBeVisible();
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.proofLabel)),
      'mi-contraseña',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: TWO_FACTOR_MESSAGES.disableConfirm }),
    );
    await expect(args.onDisable).toHaveBeenCalledWith('mi-contraseña');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** New recovery codes: the same question first. */
export const Regenerate: Story = {
  args: { twoFactor: on },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.regenerate }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', {
      name: TWO_FACTOR_MESSAGES.regenerateTitle,
    });
    await userEvent.type(
      within(dialog).getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.proofLabel)),
      '123456',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: TWO_FACTOR_MESSAGES.regenerateConfirm }),
    );
    await expect(args.onRegenerate).toHaveBeenCalledWith('123456');
  },
};

/** Required by a blog or the platform: it says so, and it cannot be turned off. */
export const Required: Story = {
  args: { twoFactor: { ...on, required: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TWO_FACTOR_MESSAGES.required)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: TWO_FACTOR_MESSAGES.disable })).toBeNull();
  },
};

/** A failed action: its message above the buttons. */
export const ActionFailed: Story = {
  args: { twoFactor: on, error: TWO_FACTOR_MESSAGES.proofWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TWO_FACTOR_MESSAGES.proofWrong,
    );
  },
};

/** On the dark theme. */
export const Dark: Story = { args: { twoFactor: on }, globals: { theme: 'dark' } };
