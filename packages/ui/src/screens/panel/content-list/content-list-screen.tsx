import type { Page, Post } from '@bitacora/api';
import {
  type Actor,
  type BulkAction,
  type CountedNoun,
  formatDateTime,
  LANGUAGE_LABELS_ES,
  TRANSLATION_PANEL_MESSAGES,
} from '@bitacora/domain';
import type { ReactNode } from 'react';
import { ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import type { TableColumn } from '../../../primitives/table/table';
import {
  BulkBar,
  type BulkBarProps,
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
  ListSummary,
  ListTable,
  RowActions,
  rowPermissions,
  usePendingDelete,
} from '../../shared/list-screen';

/** What the posts list and the pages list both are: rows of authored, scheduled content. */
export type ContentRow = Post | Page;

/** What sets one kind's list apart: its words, its own cells and its bulk actions. */
export type ContentListKind<T extends ContentRow> = {
  kind: 'post' | 'page';
  titleId: string;
  title: string;
  addLabel: string;
  /** The name the search, the pager and the bulk bar use. */
  noun: CountedNoun;
  bulkNoun: BulkBarProps['noun'];
  bulkActions: readonly BulkAction[];
  loadFailed: string;
  loadingLabel: string;
  caption: string;
  empty: string;
  deleteTitle: string;
  deleteMessage: string;
  /** The count above the table; with it the pager leaves its own out. */
  countText?: (count: number, capped?: boolean) => string;
  titleCell: (row: T) => ReactNode;
  authorCell: (row: T) => ReactNode;
  /** Columns of this kind only, between 'Autor' and 'Estado'. */
  ownColumns?: readonly TableColumn<T>[];
};

/** The props both lists take, whatever their rows are called. */
export type ContentListCommonProps = {
  status: 'loading' | 'ready' | 'error';
  error?: string | null;
  onRetry?: () => void;
  /** A failed deletion, shown above the table. */
  deleteError?: string | null;
  /** The row being deleted: its button waits. */
  deletingUuid?: string | null;
  onNavigate?: NavigateHandler;
  /** Called once the user confirmed the deletion (the row goes to the trash). */
  onDelete: (input: { uuid: string }) => void;
  /** 'Desprogramar' on a scheduled row: back to draft. */
  onUnschedule?: (input: { uuid: string }) => void;
  /** The row being unscheduled: its button waits. */
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
  /** Bulk actions on the selected rows. */
  bulk?: ContentListBulk;
  /** The blog writes in more than one language: each row names its own ('Idioma'). */
  showLanguages?: boolean;
};

export type ContentListScreenProps<T extends ContentRow> = ContentListCommonProps & {
  kind: ContentListKind<T>;
  rows: readonly T[];
  newHref: string;
  editHref: (uuid: string) => string;
  /** A row's actions before 'Editar'. */
  rowActions?: (row: T) => ReactNode;
};

/**
 * A list of posts or pages (docs/product.md#post-and-page-lists): title, author, status, last
 * edit and actions, with the kind's own cells, search, pages and bulk actions.
 */
export function ContentListScreen<T extends ContentRow>({
  kind,
  status,
  rows,
  error,
  onRetry,
  deleteError,
  deletingUuid,
  newHref,
  editHref,
  onNavigate,
  onDelete,
  onUnschedule,
  unschedulingUuid,
  timeZone,
  viewer,
  paging,
  bulk,
  rowActions,
  showLanguages = false,
}: ContentListScreenProps<T>) {
  const deletion = usePendingDelete<T>((row) => onDelete({ uuid: row.uuid }));
  const selection = useRowSelection(rows, (all) =>
    all.filter((row) => rowPermissions(viewer, kind.kind, row).canEdit).map((row) => row.id),
  );

  const columns: TableColumn<T>[] = [
    ...(bulk
      ? [selectColumn<T>({ idOf: (row) => row.id, nameOf: (row) => row.title, selection })]
      : []),
    { key: 'title', header: 'Título', render: kind.titleCell },
    ...(showLanguages
      ? [
          {
            key: 'language',
            header: TRANSLATION_PANEL_MESSAGES.languageLabel,
            render: (row: T) => LANGUAGE_LABELS_ES[row.language],
          },
        ]
      : []),
    { key: 'author', header: 'Autor', render: kind.authorCell },
    ...(kind.ownColumns ?? []),
    {
      key: 'status',
      header: 'Estado',
      render: (row) => (
        <ContentStatus
          status={row.status}
          publishAt={row.publishAt}
          timeZone={timeZone}
          name={row.title}
          onUnschedule={
            onUnschedule && rowPermissions(viewer, kind.kind, row).canEdit
              ? () => onUnschedule({ uuid: row.uuid })
              : undefined
          }
          isUnscheduling={unschedulingUuid === row.uuid}
        />
      ),
    },
    {
      key: 'updatedAt',
      header: 'Última edición',
      render: (row) => formatDateTime(row.updatedAt),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (row) => (
        <RowActions
          {...rowPermissions(viewer, kind.kind, row)}
          name={row.title}
          editHref={editHref(row.uuid)}
          onNavigate={onNavigate}
          isDeleting={deletingUuid === row.uuid}
          onDelete={() => deletion.request(row)}
        >
          {rowActions?.(row)}
        </RowActions>
      ),
    },
  ];

  const { countText } = kind;
  return (
    <ListScreen
      titleId={kind.titleId}
      title={kind.title}
      summary={
        // Without a count the title stands alone (undefined), not in a block (null).
        countText === undefined ? undefined : status === 'ready' ? (
          <ListSummary>
            {paging ? countText(paging.total, paging.totalCapped) : countText(rows.length)}
          </ListSummary>
        ) : null
      }
      actions={
        <ButtonLink href={newHref} onNavigate={onNavigate}>
          {kind.addLabel}
        </ButtonLink>
      }
    >
      <ListBody deleteError={deleteError}>
        {paging ? (
          <ListControls
            what={kind.noun.other}
            query={paging.query}
            onChange={paging.onQueryChange}
            {...paging.options}
          />
        ) : null}
        {bulk ? (
          <BulkBar
            count={selection.selected.size}
            actions={kind.bulkActions}
            noun={kind.bulkNoun}
            categories={paging?.options?.categories}
            isApplying={bulk.isApplying}
            error={bulk.error}
            onClear={selection.clear}
            onApply={(request) => bulk.onApply([...selection.selected], request)}
          />
        ) : null}
        <ListTable<T>
          status={status}
          error={error}
          loadFailed={kind.loadFailed}
          onRetry={onRetry}
          loadingLabel={kind.loadingLabel}
          caption={kind.caption}
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.uuid}
          empty={kind.empty}
        />
        {paging && status === 'ready' ? (
          <ListPager
            what={kind.noun}
            hideCount={countText !== undefined}
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
        title={kind.deleteTitle}
        message={kind.deleteMessage}
        confirmLabel="Eliminar"
      />
    </ListScreen>
  );
}
