import type { Post } from '@bitacora/api';
import { NOUNS, POST_MESSAGES, TRASH_MESSAGES } from '@bitacora/domain';
import styled from 'styled-components';
import { Button } from '../../../primitives/button/button';
import { tokens } from '../../../tokens/tokens';
import { CellName } from '../../shared/list-screen';
import {
  type ContentListCommonProps,
  type ContentListKind,
  ContentListScreen,
} from '../content-list';

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

export type PostsListScreenProps = ContentListCommonProps & {
  posts: readonly Post[];
  hrefs?: Partial<PostsListHrefs>;
  /**
   * 'Ver en el frontend': the app checks the preview rules (docs/product.md#preview), shows their
   * message or opens the address.
   */
  onView: (input: { uuid: string }) => void;
};

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

const POST_LIST: ContentListKind<Post> = {
  kind: 'post',
  titleId: 'posts-title',
  title: 'Posts',
  addLabel: 'Add Post',
  noun: NOUNS.post,
  bulkNoun: { one: 'post', many: 'posts' },
  bulkActions: ['publish', 'unpublish', 'move', 'delete'],
  loadFailed: POSTS_LOAD_FAILED,
  loadingLabel: 'Cargando posts...',
  caption: 'Lista de posts',
  empty: POST_MESSAGES.empty,
  deleteTitle: 'Eliminar post',
  deleteMessage: `${POST_DELETE_CONFIRMATION} ${TRASH_MESSAGES.postNote}`,
  titleCell: (post) => <CellName>{post.title}</CellName>,
  authorCell: (post) =>
    post.author?.name?.trim() ? post.author.name : <Muted>{POST_MESSAGES.noAuthor}</Muted>,
  ownColumns: [
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
  ],
};

/**
 * Posts list: Título, Autor, Categoría, Estado, Última edición, Acciones (docs/product.md#posts).
 */
export function PostsListScreen({ posts, hrefs, onView, ...props }: PostsListScreenProps) {
  const links = { ...POSTS_LIST_HREFS, ...hrefs };
  return (
    <ContentListScreen
      {...props}
      kind={POST_LIST}
      rows={posts}
      newHref={links.newPost}
      editHref={links.edit}
      rowActions={(post) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Ver en el frontend: ${post.title}`}
          title="Ver en el frontend"
          onClick={() => onView({ uuid: post.uuid })}
        >
          Ver
        </Button>
      )}
    />
  );
}
