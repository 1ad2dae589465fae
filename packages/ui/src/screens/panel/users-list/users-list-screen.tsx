import type { Invitation, User } from '@bitacora/api';
import { formatDate, INVITATION_MESSAGES, ROLE_LABELS, USER_MESSAGES } from '@bitacora/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Avatar } from '../../../primitives/avatar/avatar';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { EmailAddress } from '../../../primitives/email-address/email-address';
import type { TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import {
  CellDetail,
  CellStack,
  ListScreen,
  ListTable,
  RowActionsGroup,
} from '../../shared/list-screen';
import { InviteDialog, type InviteValues } from './invite-dialog';

export type UsersListScreenProps = {
  status: 'loading' | 'ready' | 'error';
  users: readonly User[];
  error?: string | null;
  onRetry?: () => void;
  /** 'Nuevo Usuario'. */
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
  /** Invitations, pending members and 'Quitar del blog' (admins). */
  canManageMembers?: boolean;
  /** Whether an invitation may make an admin (the role select). */
  canAssignAdmin?: boolean;
  /** The signed-in user, who cannot remove themselves. */
  currentUserUuid?: string | null;
  invitations?: readonly Invitation[];
  invitationsStatus?: 'loading' | 'ready' | 'error';
  /** What the last action did ('Invitación enviada a …'). */
  notice?: string | null;
  /** Why the last row action failed. */
  actionError?: string | null;
  inviteOpen?: boolean;
  isInviting?: boolean;
  inviteError?: string | null;
  onOpenInvite?: () => void;
  onCloseInvite?: () => void;
  onInvite?: (values: InviteValues) => void;
  onResendInvitation?: (input: { uuid: string }) => void;
  onCancelInvitation?: (input: { uuid: string }) => void;
  /** The invitation a resend or cancel is working on. */
  busyInvitationUuid?: string | null;
  /** Called once the admin confirmed. */
  onRemoveMember?: (input: { uuid: string }) => void;
  removingUuid?: string | null;
};

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['3']};
  font-weight: ${tokens.font.weightMedium};
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
  font-style: italic;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

const Section = styled.section`
  margin-top: ${tokens.space['8']};

  h2 {
    font-size: ${tokens.font.sizeLg};
    margin-bottom: ${tokens.space['3']};
  }
`;

const displayName = (user: { name: string | null; email: string }) =>
  user.name?.trim() || user.email;

/**
 * User list: Nombre (picture or initials), Email, Rol and an edit action. Admins also
 * invite by email ('Invitar autor'), see the invitations not yet accepted, and remove members.
 */
export function UsersListScreen({
  status,
  users,
  error,
  onRetry,
  onCreate,
  onEdit,
  canManageMembers = false,
  canAssignAdmin = false,
  currentUserUuid = null,
  invitations = [],
  invitationsStatus = 'ready',
  notice,
  actionError,
  inviteOpen = false,
  isInviting = false,
  inviteError,
  onOpenInvite,
  onCloseInvite,
  onInvite,
  onResendInvitation,
  onCancelInvitation,
  busyInvitationUuid,
  onRemoveMember,
  removingUuid,
}: UsersListScreenProps) {
  const [leaving, setLeaving] = useState<User | null>(null);
  const invitationsTitleId = useId();

  const columns: TableColumn<User>[] = [
    {
      key: 'name',
      header: 'Nombre',
      render: (user) => (
        <Person>
          <Avatar name={user.name} src={user.picture} size="sm" aria-hidden="true" />
          {user.name?.trim() ? user.name : <Muted>{USER_MESSAGES.noName}</Muted>}
        </Person>
      ),
    },
    { key: 'email', header: 'Email' },
    { key: 'role', header: 'Rol', render: (user) => ROLE_LABELS[user.role] },
    {
      key: 'actions',
      header: 'Acciones',
      width: canManageMembers ? '14rem' : '8rem',
      render: (user) => (
        <RowActionsGroup>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Editar ${displayName(user)}`}
            onClick={() => onEdit({ uuid: user.uuid })}
          >
            Editar
          </Button>
          {canManageMembers && user.uuid !== currentUserUuid && user.role !== 'SUPER_ADMIN' ? (
            <Button
              size="sm"
              variant="danger"
              aria-label={`Quitar del blog a ${displayName(user)}`}
              isLoading={removingUuid === user.uuid}
              onClick={() => setLeaving(user)}
            >
              Quitar del blog
            </Button>
          ) : null}
        </RowActionsGroup>
      ),
    },
  ];

  const invitationColumns: TableColumn<Invitation>[] = [
    {
      key: 'email',
      header: 'Invitado',
      render: (invitation) => (
        <CellStack>
          <EmailAddress address={invitation.email} />
          {invitation.name.trim() ? <CellDetail>{invitation.name}</CellDetail> : null}
        </CellStack>
      ),
    },
    { key: 'role', header: 'Rol', render: (invitation) => ROLE_LABELS[invitation.role] },
    {
      key: 'expiresAt',
      header: 'Estado',
      render: (invitation) =>
        invitation.expired ? 'Vencida' : `Pendiente · vence el ${formatDate(invitation.expiresAt)}`,
    },
    {
      key: 'actions',
      header: 'Acciones',
      width: '14rem',
      render: (invitation) => (
        <RowActionsGroup>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Reenviar la invitación a ${invitation.email}`}
            disabled={busyInvitationUuid === invitation.uuid}
            onClick={() => onResendInvitation?.({ uuid: invitation.uuid })}
          >
            Reenviar
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Cancelar la invitación a ${invitation.email}`}
            disabled={busyInvitationUuid === invitation.uuid}
            onClick={() => onCancelInvitation?.({ uuid: invitation.uuid })}
          >
            Cancelar
          </Button>
        </RowActionsGroup>
      ),
    },
  ];

  return (
    <ListScreen
      titleId="users-title"
      title="Usuarios"
      actions={
        <>
          {canManageMembers ? (
            <Button onClick={() => onOpenInvite?.()}>{INVITATION_MESSAGES.invite}</Button>
          ) : null}
          <Button variant={canManageMembers ? 'secondary' : 'primary'} onClick={() => onCreate()}>
            Nuevo Usuario
          </Button>
        </>
      }
    >
      <Stack>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {actionError ? <Alert tone="error">{actionError}</Alert> : null}
        <ListTable<User>
          status={status}
          error={error}
          loadFailed="Error al cargar los usuarios"
          onRetry={onRetry}
          loadingLabel="Cargando usuarios..."
          caption="Lista de usuarios"
          columns={columns}
          rows={users}
          getRowKey={(user) => user.uuid}
          empty={USER_MESSAGES.empty}
        />
      </Stack>
      {canManageMembers ? (
        <Section aria-labelledby={invitationsTitleId}>
          <h2 id={invitationsTitleId}>{INVITATION_MESSAGES.pendingTitle}</h2>
          <ListTable<Invitation>
            status={invitationsStatus}
            loadFailed="No se pudieron cargar las invitaciones"
            loadingLabel="Cargando invitaciones..."
            caption="Lista de invitaciones pendientes"
            columns={invitationColumns}
            rows={invitations}
            getRowKey={(invitation) => invitation.uuid}
            empty={INVITATION_MESSAGES.pendingEmpty}
          />
        </Section>
      ) : null}
      <InviteDialog
        open={inviteOpen}
        canChooseRole={canAssignAdmin}
        isSending={isInviting}
        error={inviteError}
        onSend={(values) => onInvite?.(values)}
        onClose={() => onCloseInvite?.()}
      />
      <ConfirmDialog
        open={leaving !== null}
        title={INVITATION_MESSAGES.removeTitle}
        confirmLabel="Quitar del blog"
        message={INVITATION_MESSAGES.removeConfirm(leaving ? displayName(leaving) : '')}
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving) onRemoveMember?.({ uuid: leaving.uuid });
          setLeaving(null);
        }}
      />
    </ListScreen>
  );
}
