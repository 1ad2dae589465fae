import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { enrolment, recoveryCodes } from '../../../patterns/two-factor/two-factor.fixtures';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { LoginStepScreen } from './login-step-screen';

const meta = {
  title: 'Screens/Public/LoginStep',
  component: LoginStepScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout({ hideNavigation: true })],
  args: {
    step: 'two-factor',
    email: 'lucia@bitacora.es',
    onSubmit: fn(),
    onBack: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof LoginStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two-factor: the app's code or a recovery code; 'Volver a iniciar sesión'. */
export const TwoFactor: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: TWO_FACTOR_MESSAGES.stepTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(TWO_FACTOR_MESSAGES.stepRecoveryHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeRequired);
    await userEvent.type(
      canvas.getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.stepCodeLabel)),
      'abcde-fghjk',
    );
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.verify }));
    await expect(args.onSubmit).toHaveBeenCalledWith('abcde-fghjk');
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.backToLogin }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A wrong or spent code: the server's message. */
export const WrongCode: Story = {
  args: { error: TWO_FACTOR_MESSAGES.codeInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TWO_FACTOR_MESSAGES.codeInvalid,
    );
  },
};

/** Checking the code: the button waits. */
export const Verifying: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Verificando/ });
    await expect(button).toBeDisabled();
  },
};

/** A new device: the code mailed to the account's address. */
export const EmailCode: Story = {
  args: { step: 'email-code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: TWO_FACTOR_MESSAGES.emailStepTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(/lucia@bitacora\.es/)).toBeVisible();
    await expect(
      canvas.getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.emailCodeLabel)),
    ).toBeVisible();
  },
};

/** Required and not set up: preparing the QR code. */
export const EnrolPreparing: Story = {
  args: { step: 'enrol', enrolment: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: TWO_FACTOR_MESSAGES.enrolTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(TWO_FACTOR_MESSAGES.enrolLoading)).toBeVisible();
  },
};

/** Required and not set up: the QR code, the key and the first code. */
export const Enrol: Story = {
  tags: ['screenshot'],
  args: { step: 'enrol', enrolment },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: TWO_FACTOR_MESSAGES.qrAlt })).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.codeLabel)),
      '654321',
    );
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.confirm }));
    await expect(args.onSubmit).toHaveBeenCalledWith('654321');
  },
};

/** Enrolled at sign-in: the recovery codes, then 'Continuar' signs in. */
export const EnrolRecoveryCodes: Story = {
  args: { step: 'enrol', enrolment, recoveryCodes },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.continue }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** On a 375 px phone, enrolling. */
export const Mobile: Story = {
  args: { step: 'enrol', enrolment },
  globals: MOBILE_GLOBALS,
};

/** On the dark theme. */
export const Dark: Story = {
  args: { error: TWO_FACTOR_MESSAGES.codeInvalid },
  globals: { theme: 'dark' },
};
