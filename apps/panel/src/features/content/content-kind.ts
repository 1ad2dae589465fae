import type {
  Api,
  CheckSlugQuery,
  CheckSlugResponse,
  ContentListResponse,
  Page,
  Post,
  PublishingItemRef,
  RevisionSummary,
  TranslationSummary,
} from '@bitacora/api';
import type { Language, OwnedResource, Permission, PreviewBlog } from '@bitacora/domain';
import type { BulkRequest } from '@bitacora/ui';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { PATHS } from '../../paths.ts';
import type { apiListQuery } from './list-address.ts';

/** A saved post or page as the panel's content screens use it. */
export type ContentItem = OwnedResource & {
  id: number;
  uuid: string;
  title: string;
  slug: string;
  status: string;
  revision: number;
  language?: Language;
  /** The translation group's other versions the viewer may see (one item's read). */
  translations?: TranslationSummary[];
};

/** What names a post or page wherever it is listed, the trash included. */
export type ContentRef = Pick<ContentItem, 'id' | 'uuid'>;

/**
 * A post's or a page's calls, each taking the item itself: the API addresses a post by its
 * numeric id and a page by its uuid, and only this table knows which.
 */
export type ContentCalls<Item extends ContentItem> = {
  getByUuid: (uuid: string) => Promise<Item>;
  checkSlug: (query: CheckSlugQuery) => Promise<CheckSlugResponse>;
  list: (
    blogId: number,
    query: ReturnType<typeof apiListQuery>,
  ) => Promise<ContentListResponse<Item>>;
  bulk: (ids: number[], request: BulkRequest) => Promise<unknown>;
  remove: (item: Item) => Promise<unknown>;
  /** 'Desprogramar': back to draft. */
  toDraft: (item: Item) => Promise<Item>;
  /** Out of the trash, as it was. */
  restore: (item: ContentRef) => Promise<unknown>;
  /** Out of the trash for good. */
  removePermanently: (item: ContentRef) => Promise<unknown>;
  revisions: (item: Item) => Promise<{ data: RevisionSummary[] }>;
  revision: (
    item: Item,
    revisionId: number,
  ) => Promise<{ id: number; fields: { title: string; excerpt: string; content: string } }>;
  restoreRevision: (item: Item, revisionId: number, baseRevision: number | null) => Promise<Item>;
};

/**
 * Posts and pages are one kind of screen in the panel (a list, a form with the same edit
 * session, previews and old addresses); what differs between them is this data. The form's own
 * part (checks and saves) is in `content-form-kind.ts`, so the lists do not load it.
 */
export type ContentKind<Item extends ContentItem> = {
  kind: 'post' | 'page';
  /** For logs: 'el post'. */
  what: string;
  /** For logs: 'los posts'. */
  whatPlural: string;
  listPath: string;
  /** The panel address of an item's form. */
  editPath: (uuid: string) => string;
  updatePermission: Permission;
  deletePermission: Permission;
  /** Shown when a delete fails without the server's text; null shows nothing more. */
  deleteFailed: string | null;
  /** The item as its old addresses and preview links name it. */
  ref: (item: Item) => PublishingItemRef & { kind: 'post' | 'page' };
  /** The blog the item's public address is on, when the item says so itself. */
  blogOf: (item: Item) => PreviewBlog | null | undefined;
  calls: (api: Api) => ContentCalls<Item>;
};

const baseOf = (baseRevision: number | null) => (baseRevision === null ? {} : { baseRevision });

export const POST_KIND: ContentKind<Post> = {
  kind: 'post',
  what: 'el post',
  whatPlural: 'los posts',
  listPath: PATHS.posts,
  editPath: PATHS.editPost,
  updatePermission: 'update:post:own',
  deletePermission: 'delete:post:own',
  deleteFailed: PANEL_MESSAGES.postDeleteFailed,
  ref: (post) => ({ kind: 'post', id: post.id }),
  blogOf: (post) => post.blog,
  calls: (api) => ({
    getByUuid: (uuid) => api.posts.getByUuid(uuid),
    checkSlug: (query) => api.posts.checkSlug(query),
    // The list shows drafts and scheduled posts too.
    list: (blogId, query) => api.posts.list({ blogId, includeDrafts: true, ...query }),
    bulk: (ids, request) =>
      api.posts.bulk({ ids, ...request } as Parameters<typeof api.posts.bulk>[0]),
    remove: (post) => api.posts.remove(post.id),
    toDraft: (post) => api.posts.update(post.id, { status: 'draft' }),
    restore: (post) => api.posts.restore(post.id),
    removePermanently: (post) => api.posts.removePermanently(post.id),
    revisions: (post) => api.posts.revisions(post.id),
    revision: (post, revisionId) => api.posts.revision(post.id, revisionId),
    restoreRevision: (post, revisionId, baseRevision) =>
      api.posts.restoreRevision(post.id, revisionId, baseOf(baseRevision)),
  }),
};

export const PAGE_KIND: ContentKind<Page> = {
  kind: 'page',
  what: 'la página',
  whatPlural: 'las páginas',
  listPath: PATHS.pages,
  editPath: PATHS.editPage,
  updatePermission: 'update:page:own',
  deletePermission: 'delete:page:own',
  deleteFailed: null,
  ref: (page) => ({ kind: 'page', uuid: page.uuid }),
  blogOf: () => undefined,
  calls: (api) => ({
    getByUuid: (uuid) => api.pages.getByUuid(uuid),
    checkSlug: (query) => api.pages.checkSlug(query),
    list: (blogId, query) => api.pages.list({ blogId, ...query }),
    bulk: (ids, request) =>
      api.pages.bulk({
        ids,
        action: request.action as Parameters<typeof api.pages.bulk>[0]['action'],
      }),
    remove: (page) => api.pages.remove(page.uuid),
    toDraft: (page) => api.pages.update(page.uuid, { status: 'draft' }),
    restore: (page) => api.pages.restore(page.uuid),
    removePermanently: (page) => api.pages.removePermanently(page.uuid),
    revisions: (page) => api.pages.revisions(page.uuid),
    revision: (page, revisionId) => api.pages.revision(page.uuid, revisionId),
    restoreRevision: (page, revisionId, baseRevision) =>
      api.pages.restoreRevision(page.uuid, revisionId, baseOf(baseRevision)),
  }),
};

/** Each kind by the name the API gives it in mixed lists (the trash). */
export const CONTENT_KINDS = { post: POST_KIND, page: PAGE_KIND } as const;
