import type {
  Api,
  CheckSlugQuery,
  CheckSlugResponse,
  ListResponse,
  Page,
  Post,
  PublishingItemRef,
  RevisionSummary,
} from '@bitacora/api';
import {
  type OwnedResource,
  PAGE_MESSAGES,
  type Permission,
  POST_MESSAGES,
  type PreviewBlog,
  validatePage,
  validatePost,
} from '@bitacora/domain';
import type {
  BulkRequest,
  PageFormSubmit,
  PageFormValues,
  PostFormSubmit,
  PostFormValues,
} from '@bitacora/ui';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { PATHS } from '../../paths.ts';
import type { apiListQuery } from './list-address.ts';
import { autosavePage, savePage } from './page-save.ts';
import { autosavePost, savePost } from './post-save.ts';
import { hasPostExtras } from './unsaved-draft.ts';

/** What every save of a form adds to its fields: who writes, where, over which revision. */
export type SaveContext = {
  baseRevision: number | null;
  authorId: number | null;
  blogId: number;
  /** The blog's zone, the one a scheduled time was entered in. */
  timeZone?: string;
};

/** A saved post or page as the panel's content screens use it. */
export type ContentItem = OwnedResource & {
  id: number;
  uuid: string;
  title: string;
  slug: string;
  status: string;
  revision: number;
};

/**
 * A post's or a page's calls, each taking the item itself: the API addresses a post by its
 * numeric id and a page by its uuid, and only this table knows which.
 */
export type ContentCalls<Item extends ContentItem, Values, Submit> = {
  getByUuid: (uuid: string) => Promise<Item>;
  checkSlug: (query: CheckSlugQuery) => Promise<CheckSlugResponse>;
  list: (blogId: number, query: ReturnType<typeof apiListQuery>) => Promise<ListResponse<Item>>;
  bulk: (ids: number[], request: BulkRequest) => Promise<unknown>;
  remove: (item: Item) => Promise<unknown>;
  /** 'Desprogramar': back to draft. */
  toDraft: (item: Item) => Promise<Item>;
  revisions: (item: Item) => Promise<{ data: RevisionSummary[] }>;
  revision: (
    item: Item,
    revisionId: number,
  ) => Promise<{ id: number; fields: { title: string; excerpt: string; content: string } }>;
  restoreRevision: (item: Item, revisionId: number, baseRevision: number | null) => Promise<Item>;
  /** 'Guardar': create, or update `existing`, then the image step. */
  save: (submitted: Submit, existing: Item | null, context: SaveContext) => Promise<unknown>;
  /** The automatic save of an existing item: its fields, never its status. */
  autosave: (item: Item | null, values: Values, context: SaveContext) => Promise<Item>;
};

/**
 * Posts and pages are one kind of screen in the panel (a list, a form with the same edit
 * session, previews and old addresses); what differs between them is this data.
 */
export type ContentKind<Item extends ContentItem, Values, Submit> = {
  kind: 'post' | 'page';
  /** For logs: 'el post'. */
  what: string;
  /** For logs: 'los posts'. */
  whatPlural: string;
  listPath: string;
  savedMessage: string;
  updatePermission: Permission;
  deletePermission: Permission;
  /** Shown when a delete fails without the server's text; null shows nothing more. */
  deleteFailed: string | null;
  /** Whether the fields are complete enough for an automatic save. */
  isSendable: (values: Values) => boolean;
  /** Whether a kept browser copy may carry fields beyond the common ones. */
  acceptsExtras?: (values: Record<string, unknown>) => boolean;
  /** The item as its old addresses and preview links name it. */
  ref: (item: Item) => PublishingItemRef & { kind: 'post' | 'page' };
  /** The blog the item's public address is on, when the item says so itself. */
  blogOf: (item: Item) => PreviewBlog | null | undefined;
  calls: (api: Api) => ContentCalls<Item, Values, Submit>;
};

const baseOf = (baseRevision: number | null) => (baseRevision === null ? {} : { baseRevision });

export const POST_KIND: ContentKind<Post, PostFormValues, PostFormSubmit> = {
  kind: 'post',
  what: 'el post',
  whatPlural: 'los posts',
  listPath: PATHS.posts,
  savedMessage: POST_MESSAGES.saved,
  updatePermission: 'update:post:own',
  deletePermission: 'delete:post:own',
  deleteFailed: PANEL_MESSAGES.postDeleteFailed,
  isSendable: (values) => Object.keys(validatePost(values)).length === 0,
  acceptsExtras: hasPostExtras,
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
    revisions: (post) => api.posts.revisions(post.id),
    revision: (post, revisionId) => api.posts.revision(post.id, revisionId),
    restoreRevision: (post, revisionId, baseRevision) =>
      api.posts.restoreRevision(post.id, revisionId, baseOf(baseRevision)),
    save: (submitted, existing, context) => savePost(api, { ...submitted, existing, ...context }),
    autosave: (post, values, context) =>
      autosavePost(api, { id: post?.id ?? 0, values, ...context }),
  }),
};

export const PAGE_KIND: ContentKind<Page, PageFormValues, PageFormSubmit> = {
  kind: 'page',
  what: 'la página',
  whatPlural: 'las páginas',
  listPath: PATHS.pages,
  savedMessage: PAGE_MESSAGES.saved,
  updatePermission: 'update:page:own',
  deletePermission: 'delete:page:own',
  deleteFailed: null,
  isSendable: (values) => Object.keys(validatePage(values)).length === 0,
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
    revisions: (page) => api.pages.revisions(page.uuid),
    revision: (page, revisionId) => api.pages.revision(page.uuid, revisionId),
    restoreRevision: (page, revisionId, baseRevision) =>
      api.pages.restoreRevision(page.uuid, revisionId, baseOf(baseRevision)),
    // A page saved without a slug gets one with a time suffix, taken now.
    save: (submitted, existing, context) =>
      savePage(api, { ...submitted, existing, ...context, now: new Date() }),
    autosave: (page, values, context) =>
      autosavePage(api, { uuid: page?.uuid ?? '', values, ...context, now: new Date() }),
  }),
};
