import type { Series } from '@bitacora/api';
import { formatDateTime, POST_MESSAGES, SERIES_MESSAGES } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { LoadingRegion } from '../../../primitives/skeleton/skeleton';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/blogs/blog-page.styles';

export type SeriesListScreenProps = {
  status: 'loading' | 'ready' | 'error';
  series: readonly Series[];
  /** §8: list failures are only logged in the original; the app may pass a message. */
  error?: string | null;
  onRetry?: () => void;
  /** 'Añadir Serie'. */
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
  /** Called once the user confirmed the deletion. */
  onDelete: (input: { uuid: string }) => void;
  deleteError?: string | null;
};

const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};

  strong {
    font-weight: ${tokens.font.weightMedium};
  }

  code,
  small {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeXs};
  }

  code {
    font-family: ${tokens.font.familyMono};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

/** §2.3 series list: Título (with slug), Autor, Posts, Última edición and Acciones. */
export function SeriesListScreen({
  status,
  series,
  error,
  onRetry,
  onCreate,
  onEdit,
  onDelete,
  deleteError,
}: SeriesListScreenProps) {
  const [pendingDelete, setPendingDelete] = useState<Series | null>(null);

  const columns: TableColumn<Series>[] = [
    {
      key: 'title',
      header: 'Título',
      render: (item) => (
        <Stacked>
          <strong>{item.title}</strong>
          <code>/series/{item.slug}</code>
        </Stacked>
      ),
    },
    {
      key: 'author',
      header: 'Autor',
      render: (item) => (
        <Stacked>
          <span>{item.author?.name?.trim() || POST_MESSAGES.noAuthor}</span>
          {item.author?.email ? <small>{item.author.email}</small> : null}
        </Stacked>
      ),
    },
    { key: 'posts', header: 'Posts', align: 'right', render: (item) => item.posts.length },
    {
      key: 'updatedAt',
      header: 'Última edición',
      render: (item) => formatDateTime(item.updatedAt),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (item) => (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Editar ${item.title}`}
            onClick={() => onEdit({ uuid: item.uuid })}
          >
            Editar
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Eliminar ${item.title}`}
            onClick={() => setPendingDelete(item)}
          >
            Eliminar
          </Button>
        </Actions>
      ),
    },
  ];

  const table = (
    <Table<Series>
      caption="Lista de series"
      captionHidden
      columns={columns}
      rows={status === 'ready' ? series : []}
      getRowKey={(item) => item.uuid}
      isLoading={status === 'loading'}
      empty={SERIES_MESSAGES.empty}
    />
  );

  return (
    <section aria-labelledby="series-title">
      <PageHeader>
        <h1 id="series-title">Series</h1>
        <HeaderActions>
          <Button onClick={() => onCreate()}>Añadir Serie</Button>
        </HeaderActions>
      </PageHeader>
      <Stack>
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
        {status === 'error' ? (
          <ErrorRow>
            <Alert tone="error">{error || 'Error al cargar las series'}</Alert>
            {onRetry ? (
              <Button variant="secondary" onClick={() => onRetry()}>
                Reintentar
              </Button>
            ) : null}
          </ErrorRow>
        ) : status === 'loading' ? (
          <LoadingRegion label="Cargando series...">{table}</LoadingRegion>
        ) : (
          table
        )}
      </Stack>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Eliminar serie"
        message={SERIES_MESSAGES.confirmDelete}
        confirmLabel="Eliminar"
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) onDelete({ uuid: pendingDelete.uuid });
          setPendingDelete(null);
        }}
      />
    </section>
  );
}
