import type { TrashItem } from '@bitacora/api';
import { formatDate, formatDateTime, POST_MESSAGES, TRASH_MESSAGES } from '@bitacora/domain';
import { useState } from 'react';
import { StatusPill } from '../../../patterns/status-pill/status-pill';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import type { TableColumn } from '../../../primitives/table/table';
import {
  CellDetail,
  CellName,
  CellStack,
  ListBody,
  ListScreen,
  ListSummary,
  ListTable,
  RowActionsGroup,
} from '../../shared/list-screen';

export type TrashScreenProps = {
  status: 'loading' | 'ready' | 'error';
  items: readonly TrashItem[];
  error?: string | null;
  onRetry?: () => void;
  /** A failed restore or deletion, shown above the table. */
  actionError?: string | null;
  /** The item being restored or deleted: its buttons wait. */
  busyUuid?: string | null;
  onRestore: (item: TrashItem) => void;
  /** Called once the user confirmed the permanent deletion. */
  onDeleteForGood: (item: TrashItem) => void;
};

const KIND_LABELS: Record<TrashItem['kind'], string> = { post: 'Post', page: 'Página' };

/**
 * 'Papelera': the blog's deleted posts and pages, with when each was deleted and when it goes
 * for good; 'Restaurar' and 'Eliminar definitivamente' (docs/product.md#trash).
 */
export function TrashScreen({
  status,
  items,
  error,
  onRetry,
  actionError,
  busyUuid,
  onRestore,
  onDeleteForGood,
}: TrashScreenProps) {
  // The item whose permanent deletion waits for the user's confirmation.
  const [pending, setPending] = useState<TrashItem | null>(null);
  const columns: TableColumn<TrashItem>[] = [
    {
      key: 'title',
      header: 'Título',
      render: (item) => (
        <CellStack>
          <CellName>{item.title}</CellName>
          <CellDetail>
            {KIND_LABELS[item.kind]} · {item.kind === 'post' ? '/blog/' : '/'}
            {item.slug}
          </CellDetail>
        </CellStack>
      ),
    },
    {
      key: 'author',
      header: 'Autor',
      render: (item) => item.author?.name?.trim() || POST_MESSAGES.noAuthor,
    },
    {
      key: 'previous',
      header: 'Estado anterior',
      render: (item) => <StatusPill status={item.previousStatus} />,
    },
    {
      key: 'trashedAt',
      header: 'Eliminado',
      render: (item) => formatDateTime(item.trashedAt),
    },
    {
      key: 'expiresAt',
      header: 'Se borra el',
      render: (item) => formatDate(item.expiresAt),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (item) => (
        <RowActionsGroup>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Restaurar ${item.title}`}
            isLoading={busyUuid === item.uuid}
            onClick={() => onRestore(item)}
          >
            Restaurar
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Eliminar definitivamente ${item.title}`}
            disabled={busyUuid === item.uuid}
            onClick={() => setPending(item)}
          >
            Eliminar definitivamente
          </Button>
        </RowActionsGroup>
      ),
    },
  ];

  return (
    <ListScreen
      titleId="trash-title"
      title="Papelera"
      summary={<ListSummary>{TRASH_MESSAGES.intro}</ListSummary>}
      actions={null}
    >
      <ListBody deleteError={actionError}>
        <ListTable<TrashItem>
          status={status}
          error={error}
          loadFailed={TRASH_MESSAGES.loadFailed}
          onRetry={onRetry}
          loadingLabel="Cargando la papelera..."
          caption="Posts y páginas en la papelera"
          columns={columns}
          rows={items}
          getRowKey={(item) => item.uuid}
          empty={TRASH_MESSAGES.empty}
        />
      </ListBody>
      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onDeleteForGood(pending);
          setPending(null);
        }}
        title="Eliminar definitivamente"
        message={TRASH_MESSAGES.confirmDelete(pending?.title ?? '')}
        confirmLabel="Eliminar definitivamente"
        tone="danger"
      />
    </ListScreen>
  );
}
