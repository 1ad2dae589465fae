import type { Page } from '@bitacora/api';
import { formatDateTime, PAGE_MESSAGES, POST_MESSAGES, parseContentStatus } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { StatusPill } from '../../../patterns/status-pill/status-pill';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { LoadingRegion } from '../../../primitives/skeleton/skeleton';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import { ErrorRow, HeaderActions, PageHeader } from '../../shared/blogs/blog-page.styles';

export const PAGES_LOAD_FAILED = 'No se pudieron cargar las páginas. Inténtalo de nuevo.';

export type PagesListHrefs = {
  newPage: string;
  edit: (uuid: string) => string;
};

/** §2.1: the new-page and edit addresses. */
export const PAGES_LIST_HREFS: PagesListHrefs = {
  newPage: '/cms/pages/new',
  edit: (uuid) => `/cms/pages/${uuid}/edit`,
};

export type PagesListScreenProps = {
  status: 'loading' | 'ready' | 'error';
  pages: readonly Page[];
  error?: string | null;
  onRetry?: () => void;
  deleteError?: string | null;
  deletingUuid?: string | null;
  hrefs?: Partial<PagesListHrefs>;
  onNavigate?: NavigateHandler;
  /** Called once the user confirmed the deletion. */
  onDelete: (input: { uuid: string }) => void;
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

const Strong = styled.span`
  font-weight: ${tokens.font.weightMedium};
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

const Count = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

const countText = (count: number) => (count === 1 ? '1 página' : `${count} páginas`);

/** §2.3 Page list: the count, Título (with slug), Autor (with email), Estado, Última edición, Acciones. */
export function PagesListScreen({
  status,
  pages,
  error,
  onRetry,
  deleteError,
  deletingUuid,
  hrefs,
  onNavigate,
  onDelete,
}: PagesListScreenProps) {
  const links = { ...PAGES_LIST_HREFS, ...hrefs };
  const [pendingDelete, setPendingDelete] = useState<Page | null>(null);

  const columns: TableColumn<Page>[] = [
    {
      key: 'title',
      header: 'Título',
      render: (page) => (
        <Stacked>
          <Strong>{page.title}</Strong>
          <Muted>/{page.slug}</Muted>
        </Stacked>
      ),
    },
    {
      key: 'author',
      header: 'Autor',
      render: (page) => (
        <Stacked>
          <span>{page.author?.name?.trim() || POST_MESSAGES.noAuthor}</span>
          {page.author?.email ? <Muted>{page.author.email}</Muted> : null}
        </Stacked>
      ),
    },
    {
      key: 'status',
      header: 'Estado',
      render: (page) => <StatusPill status={parseContentStatus(page.status) ?? 'DRAFT'} />,
    },
    {
      key: 'updatedAt',
      header: 'Última edición',
      render: (page) => formatDateTime(page.updatedAt),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (page) => (
        <Actions>
          <ButtonLink
            size="sm"
            variant="secondary"
            href={links.edit(page.uuid)}
            onNavigate={onNavigate}
            aria-label={`Editar ${page.title}`}
          >
            Editar
          </ButtonLink>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Eliminar ${page.title}`}
            isLoading={deletingUuid === page.uuid}
            onClick={() => setPendingDelete(page)}
          >
            Eliminar
          </Button>
        </Actions>
      ),
    },
  ];

  const table = (
    <Table<Page>
      caption="Lista de páginas"
      captionHidden
      columns={columns}
      rows={status === 'ready' ? pages : []}
      getRowKey={(page) => page.uuid}
      isLoading={status === 'loading'}
      empty={PAGE_MESSAGES.empty}
    />
  );

  return (
    <section aria-labelledby="pages-title">
      <PageHeader>
        <div>
          <h1 id="pages-title">Páginas</h1>
          {status === 'ready' ? <Count>{countText(pages.length)}</Count> : null}
        </div>
        <HeaderActions>
          <ButtonLink href={links.newPage} onNavigate={onNavigate}>
            Add Page
          </ButtonLink>
        </HeaderActions>
      </PageHeader>
      <Stack>
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
        {status === 'error' ? (
          <ErrorRow>
            <Alert tone="error">{error || PAGES_LOAD_FAILED}</Alert>
            {onRetry ? (
              <Button variant="secondary" onClick={() => onRetry()}>
                Reintentar
              </Button>
            ) : null}
          </ErrorRow>
        ) : status === 'loading' ? (
          <LoadingRegion label="Cargando páginas...">{table}</LoadingRegion>
        ) : (
          table
        )}
      </Stack>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Eliminar página"
        message={PAGE_MESSAGES.confirmDelete}
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
