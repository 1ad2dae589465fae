import { BLOG_MESSAGES, PASSWORD_MESSAGES, SIGNUP_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { playAlert, stateStory } from '../../story-helpers/plays';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { SignupScreen, type SignupScreenProps, type SignupStep } from './signup-screen';
import { publicDomain, signupDetails, verificationCode } from './signup-screen.fixtures';

/** A stand-in for the ALTCHA widget the app puts in the captcha slot. */
const FakeCaptcha = () => (
  <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
    <input type="checkbox" defaultChecked />
    No soy un robot
  </label>
);

/** Moves through the steps as the app would when each call succeeds. */
function SignupFlow(props: SignupScreenProps) {
  const [step, setStep] = useState<SignupStep>(props.step);
  return (
    <SignupScreen
      {...props}
      step={step}
      onRequestCode={(input) => {
        props.onRequestCode(input);
        setStep(2);
      }}
      onVerifyCode={(input) => {
        props.onVerifyCode(input);
        setStep(3);
      }}
      onCreateAccount={(input) => {
        props.onCreateAccount(input);
        setStep(4);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Public/Signup',
  component: SignupScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout({ hideNavigation: true })],
  args: {
    step: 1,
    captcha: <FakeCaptcha />,
    captchaSolved: true,
    publicDomain,
    onRequestCode: fn(),
    onVerifyCode: fn(),
    onCreateAccount: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the email, the captcha slot and 'Solicitar código'. */
export const RequestCode: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Crear cuenta y blog' }),
    ).toBeVisible();
    await expect(canvas.getByText('Paso 1 de 4')).toBeVisible();
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Solicitar código' })).toBeEnabled();
  },
};

/** The whole flow: each step calls out with its object and the next step takes the focus. */
export const CompleteFlow: Story = {
  args: { onGoToPanel: fn() },
  render: (args) => <SignupFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), ` ${signupDetails.email}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar código' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith({ email: signupDetails.email });

    await expect(canvas.getByText('Paso 2 de 4')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Código de verificación' })).toHaveFocus(),
    );
    await userEvent.type(canvas.getByLabelText(/^Código\*?$/), verificationCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar código' }));
    await expect(args.onVerifyCode).toHaveBeenCalledWith({
      email: signupDetails.email,
      code: verificationCode,
    });

    await expect(canvas.getByText('Paso 3 de 4')).toBeVisible();
    await expect(canvas.getByText(`.${publicDomain}`)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nombre\*?$/), signupDetails.name);
    await userEvent.type(canvas.getByLabelText(/Contraseña/), signupDetails.password);
    await userEvent.type(canvas.getByLabelText(/Nombre del blog/), signupDetails.blogName);
    await userEvent.type(canvas.getByLabelText(/Subdominio/), 'Diario-Montana');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onCreateAccount).toHaveBeenCalledWith(signupDetails);

    await expect(canvas.getByRole('status')).toHaveTextContent(SIGNUP_MESSAGES.done);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a mi panel' }));
    await expect(args.onGoToPanel).toHaveBeenCalledOnce();
  },
};

/** Without a solved captcha no code is requested: the person is told to complete it. */
export const CaptchaNotSolved: Story = {
  args: { captchaSolved: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), signupDetails.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar código' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SIGNUP_MESSAGES.captchaUnsolved);
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

/** The email is required. */
export const EmailMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar código' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('El email es obligatorio');
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

/** Step 1 busy while the code is sent. */
export const RequestingCode: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Enviando código/ }),
    ).toBeDisabled();
  },
};

/** The request failed (docs/product.md#signup-messages). */
export const RequestCodeError: Story = stateStory(
  { errors: { requestCode: SIGNUP_MESSAGES.requestCode } },
  { alert: 'Error solicitando código.' },
);

/** Step 2: the code sent to the email. */
export const VerifyCode: Story = {
  args: { step: 2, email: signupDetails.email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(signupDetails.email)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Código\*?$/), ` ${verificationCode} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar código' }));
    await expect(args.onVerifyCode).toHaveBeenCalledWith({
      email: signupDetails.email,
      code: verificationCode,
    });
  },
};

/** Step 2 after a reload: the email is shown and the person can go back to step 1. */
export const BackToEmail: Story = {
  args: { step: 2, email: signupDetails.email, onRestart: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(signupDetails.email)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Usar otro correo o pedir un código nuevo' }),
    );
    await expect(args.onRestart).toHaveBeenCalledOnce();
    await expect(args.onVerifyCode).not.toHaveBeenCalled();
  },
};

/** A wrong code (docs/product.md#signup-messages). */
export const WrongCode: Story = stateStory(
  { step: 2, email: signupDetails.email, errors: { verifyCode: SIGNUP_MESSAGES.verifyCode } },
  { alert: 'Código incorrecto.' },
);

/** Step 3 busy while the account is created. */
export const CreatingAccount: Story = {
  args: { step: 3, email: signupDetails.email, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Creando cuenta/ }),
    ).toBeDisabled();
  },
};

/** Every step 3 field is required. */
export const DetailsMissing: Story = {
  args: { step: 3, email: signupDetails.email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nombre\*?$/), signupDetails.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SIGNUP_MESSAGES.detailsRequired);
    await expect(args.onCreateAccount).not.toHaveBeenCalled();
  },
};

/** A 5-character password is refused. */
export const PasswordTooShort: Story = {
  args: { step: 3, email: signupDetails.email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nombre\*?$/), signupDetails.name);
    await userEvent.type(canvas.getByLabelText(/Contraseña/), 'año12');
    await userEvent.type(canvas.getByLabelText(/Nombre del blog/), signupDetails.blogName);
    await userEvent.type(canvas.getByLabelText(/Subdominio/), signupDetails.subdomain);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.tooShort);
    await expect(args.onCreateAccount).not.toHaveBeenCalled();
  },
};

/** The subdomain rules of the domain: letters, digits and hyphens only. */
export const SubdomainInvalid: Story = {
  args: { step: 3, email: signupDetails.email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nombre\*?$/), signupDetails.name);
    await userEvent.type(canvas.getByLabelText(/Contraseña/), signupDetails.password);
    await userEvent.type(canvas.getByLabelText(/Nombre del blog/), signupDetails.blogName);
    await userEvent.type(canvas.getByLabelText(/Subdominio/), 'diario montaña');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(BLOG_MESSAGES.subdomainCharacters);
    await expect(args.onCreateAccount).not.toHaveBeenCalled();
  },
};

/** Creating the account failed with the server's text (docs/product.md#signup-messages). */
export const CreateAccountError: Story = {
  args: {
    step: 3,
    email: signupDetails.email,
    errors: { createAccount: 'El subdominio ya está en uso' },
  },
  play: playAlert('El subdominio ya está en uso'),
};

/** Step 4: the account exists and is signed in; 'Ir a mi panel' opens the new blog's panel. */
export const Done: Story = {
  args: { step: 4, onGoToPanel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SIGNUP_MESSAGES.done)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a mi panel' }));
    await expect(args.onGoToPanel).toHaveBeenCalledOnce();
  },
};

/** Step 4 with no session to enter (the app had none to give): a link to log in instead. */
export const DoneToLogin: Story = {
  args: { step: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SIGNUP_MESSAGES.done)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Iniciar sesión' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/login' });
  },
};

/** Step 3 on a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], args: { step: 3 }, globals: MOBILE_GLOBALS };

/** Step 1 on the dark theme, with the captcha error. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { errors: { requestCode: SIGNUP_MESSAGES.captcha } },
};
