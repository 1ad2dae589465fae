import type { Api, CreatePageBody, Page } from '@bitacora/api';
import { DEFAULT_TIME_ZONE, pageSlugOrFallback } from '@bitacora/domain';
import type { PageFormSubmit } from '@bitacora/ui';
import { autosaveBody, saveContent } from './content-save.ts';
import { publishAtBody } from './schedule-body.ts';

/** The calls the page save flow makes. */
export type PageSaveApi = {
  pages: Pick<Api['pages'], 'create' | 'update'>;
  media: Pick<Api['media'], 'upload'>;
};

export type PageSaveInput = PageFormSubmit & {
  /** The page being edited (PATCH goes by uuid); null creates. */
  existing: Pick<Page, 'uuid'> | null;
  /** The revision the form's fields were typed over; the server refuses the save if it moved. */
  baseRevision?: number | null;
  authorId: number | null;
  blogId: number;
  now: Date;
  /** The blog's zone, the one a scheduled time was entered in (Madrid when unknown). */
  timeZone?: string;
};

export type PageSaveResult = { page: Page; imageSaved: boolean };

/**
 * Page body: the form's lower-case status; a page saved without a slug gets
 * one from its title and a 6-digit time suffix.
 */
export function pageBody(input: PageSaveInput): CreatePageBody {
  const { values } = input;
  const slug = pageSlugOrFallback(values.slug, values.title, input.now);
  return {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt,
    ...(values.visibility !== undefined && { visibility: values.visibility }),
    ...(values.language !== undefined && { language: values.language }),
    ...(values.visibilityTiers !== undefined && { visibilityTiers: values.visibilityTiers }),
    slug,
    status: values.status,
    ...publishAtBody(values.status, values.publishAt, input.timeZone ?? DEFAULT_TIME_ZONE),
    authorId: input.authorId,
    blogId: input.blogId,
  };
}

/** An automatic save of an existing page: as for posts, never its status nor its image. */
export function autosavePage(
  api: Pick<PageSaveApi, 'pages'>,
  input: Pick<PageSaveInput, 'values' | 'baseRevision' | 'authorId' | 'blogId' | 'now'> & {
    uuid: string;
  },
): Promise<Page> {
  const body = pageBody({ ...input, existing: null, image: { file: null, removeExisting: false } });
  return api.pages.update(input.uuid, autosaveBody(body, input.baseRevision));
}

/**
 * The page save flow, the post's (`saveContent`) with the page's calls: create or PATCH by uuid,
 * then the image step (entityType page).
 */
export async function savePage(api: PageSaveApi, input: PageSaveInput): Promise<PageSaveResult> {
  const { item, imageSaved } = await saveContent(
    {
      entityType: 'page',
      create: (body) => api.pages.create(body),
      update: (page, body) => api.pages.update(page.uuid, body),
      upload: (upload) => api.media.upload(upload),
    },
    { ...input, body: pageBody(input), what: 'la página' },
  );
  return { page: item, imageSaved };
}
