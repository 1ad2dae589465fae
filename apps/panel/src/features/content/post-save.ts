import type { Api, CreatePostBody, Post } from '@bitacora/api';
import { DEFAULT_TIME_ZONE, fromFormStatus } from '@bitacora/domain';
import type { PostFormSubmit } from '@bitacora/ui';
import { autosaveBody, saveContent } from './content-save.ts';
import { publishAtBody } from './schedule-body.ts';

/** The calls the post save flow makes. */
export type PostSaveApi = {
  posts: Pick<Api['posts'], 'create' | 'update'>;
  media: Pick<Api['media'], 'upload'>;
};

export type PostSaveInput = PostFormSubmit & {
  /** The post being edited (its numeric id is what PATCH takes); null creates. */
  existing: Pick<Post, 'id' | 'uuid'> | null;
  /** The revision the form's fields were typed over; the server refuses the save if it moved. */
  baseRevision?: number | null;
  authorId: number | null;
  blogId: number;
  /** The blog's zone, the one a scheduled time was entered in (Madrid when unknown). */
  timeZone?: string;
};

export type PostSaveResult = { post: Post; imageSaved: boolean };

/** POST/PATCH /api/posts body: the status as DRAFT, PUBLISHED or SCHEDULED (with its time). */
export function postBody(input: PostSaveInput): CreatePostBody {
  const { values } = input;
  return {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt,
    ...(values.visibility !== undefined && { visibility: values.visibility }),
    ...(values.language !== undefined && { language: values.language }),
    ...(values.visibilityTiers !== undefined && { visibilityTiers: values.visibilityTiers }),
    slug: values.slug,
    status: fromFormStatus(values.status),
    ...publishAtBody(values.status, values.publishAt, input.timeZone ?? DEFAULT_TIME_ZONE),
    authorId: input.authorId,
    blogId: input.blogId,
    categoryId: values.categoryId,
    seriesId: values.seriesId,
    sequenceNumber: values.seriesId === null ? null : values.sequenceNumber,
    ...(values.tags !== undefined && { tags: values.tags }),
    ...(values.imageAlt !== undefined && { imageAlt: values.imageAlt }),
    ...(values.imageCaption !== undefined && { imageCaption: values.imageCaption }),
    ...(values.metaTitle !== undefined && { metaTitle: values.metaTitle }),
    ...(values.metaDescription !== undefined && { metaDescription: values.metaDescription }),
    ...(values.socialImage !== undefined && { socialImage: values.socialImage }),
    ...(values.noindex !== undefined && { noindex: values.noindex }),
    ...(values.commentsClosed !== undefined && { commentsClosed: values.commentsClosed }),
    ...(values.skipNewsletter !== undefined && { skipNewsletter: values.skipNewsletter }),
    ...(values.newsletterAudience !== undefined && {
      newsletterAudience: values.newsletterAudience,
    }),
  };
}

/**
 * An automatic save of an existing post: its fields but never its status nor its scheduled
 * time, against the revision the form has (`autosaveBody`). The image waits for 'Guardar Post'.
 */
export function autosavePost(
  api: Pick<PostSaveApi, 'posts'>,
  input: Pick<PostSaveInput, 'values' | 'baseRevision' | 'authorId' | 'blogId'> & { id: number },
): Promise<Post> {
  const body = postBody({ ...input, existing: null, image: { file: null, removeExisting: false } });
  return api.posts.update(input.id, autosaveBody(body, input.baseRevision));
}

/**
 * Post save flow (`saveContent`): create, or PATCH the edited post by its numeric id; then the
 * image step (entityType post, entityId the post's uuid): `{ image, imageId }` or
 * `{ removeImage: true }`.
 */
export async function savePost(api: PostSaveApi, input: PostSaveInput): Promise<PostSaveResult> {
  const { item, imageSaved } = await saveContent(
    {
      entityType: 'post',
      create: (body) => api.posts.create(body),
      update: (post, body) => api.posts.update(post.id, body),
      upload: (upload) => api.media.upload(upload),
    },
    { ...input, body: postBody(input), what: 'el post' },
  );
  return { post: item, imageSaved };
}
