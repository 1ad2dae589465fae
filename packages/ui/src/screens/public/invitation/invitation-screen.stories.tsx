import { INVITATION_MESSAGES, PASSWORD_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playAlert, stateStory } from '../../story-helpers/plays';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { InvitationScreen } from './invitation-screen';
import { invitation, invitationToken, newPassword } from './invitation-screen.fixtures';

const meta = {
  title: 'Screens/Public/Invitation',
  component: InvitationScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout()],
  args: {
    token: invitationToken,
    status: 'ready',
    invitation,
    onSubmit: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof InvitationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new person: the blog's name, a password and its confirmation; accepting sends both. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Únete a «Rutas de montaña»' })).toBeVisible();
    await expect(canvas.getByText(/irene@bitacora\.es/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Nueva contraseña/), newPassword);
    await userEvent.type(canvas.getByLabelText(/Confirmar contraseña/), newPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar invitación' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: invitationToken,
      password: newPassword,
    });
  },
};

/** The user form's rules: six characters, and the confirmation must match. */
export const PasswordRules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Nueva contraseña/), 'ñandú');
    await userEvent.type(canvas.getByLabelText(/Confirmar contraseña/), 'ñandú');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar invitación' }));
    await expect(canvas.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Nueva contraseña/), '-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar invitación' }));
    await expect(canvas.getByLabelText(/Confirmar contraseña/)).toHaveAccessibleDescription(
      new RegExp(PASSWORD_MESSAGES.mismatch),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The email already has an account: its password, no confirmation. */
export const ExistingAccount: Story = {
  args: { invitation: { ...invitation, existingAccount: true, role: 'ADMIN' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ya tienes una cuenta/)).toBeVisible();
    await expect(canvas.getByText(/como administrador/)).toBeVisible();
    await expect(canvas.queryByLabelText(/Confirmar contraseña/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar invitación' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'mi-clave');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar invitación' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: invitationToken,
      password: 'mi-clave',
    });
  },
};

/** Accepting failed (a wrong password of an existing account). */
export const AcceptFailed: Story = {
  args: {
    invitation: { ...invitation, existingAccount: true },
    error: INVITATION_MESSAGES.wrongPassword,
  },
  play: playAlert(INVITATION_MESSAGES.wrongPassword),
};

/** The invitation is being read. */
export const Loading: Story = stateStory(
  { status: 'loading', invitation: null },
  { status: 'Cargando invitación...' },
);

/** A link used before: its own message and the way to login, no form. */
export const AlreadyUsed: Story = {
  args: { status: 'refused', invitation: null, error: INVITATION_MESSAGES.used },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.used);
    await expect(canvas.queryByLabelText(/contraseña/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** An expired link. */
export const Expired: Story = stateStory(
  { status: 'refused', invitation: null, error: INVITATION_MESSAGES.expired },
  { alert: INVITATION_MESSAGES.expired },
);

/** No token in the address. */
export const MissingToken: Story = stateStory(
  { token: null, invitation: null },
  { alert: INVITATION_MESSAGES.invalid },
);

/** Accepted and signed in: 'Ir a mi panel' opens the blog that invited. */
export const Done: Story = {
  args: { status: 'done', onGoToPanel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      INVITATION_MESSAGES.accepted('Rutas de montaña'),
    );
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Ir a mi panel' }));
    await expect(args.onGoToPanel).toHaveBeenCalledOnce();
  },
};

/** Accepted with no session to enter (the app had none to give): the way to login. */
export const DoneToLogin: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: 'Iniciar sesión' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/login' });
  },
};

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
