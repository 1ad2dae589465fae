import { PASSWORD_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { recoveryEmail } from './forgot-password-screen.fixtures';

const meta = {
  title: 'Screens/Public/ForgotPassword',
  component: ForgotPasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout()],
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required email field; submitting sends the trimmed email. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/Correo electrónico/);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await userEvent.type(email, ` ${recoveryEmail} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: recoveryEmail });
  },
};

/** The email is required. */
export const EmailMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAccessibleDescription(
      /El email es obligatorio/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button is busy. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enviando/ })).toBeDisabled();
  },
};

/**
 * The same neutral confirmation whether the email exists or not
 * (docs/product.md#password-messages).
 */
export const Sent: Story = stateStory({ result: 'sent' }, { status: PASSWORD_MESSAGES.forgotSent });

/** The request failed (docs/product.md#password-messages). */
export const Failed: Story = stateStory(
  { result: 'failed' },
  { alert: 'Ocurrió un error. Intenta de nuevo.' },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme, after sending. */
export const Dark: Story = {
  args: { result: 'sent' },
  globals: { theme: 'dark' },
};
