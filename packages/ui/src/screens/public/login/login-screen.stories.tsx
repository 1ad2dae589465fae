import { LOGIN_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { LoginScreen } from './login-screen';
import { demoAccounts, validCredentials } from './login-screen.fixtures';

const meta = {
  title: 'Screens/Public/Login',
  component: LoginScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout({ hideNavigation: true })],
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: labelled fields, the submit button and the two links. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/Contraseña/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Regístrate' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/signup' });
    await expect(canvas.queryByText('Credenciales de prueba')).toBeNull();
  },
};

/** Submitting sends the trimmed email and the password as typed. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(/Correo electrónico/),
      `  ${validCredentials.email} `,
    );
    await userEvent.type(canvas.getByLabelText(/Contraseña/), validCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(validCredentials);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty field gives 'Por favor ingresa tu correo y contraseña' and nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.required);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While signing in the button is busy and disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Iniciando sesión/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's answer, e.g. a 401 (docs/product.md#login-messages). */
export const ServerError: Story = stateStory(
  { error: LOGIN_MESSAGES.invalidCredentials },
  { alert: 'Correo o contraseña incorrectos' },
);

/** Many failures on the account: the captcha is asked, and nothing is sent until it is solved. */
export const CaptchaAsked: Story = {
  args: {
    error: LOGIN_MESSAGES.captchaRequired,
    captcha: <fieldset aria-label="Captcha de prueba" />,
    captchaSolved: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Captcha de prueba' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), validCredentials.email);
    await userEvent.type(canvas.getByLabelText(/Contraseña/), validCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.captchaRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** With the captcha solved the form is sent as usual. */
export const CaptchaSolved: Story = {
  args: { captcha: <fieldset aria-label="Captcha de prueba" />, captchaSolved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), validCredentials.email);
    await userEvent.type(canvas.getByLabelText(/Contraseña/), validCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(validCredentials);
  },
};

/** After the lock mail's link: the account no longer asks for the captcha. */
export const Unlocked: Story = {
  args: { notice: LOGIN_MESSAGES.unlocked },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LOGIN_MESSAGES.unlocked)).toBeVisible();
  },
};

/** With test credentials given, the block lists them by role. */
export const WithDemoAccounts: Story = {
  args: { demoAccounts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('region', { name: 'Credenciales de prueba' });
    await expect(within(block).getByText('Super administrador')).toBeVisible();
    await expect(within(block).getByText('admin@demo.bitacora.es')).toBeVisible();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  tags: ['screenshot'],
  args: { demoAccounts },
  globals: MOBILE_GLOBALS,
};

/** On the dark theme, with an error. */
export const Dark: Story = {
  args: { demoAccounts, error: LOGIN_MESSAGES.serverError },
  globals: { theme: 'dark' },
};
