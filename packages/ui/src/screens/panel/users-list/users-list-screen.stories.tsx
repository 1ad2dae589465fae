import { INVITATION_MESSAGES, USER_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { columnHeaders, pageOf, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { UsersListScreen } from './users-list-screen';
import { invitations, users } from './users-list-screen.fixtures';

const meta = {
  title: 'Screens/Panel/UsersList',
  component: UsersListScreen,
  tags: ['autodocs'],
  args: { status: 'ready', users, onRetry: fn(), onCreate: fn(), onEdit: fn() },
} satisfies Meta<typeof UsersListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nombre (picture or initials, 'Sin nombre'), Email, Rol and 'Editar'. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = columnHeaders(canvasElement);
    await expect(headers).toEqual(['Nombre', 'Email', 'Rol', 'Acciones']);
    await expect(canvas.getByText(USER_MESSAGES.noName)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Administrador' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Mateo Peña' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ uuid: users[1]?.uuid });
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo Usuario' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** No users. */
export const Empty: Story = stateStory({ users: [] }, { text: USER_MESSAGES.empty });

/** Loading. */
export const Loading: Story = stateStory({ status: 'loading' }, { status: 'Cargando usuarios...' });

/** The list failed to load. */
export const LoadError: Story = stateStory(
  { status: 'error', error: 'No autorizado' },
  { alert: 'No autorizado' },
);

const admin = {
  canManageMembers: true,
  canAssignAdmin: true,
  currentUserUuid: users[0]?.uuid,
  invitations,
  onOpenInvite: fn(),
  onCloseInvite: fn(),
  onInvite: fn(),
  onResendInvitation: fn(),
  onCancelInvitation: fn(),
  onRemoveMember: fn(),
};

/**
 * An admin: 'Invitar autor' first, the invitations not yet accepted with 'Reenviar' and
 * 'Cancelar', and 'Quitar del blog' on every member but themselves, after a confirmation.
 */
export const Admin: Story = {
  args: admin,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invitar autor' }));
    await expect(args.onOpenInvite).toHaveBeenCalledOnce();
    const pending = within(canvas.getByRole('region', { name: 'Invitaciones pendientes' }));
    await expect(pending.getByText(/Pendiente · vence el 09\/03\/2026/)).toBeVisible();
    await expect(pending.getByText('Vencida')).toBeVisible();
    await userEvent.click(
      pending.getByRole('button', { name: 'Reenviar la invitación a pablo@bitacora.es' }),
    );
    await expect(args.onResendInvitation).toHaveBeenCalledWith({ uuid: invitations[1]?.uuid });
    await userEvent.click(
      pending.getByRole('button', { name: 'Cancelar la invitación a irene@bitacora.es' }),
    );
    await expect(args.onCancelInvitation).toHaveBeenCalledWith({ uuid: invitations[0]?.uuid });

    await expect(
      canvas.queryByRole('button', { name: 'Quitar del blog a Lucía Fernández' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar del blog a Mateo Peña' }));
    const dialog = within(
      pageOf(canvasElement).getByRole('alertdialog', { name: 'Quitar del blog' }),
    );
    await expect(dialog.getByText(INVITATION_MESSAGES.removeConfirm('Mateo Peña'))).toBeVisible();
    await expect(args.onRemoveMember).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Quitar del blog' }));
    await expect(args.onRemoveMember).toHaveBeenCalledWith({ uuid: users[1]?.uuid });
  },
};

/** No invitation is waiting. */
export const NoPendingInvitations: Story = stateStory(
  { ...admin, invitations: [] },
  { text: INVITATION_MESSAGES.pendingEmpty },
);

/** After an invitation was sent. */
export const InvitationSent: Story = stateStory(
  { ...admin, notice: INVITATION_MESSAGES.sent('irene@bitacora.es') },
  { text: 'Invitación enviada a irene@bitacora.es' },
);

/** The invite dialog: the email is required; name, email and role are sent. */
export const InviteDialog: Story = {
  args: { ...admin, inviteOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Invitar autor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar invitación' }));
    await expect(dialog.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      /El email es obligatorio/,
    );
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^Nombre/), ' Irene Sáez ');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'irene@bitacora.es');
    await userEvent.selectOptions(dialog.getByLabelText(/^Rol/), 'ADMIN');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar invitación' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      name: 'Irene Sáez',
      email: 'irene@bitacora.es',
      role: 'ADMIN',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCloseInvite).toHaveBeenCalled();
  },
};

/** Without the right to give roles the invitation is for an author: no role select. */
export const InviteDialogAuthorOnly: Story = {
  args: { ...admin, canAssignAdmin: false, inviteOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Invitar autor' }));
    await expect(dialog.queryByLabelText(/^Rol/)).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Email/), 'irene@bitacora.es');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar invitación' }));
    await expect(args.onInvite).toHaveBeenCalledWith({
      name: '',
      email: 'irene@bitacora.es',
      role: 'AUTHOR',
    });
  },
};

/** The server refused the invitation. */
export const InviteDialogError: Story = {
  args: { ...admin, inviteOpen: true, inviteError: INVITATION_MESSAGES.alreadyMember },
  play: async ({ canvasElement }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Invitar autor' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.alreadyMember);
  },
};

/** Sending: the button is busy. */
export const InviteDialogSending: Story = {
  args: { ...admin, inviteOpen: true, isInviting: true },
  play: async ({ canvasElement }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Invitar autor' }));
    await expect(dialog.getByRole('button', { name: /Enviando/ })).toBeDisabled();
  },
};

/** An admin on a 375 px phone. */
export const AdminMobile: Story = { args: admin, globals: MOBILE_GLOBALS };

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
