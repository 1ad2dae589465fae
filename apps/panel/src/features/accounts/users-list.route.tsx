import type { Invitation, User } from '@bitacora/api';
import { can, INVITATION_MESSAGES } from '@bitacora/domain';
import { type InviteValues, UsersListScreen } from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { PATHS } from '../../paths.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';

const ACTION_FAILED = 'No se pudo completar la acción. Inténtalo de nuevo.';

/**
 * User list: the blog's members, 'Nuevo Usuario' and the edit action; admins also invite
 * by email, follow the invitations not yet accepted and remove members from the blog.
 */
export default function UsersListRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const me = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const canManageMembers = can(me, 'manage:members');
  const list = useList<User>(
    blog ? () => listAll((page) => api.users.list({ blogId: blog.id, ...page })) : null,
    'los usuarios',
  );
  const invitations = useList<Invitation>(
    blog && canManageMembers ? async () => (await api.invitations.list()).data : null,
    'las invitaciones',
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [isInviting, setIsInviting] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [busyInvitation, setBusyInvitation] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  /** Runs a row action; a failure shows the server's words above the list. */
  async function act(work: () => Promise<string>) {
    setNotice(null);
    setActionError(null);
    try {
      setNotice(await work());
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo completar la acción sobre el equipo', error);
      setActionError(serverText(error) ?? ACTION_FAILED);
    }
  }

  async function invite(values: InviteValues) {
    setIsInviting(true);
    setInviteError(null);
    try {
      const invitation = await api.invitations.create(values);
      setInviteOpen(false);
      setActionError(null);
      setNotice(INVITATION_MESSAGES.sent(invitation.email));
      invitations.setItems((items) => [
        invitation,
        ...items.filter((item) => item.email !== invitation.email),
      ]);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo enviar la invitación', error);
      setInviteError(serverText(error) ?? ACTION_FAILED);
    } finally {
      setIsInviting(false);
    }
  }

  return (
    <UsersListScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      users={list.items}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      onCreate={() => navigate(PATHS.newUser)}
      onEdit={({ uuid }) => navigate(PATHS.editUser(uuid))}
      canManageMembers={canManageMembers}
      canAssignAdmin={can(me, 'update:user:role')}
      currentUserUuid={me?.uuid ?? null}
      invitations={invitations.items}
      invitationsStatus={invitations.status}
      notice={notice}
      actionError={actionError}
      inviteOpen={inviteOpen}
      isInviting={isInviting}
      inviteError={inviteError}
      onOpenInvite={() => {
        setInviteError(null);
        setInviteOpen(true);
      }}
      onCloseInvite={() => setInviteOpen(false)}
      onInvite={(values) => void invite(values)}
      busyInvitationUuid={busyInvitation}
      onResendInvitation={({ uuid }) => {
        setBusyInvitation(uuid);
        void act(async () => {
          const invitation = await api.invitations.resend(uuid);
          invitations.setItems((items) =>
            items.map((item) => (item.uuid === uuid ? invitation : item)),
          );
          return INVITATION_MESSAGES.resent(invitation.email);
        }).finally(() => setBusyInvitation(null));
      }}
      onCancelInvitation={({ uuid }) => {
        setBusyInvitation(uuid);
        void act(async () => {
          await api.invitations.cancel(uuid);
          invitations.setItems((items) => items.filter((item) => item.uuid !== uuid));
          return INVITATION_MESSAGES.canceled;
        }).finally(() => setBusyInvitation(null));
      }}
      removingUuid={removing}
      onRemoveMember={({ uuid }) => {
        if (!blog) return;
        setRemoving(uuid);
        void act(async () => {
          const answer = await api.blogs.removeMember(blog.id, uuid);
          list.setItems((items) => items.filter((item) => item.uuid !== uuid));
          return answer.message ?? INVITATION_MESSAGES.removeTitle;
        }).finally(() => setRemoving(null));
      }}
    />
  );
}
