import type { Api, Page, Post } from '@bitacora/api';
import {
  type Language,
  PAGE_MESSAGES,
  POST_MESSAGES,
  validatePage,
  validatePost,
} from '@bitacora/domain';
import type { PageFormSubmit, PageFormValues, PostFormSubmit, PostFormValues } from '@bitacora/ui';
import { type ContentItem, type ContentKind, PAGE_KIND, POST_KIND } from './content-kind.ts';
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

/** The form's part of a content kind: its checks, its saves and what it says after one. */
export type ContentFormKind<Item extends ContentItem, Values, Submit> = ContentKind<Item> & {
  savedMessage: string;
  /** Whether the fields are complete enough for an automatic save. */
  isSendable: (values: Values) => boolean;
  /** Whether a kept browser copy may carry fields beyond the common ones. */
  acceptsExtras?: (values: Record<string, unknown>) => boolean;
  saves: (api: Api) => {
    /** 'Guardar': create, or update `existing`, then the image step. */
    save: (submitted: Submit, existing: Item | null, context: SaveContext) => Promise<unknown>;
    /** The automatic save of an existing item: its fields, never its status. */
    autosave: (item: Item | null, values: Values, context: SaveContext) => Promise<Item>;
    /**
     * 'Crear traducción': a draft copy of the saved `item` in `language`, in its translation
     * group, at `slug` (one free in that language).
     */
    translate: (item: Item, language: Language, slug: string, blogId: number) => Promise<Item>;
  };
};

/** What a translation copies of any item: its text, image and who reads it, as a draft. */
const copied = (item: Post | Page, language: Language, slug: string, blogId: number) => ({
  title: item.title,
  content: item.content,
  excerpt: item.excerpt ?? '',
  slug,
  status: 'draft',
  image: item.image,
  imageId: item.imageId,
  visibility: item.visibility,
  ...(item.visibilityTiers !== undefined && { visibilityTiers: item.visibilityTiers }),
  language,
  translationOf: item.uuid,
  blogId,
});

export const POST_FORM: ContentFormKind<Post, PostFormValues, PostFormSubmit> = {
  ...POST_KIND,
  savedMessage: POST_MESSAGES.saved,
  isSendable: (values) => Object.keys(validatePost(values)).length === 0,
  acceptsExtras: hasPostExtras,
  saves: (api) => ({
    save: (submitted, existing, context) => savePost(api, { ...submitted, existing, ...context }),
    autosave: (post, values, context) =>
      autosavePost(api, { id: post?.id ?? 0, values, ...context }),
    // A post's copy keeps its category, tags, series place and the image's words too.
    translate: (post, language, slug, blogId) =>
      api.posts.create({
        ...copied(post, language, slug, blogId),
        status: 'draft',
        categoryId: post.categoryId,
        tags: post.tags.map((tag) => tag.name),
        seriesId: post.seriesId,
        sequenceNumber: post.seriesId === null ? null : post.sequenceNumber,
        imageAlt: post.imageAlt,
        imageCaption: post.imageCaption,
      }),
  }),
};

export const PAGE_FORM: ContentFormKind<Page, PageFormValues, PageFormSubmit> = {
  ...PAGE_KIND,
  savedMessage: PAGE_MESSAGES.saved,
  isSendable: (values) => Object.keys(validatePage(values)).length === 0,
  saves: (api) => ({
    // A page saved without a slug gets one with a time suffix, taken now.
    save: (submitted, existing, context) =>
      savePage(api, { ...submitted, existing, ...context, now: new Date() }),
    autosave: (page, values, context) =>
      autosavePage(api, { uuid: page?.uuid ?? '', values, ...context, now: new Date() }),
    translate: (page, language, slug, blogId) =>
      api.pages.create({ ...copied(page, language, slug, blogId), status: 'draft' }),
  }),
};
