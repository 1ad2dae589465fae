import { PASSWORD_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { ResetPasswordScreen } from './reset-password-screen';
import { newPassword, resetToken } from './reset-password-screen.fixtures';

const meta = {
  title: 'Screens/Public/ResetPassword',
  component: ResetPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout()],
  args: { token: resetToken, onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new password and its confirmation; submitting sends the token and the password. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/Nueva contraseña/);
    await expect(password).toBeRequired();
    await expect(password).toHaveAttribute('minlength', '6');
    await userEvent.type(password, newPassword);
    await userEvent.type(canvas.getByLabelText(/Confirmar contraseña/), newPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ token: resetToken, password: newPassword });
  },
};

/** The password is required. */
export const PasswordMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(canvas.getByLabelText(/Nueva contraseña/)).toHaveAccessibleDescription(
      new RegExp(PASSWORD_MESSAGES.required),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Five characters are not enough (six are). */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Nueva contraseña/), 'ñandú');
    await userEvent.type(canvas.getByLabelText(/Confirmar contraseña/), 'ñandú');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(canvas.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Three characters and no confirmation yet: too short, not missing. */
export const PasswordTooShortUnconfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Nueva contraseña/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(canvas.getByLabelText(/Nueva contraseña/)).toHaveAccessibleDescription(
      new RegExp(PASSWORD_MESSAGES.tooShort),
    );
    await expect(canvas.queryByText(PASSWORD_MESSAGES.required)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The confirmation must match. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Nueva contraseña/), newPassword);
    await userEvent.type(canvas.getByLabelText(/Confirmar contraseña/), 'otra-clave');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(canvas.getByLabelText(/Confirmar contraseña/)).toHaveAccessibleDescription(
      new RegExp(PASSWORD_MESSAGES.mismatch),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving: the button is busy. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Guardando/ })).toBeDisabled();
  },
};

/** Success, with the way to log in (docs/product.md#password-messages). */
export const Done: Story = {
  args: { result: 'done' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(PASSWORD_MESSAGES.resetDone);
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: 'Iniciar sesión' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/login' });
  },
};

/** The server refused the link (docs/product.md#password-messages). */
export const Failed: Story = stateStory(
  { result: 'failed' },
  { alert: 'El enlace es inválido o expiró.' },
);

/** No token in the address: the failure and a way to ask for a new link, no form. */
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.resetFailed);
    await expect(canvas.queryByLabelText(/Nueva contraseña/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = {
  args: { result: 'failed' },
  globals: { theme: 'dark' },
};
