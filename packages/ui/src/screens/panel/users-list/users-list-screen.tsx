import type { User } from '@bitacora/api';
import { ROLE_LABELS, USER_MESSAGES } from '@bitacora/domain';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Avatar } from '../../../primitives/avatar/avatar';
import { Button } from '../../../primitives/button/button';
import { LoadingRegion } from '../../../primitives/skeleton/skeleton';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/blogs/blog-page.styles';

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

  const table = (
    <Table<User>
      caption="Lista de usuarios"
      captionHidden
      columns={columns}
      rows={status === 'ready' ? users : []}
      getRowKey={(user) => user.uuid}
      isLoading={status === 'loading'}
      empty={USER_MESSAGES.empty}
    />
  );

  return (
    <section aria-labelledby="users-title">
      <PageHeader>
        <h1 id="users-title">Usuarios</h1>
        <HeaderActions>
          <Button onClick={() => onCreate()}>Nuevo Usuario</Button>
        </HeaderActions>
      </PageHeader>
      {status === 'error' ? (
        <ErrorRow>
          <Alert tone="error">{error || 'Error al cargar los usuarios'}</Alert>
          {onRetry ? (
            <Button variant="secondary" onClick={() => onRetry()}>
              Reintentar
            </Button>
          ) : null}
        </ErrorRow>
      ) : status === 'loading' ? (
        <LoadingRegion label="Cargando usuarios...">{table}</LoadingRegion>
      ) : (
        table
      )}
    </section>
  );
}
