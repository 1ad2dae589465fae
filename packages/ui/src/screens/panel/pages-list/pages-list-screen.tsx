import type { Page } from '@bitacora/api';
import {
  type Actor,
  formatDateTime,
  NOUNS,
  PAGE_MESSAGES,
  POST_MESSAGES,
  TRASH_MESSAGES,
} from '@bitacora/domain';
import styled from 'styled-components';
import { ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import type { TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import {
  BulkBar,
  type ContentListBulk,
  type ContentListPaging,
  LIST_PAGE_SIZE,
  ListControls,
  ListPager,
  selectColumn,
  useRowSelection,
} from '../../shared/content-list';
import { ContentStatus } from '../../shared/content-status';
import {
  ListBody,
  ListScreen,
  ListTable,
  RowActions,
  rowPermissions,
  usePendingDelete,
} from '../../shared/list-screen';

export const PAGES_LOAD_FAILED = 'No se pudieron cargar las páginas. Inténtalo de nuevo.';

export type PagesListHrefs = {
  newPage: string;
  edit: (uuid: string) => string;
};

/** The new-page and edit addresses. */
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
  /** Called once the user confirmed the deletion (the page goes to the trash). */
  onDelete: (input: { uuid: string }) => void;
  /** 'Desprogramar' on a scheduled page: back to draft. */
  onUnschedule?: (input: { uuid: string }) => void;
  unschedulingUuid?: string | null;
  /** The blog's zone, the one scheduled times are shown in. */
  timeZone?: string;
  /**
   * The signed-in user: a row offers Editar and Eliminar only when the viewer may edit or
   * delete it (an AUTHOR only its own rows).
   */
  viewer?: Actor | null;
  /** Search, filters, order and pages (docs/product.md#post-and-page-lists). */
  paging?: ContentListPaging;
  /** Publish, unpublish or delete the selected pages at once. */
  bulk?: ContentListBulk;
};

const PAGE_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;

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

const countText = (count: number, capped = false) =>
  capped ? `Más de ${count} páginas` : count === 1 ? '1 página' : `${count} páginas`;

/**
 * Page list: the count, Título (with slug), Autor (with email), Estado, Última edición, Acciones
 * (docs/product.md#pages).
 */
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
  onUnschedule,
  unschedulingUuid,
  timeZone,
  viewer,
  paging,
  bulk,
}: PagesListScreenProps) {
  const links = { ...PAGES_LIST_HREFS, ...hrefs };
  const deletion = usePendingDelete<Page>((page) => onDelete({ uuid: page.uuid }));
  const selection = useRowSelection(pages, (rows) =>
    rows.filter((page) => rowPermissions(viewer, 'page', page).canEdit).map((page) => page.id),
  );

  const columns: TableColumn<Page>[] = [
    ...(bulk
      ? [selectColumn<Page>({ idOf: (page) => page.id, nameOf: (page) => page.title, selection })]
      : []),
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
      render: (page) => (
        <ContentStatus
          status={page.status}
          publishAt={page.publishAt}
          timeZone={timeZone}
          name={page.title}
          onUnschedule={
            onUnschedule && rowPermissions(viewer, 'page', page).canEdit
              ? () => onUnschedule({ uuid: page.uuid })
              : undefined
          }
          isUnscheduling={unschedulingUuid === page.uuid}
        />
      ),
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
        <RowActions
          {...rowPermissions(viewer, 'page', page)}
          name={page.title}
          editHref={links.edit(page.uuid)}
          onNavigate={onNavigate}
          isDeleting={deletingUuid === page.uuid}
          onDelete={() => deletion.request(page)}
        />
      ),
    },
  ];

  return (
    <ListScreen
      titleId="pages-title"
      title="Páginas"
      summary={
        status === 'ready' ? (
          <Count>
            {paging ? countText(paging.total, paging.totalCapped) : countText(pages.length)}
          </Count>
        ) : null
      }
      actions={
        <ButtonLink href={links.newPage} onNavigate={onNavigate}>
          Add Page
        </ButtonLink>
      }
    >
      <ListBody deleteError={deleteError}>
        {paging ? (
          <ListControls
            what={NOUNS.page.other}
            query={paging.query}
            onChange={paging.onQueryChange}
            {...paging.options}
          />
        ) : null}
        {bulk ? (
          <BulkBar
            count={selection.selected.size}
            actions={PAGE_BULK_ACTIONS}
            noun={{ one: 'página', many: 'páginas', feminine: true }}
            isApplying={bulk.isApplying}
            error={bulk.error}
            onClear={selection.clear}
            onApply={(request) => bulk.onApply([...selection.selected], request)}
          />
        ) : null}
        <ListTable<Page>
          status={status}
          error={error}
          loadFailed={PAGES_LOAD_FAILED}
          onRetry={onRetry}
          loadingLabel="Cargando páginas..."
          caption="Lista de páginas"
          columns={columns}
          rows={pages}
          getRowKey={(page) => page.uuid}
          empty={PAGE_MESSAGES.empty}
        />
        {paging && status === 'ready' ? (
          <ListPager
            what={NOUNS.page}
            hideCount
            page={paging.query.page}
            pageSize={LIST_PAGE_SIZE}
            total={paging.total}
            totalCapped={paging.totalCapped}
            onPage={(page) => paging.onQueryChange({ ...paging.query, page })}
          />
        ) : null}
      </ListBody>
      <ConfirmDialog
        {...deletion.dialog}
        title="Eliminar página"
        message={`${PAGE_MESSAGES.confirmDelete} ${TRASH_MESSAGES.pageNote}`}
        confirmLabel="Eliminar"
      />
    </ListScreen>
  );
}
