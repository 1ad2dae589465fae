import type { Post } from '@bitacora/api';
import { formatDateTime, POST_MESSAGES, parseContentStatus } from '@bitacora/domain';
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

/** Not in the spec (§5 lists no post confirmation): worded like the page one. */
export const POST_DELETE_CONFIRMATION = '¿Estás seguro de que deseas eliminar este post?';
export const POSTS_LOAD_FAILED = 'No se pudieron cargar los posts. Inténtalo de nuevo.';

export type PostsListHrefs = {
  newPost: string;
  edit: (uuid: string) => string;
};

/** §2.3: 'Add Post' and the edit address of a post. */
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
  /** 'Ver en el frontend': the app checks §4's rules, shows their message or opens the address. */
  onView: (input: { uuid: string }) => void;
  /** Called once the user confirmed the deletion. */
  onDelete: (input: { uuid: string }) => void;
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const Title = styled.span`
  font-weight: ${tokens.font.weightMedium};
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

/** §2.3 Posts list: Título, Autor, Categoría, Estado, Última edición, Acciones. */
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
}: PostsListScreenProps) {
  const links = { ...POSTS_LIST_HREFS, ...hrefs };
  const [pendingDelete, setPendingDelete] = useState<Post | null>(null);

  const columns: TableColumn<Post>[] = [
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
      render: (post) => <StatusPill status={parseContentStatus(post.status) ?? 'DRAFT'} />,
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
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Ver en el frontend: ${post.title}`}
            title="Ver en el frontend"
            onClick={() => onView({ uuid: post.uuid })}
          >
            Ver
          </Button>
          <ButtonLink
            size="sm"
            variant="secondary"
            href={links.edit(post.uuid)}
            onNavigate={onNavigate}
            aria-label={`Editar ${post.title}`}
          >
            Editar
          </ButtonLink>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Eliminar ${post.title}`}
            isLoading={deletingUuid === post.uuid}
            onClick={() => setPendingDelete(post)}
          >
            Eliminar
          </Button>
        </Actions>
      ),
    },
  ];

  const table = (
    <Table<Post>
      caption="Lista de posts"
      captionHidden
      columns={columns}
      rows={status === 'ready' ? posts : []}
      getRowKey={(post) => post.uuid}
      isLoading={status === 'loading'}
      empty={POST_MESSAGES.empty}
    />
  );

  return (
    <section aria-labelledby="posts-title">
      <PageHeader>
        <h1 id="posts-title">Posts</h1>
        <HeaderActions>
          <ButtonLink href={links.newPost} onNavigate={onNavigate}>
            Add Post
          </ButtonLink>
        </HeaderActions>
      </PageHeader>
      <Stack>
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
        {status === 'error' ? (
          <ErrorRow>
            <Alert tone="error">{error || POSTS_LOAD_FAILED}</Alert>
            {onRetry ? (
              <Button variant="secondary" onClick={() => onRetry()}>
                Reintentar
              </Button>
            ) : null}
          </ErrorRow>
        ) : status === 'loading' ? (
          <LoadingRegion label="Cargando posts...">{table}</LoadingRegion>
        ) : (
          table
        )}
      </Stack>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Eliminar post"
        message={POST_DELETE_CONFIRMATION}
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
