import type { User } from '@bitacora/api';
import { ROLE_LABELS, USER_MESSAGES } from '@bitacora/domain';
import styled from 'styled-components';
import { Avatar } from '../../../primitives/avatar/avatar';
import { Button } from '../../../primitives/button/button';
import type { TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import { ListScreen, ListTable } from '../../shared/list-screen';

export type UsersListScreenProps = {
  status: 'loading' | 'ready' | 'error';
  users: readonly User[];
  error?: string | null;
  onRetry?: () => void;
  /** 'Nuevo Usuario'. */
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
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

/** §2.3 user list: Nombre (picture or initials), Email, Rol and an edit action. */
export function UsersListScreen({
  status,
  users,
  error,
  onRetry,
  onCreate,
  onEdit,
}: UsersListScreenProps) {
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
      width: '8rem',
      render: (user) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Editar ${user.name?.trim() || user.email}`}
          onClick={() => onEdit({ uuid: user.uuid })}
        >
          Editar
        </Button>
      ),
    },
  ];

  return (
    <ListScreen
      titleId="users-title"
      title="Usuarios"
      actions={<Button onClick={() => onCreate()}>Nuevo Usuario</Button>}
    >
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
    </ListScreen>
  );
}
