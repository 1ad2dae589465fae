import type { Post } from '@bitacora/api';
import { type Actor, formatDateTime, NOUNS, POST_MESSAGES, TRASH_MESSAGES } from '@bitacora/domain';
import styled from 'styled-components';
import { ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Button } from '../../../primitives/button/button';
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

/** Not in the spec: worded like the page one. */
export const POST_DELETE_CONFIRMATION = '¿Estás seguro de que deseas eliminar este post?';
export const POSTS_LOAD_FAILED = 'No se pudieron cargar los posts. Inténtalo de nuevo.';

export type PostsListHrefs = {
  newPost: string;
  edit: (uuid: string) => string;
};

/** 'Add Post' and the edit address of a post (docs/product.md#posts). */
export const POSTS_LIST_HREFS: PostsListHrefs = {
  newPost: '/cms/posts/new',
  edit: (uuid) => `/cms/posts/${uuid}/edit`,
};

export type PostsListScreenProps = {
  status: 'loading' | 'ready' | 'error';
  posts: readonly Post[];
  error?: string | null;
  onRetry?: () => void;
  /** A failed deletion, shown above the table. */
  deleteError?: string | null;
  /** The post being deleted: its row's button waits. */
  deletingUuid?: string | null;
  hrefs?: Partial<PostsListHrefs>;
  onNavigate?: NavigateHandler;
  /**
   * 'Ver en el frontend': the app checks the preview rules (docs/product.md#preview), shows their
   * message or opens the address.
   */
  onView: (input: { uuid: string }) => void;
  /** Called once the user confirmed the deletion (the post goes to the trash). */
  onDelete: (input: { uuid: string }) => void;
  /** 'Desprogramar' on a scheduled post: back to draft. */
  onUnschedule?: (input: { uuid: string }) => void;
  /** The post being unscheduled: its button waits. */
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
  /** Publish, unpublish, move or delete the selected posts at once. */
  bulk?: ContentListBulk;
};

const POST_BULK_ACTIONS = ['publish', 'unpublish', 'move', 'delete'] as const;

const Title = styled.span`
  font-weight: ${tokens.font.weightMedium};
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

/**
 * Posts list: Título, Autor, Categoría, Estado, Última edición, Acciones (docs/product.md#posts).
 */
export function PostsListScreen({
  status,
  posts,
  error,
  onRetry,
  deleteError,
  deletingUuid,
  hrefs,
  onNavigate,
  onView,
  onDelete,
  onUnschedule,
  unschedulingUuid,
  timeZone,
  viewer,
  paging,
  bulk,
}: PostsListScreenProps) {
  const links = { ...POSTS_LIST_HREFS, ...hrefs };
  const deletion = usePendingDelete<Post>((post) => onDelete({ uuid: post.uuid }));
  const selection = useRowSelection(posts, (rows) =>
    rows.filter((post) => rowPermissions(viewer, 'post', post).canEdit).map((post) => post.id),
  );

  const columns: TableColumn<Post>[] = [
    ...(bulk
      ? [selectColumn<Post>({ idOf: (post) => post.id, nameOf: (post) => post.title, selection })]
      : []),
    { key: 'title', header: 'Título', render: (post) => <Title>{post.title}</Title> },
    {
      key: 'author',
      header: 'Autor',
      render: (post) =>
        post.author?.name?.trim() ? post.author.name : <Muted>{POST_MESSAGES.noAuthor}</Muted>,
    },
    {
      key: 'category',
      header: 'Categoría',
      render: (post) =>
        post.category?.name?.trim() ? (
          post.category.name
        ) : (
          <Muted>{POST_MESSAGES.noCategory}</Muted>
        ),
    },
    {
      key: 'status',
      header: 'Estado',
      render: (post) => (
        <ContentStatus
          status={post.status}
          publishAt={post.publishAt}
          timeZone={timeZone}
          name={post.title}
          onUnschedule={
            onUnschedule && rowPermissions(viewer, 'post', post).canEdit
              ? () => onUnschedule({ uuid: post.uuid })
              : undefined
          }
          isUnscheduling={unschedulingUuid === post.uuid}
        />
      ),
    },
    {
      key: 'updatedAt',
      header: 'Última edición',
      render: (post) => formatDateTime(post.updatedAt),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (post) => (
        <RowActions
          {...rowPermissions(viewer, 'post', post)}
          name={post.title}
          editHref={links.edit(post.uuid)}
          onNavigate={onNavigate}
          isDeleting={deletingUuid === post.uuid}
          onDelete={() => deletion.request(post)}
        >
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Ver en el frontend: ${post.title}`}
            title="Ver en el frontend"
            onClick={() => onView({ uuid: post.uuid })}
          >
            Ver
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      titleId="posts-title"
      title="Posts"
      actions={
        <ButtonLink href={links.newPost} onNavigate={onNavigate}>
          Add Post
        </ButtonLink>
      }
    >
      <ListBody deleteError={deleteError}>
        {paging ? (
          <ListControls
            what={NOUNS.post.other}
            query={paging.query}
            onChange={paging.onQueryChange}
            {...paging.options}
          />
        ) : null}
        {bulk ? (
          <BulkBar
            count={selection.selected.size}
            actions={POST_BULK_ACTIONS}
            noun={{ one: 'post', many: 'posts' }}
            categories={paging?.options?.categories}
            isApplying={bulk.isApplying}
            error={bulk.error}
            onClear={selection.clear}
            onApply={(request) => bulk.onApply([...selection.selected], request)}
          />
        ) : null}
        <ListTable<Post>
          status={status}
          error={error}
          loadFailed={POSTS_LOAD_FAILED}
          onRetry={onRetry}
          loadingLabel="Cargando posts..."
          caption="Lista de posts"
          columns={columns}
          rows={posts}
          getRowKey={(post) => post.uuid}
          empty={POST_MESSAGES.empty}
        />
        {paging && status === 'ready' ? (
          <ListPager
            what={NOUNS.post}
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
        title="Eliminar post"
        message={`${POST_DELETE_CONFIRMATION} ${TRASH_MESSAGES.postNote}`}
        confirmLabel="Eliminar"
      />
    </ListScreen>
  );
}
