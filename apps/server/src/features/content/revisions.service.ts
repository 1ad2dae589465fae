import type { PageRevisionFields, PostRevisionFields } from '@bitacora/api/schemas';
import { EDIT_CONFLICT_MESSAGES, REVISION_MESSAGES, revisionsToPrune } from '@bitacora/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { contentRevisions, type pages, type posts, users } from '../../platform/db/schema/index.ts';
import { httpError, notFound } from '../../platform/http/errors.ts';

/** Whose revisions: a post's or a page's, by its numeric id. */
export type RevisionTarget = { postId: number } | { pageId: number };

type PostRow = typeof posts.$inferSelect;
type PageRow = typeof pages.$inferSelect;

/** The 409 of a save based on a revision the post or page has moved past. */
export function editConflict(current: number) {
  return httpError(409, {
    error: EDIT_CONFLICT_MESSAGES.conflict,
    details: { revision: current },
  });
}

/** Refuses a save whose `baseRevision` is not the row's current one; none given is not checked. */
export function assertBaseRevision(current: { revision: number }, base: number | undefined) {
  if (base !== undefined && base !== current.revision) throw editConflict(current.revision);
}

/** A page's editable fields, as a revision keeps them (a post's share them). */
export function pageRevisionFields(
  row: Pick<PageRow, 'title' | 'slug' | 'content' | 'excerpt' | 'status' | 'image' | 'imageId'>,
): PageRevisionFields {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    status: row.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
    image: row.image,
    imageId: row.imageId,
  };
}

/** A post's editable fields and tag names, as a revision keeps them. */
export function postRevisionFields(
  row: Pick<
    PostRow,
    | 'title'
    | 'slug'
    | 'content'
    | 'excerpt'
    | 'status'
    | 'image'
    | 'imageId'
    | 'categoryId'
    | 'seriesId'
    | 'sequenceNumber'
    | 'imageAlt'
    | 'imageCaption'
    | 'metaTitle'
    | 'metaDescription'
    | 'socialImage'
    | 'noindex'
  >,
  tagNames: string[],
): PostRevisionFields {
  return {
    ...pageRevisionFields(row),
    categoryId: row.categoryId,
    seriesId: row.seriesId,
    sequenceNumber: row.sequenceNumber,
    imageAlt: row.imageAlt,
    imageCaption: row.imageCaption,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
    noindex: row.noindex,
    tags: tagNames,
  };
}

function targetIs(target: RevisionTarget) {
  return 'postId' in target
    ? eq(contentRevisions.postId, target.postId)
    : eq(contentRevisions.pageId, target.pageId);
}

export type RecordRevision = {
  blogId: number;
  target: RevisionTarget;
  /** The post's or page's revision after the save. */
  revision: number;
  /** Null for the scheduled minute's publication of a post whose author was deleted. */
  authorId: number | null;
  autosave: boolean;
  fields: PostRevisionFields | PageRevisionFields;
  now: Date;
};

/**
 * Keeps the save as a revision, in the save's transaction, and prunes the old ones
 * ({@link revisionsToPrune}). An autosave right after another autosave by the same writer
 * replaces it: a run of automatic saves is one revision, as it last stood.
 */
export async function recordRevision(tx: Queryable, input: RecordRevision): Promise<void> {
  const values = {
    blogId: input.blogId,
    revision: input.revision,
    authorId: input.authorId,
    autosave: input.autosave,
    fields: input.fields,
    createdAt: input.now,
  };
  const [latest] = await tx
    .select({
      id: contentRevisions.id,
      autosave: contentRevisions.autosave,
      authorId: contentRevisions.authorId,
    })
    .from(contentRevisions)
    .where(targetIs(input.target))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(1);
  if (input.autosave && latest?.autosave && latest.authorId === input.authorId) {
    await tx.update(contentRevisions).set(values).where(eq(contentRevisions.id, latest.id));
    return;
  }
  await tx.insert(contentRevisions).values({ ...values, ...input.target });
  const stamps = await tx
    .select({ id: contentRevisions.id, createdAt: contentRevisions.createdAt })
    .from(contentRevisions)
    .where(targetIs(input.target));
  const prune = revisionsToPrune(stamps);
  if (prune.length > 0)
    await tx.delete(contentRevisions).where(inArray(contentRevisions.id, prune));
}

/**
 * The first revision of an item created in this transaction: with none before it there is no
 * autosave to replace and nothing to prune, so it is one insert (an import writes thousands).
 */
export async function recordFirstRevision(
  tx: Queryable,
  input: Omit<RecordRevision, 'autosave'>,
): Promise<void> {
  await tx.insert(contentRevisions).values({
    blogId: input.blogId,
    revision: input.revision,
    authorId: input.authorId,
    autosave: false,
    fields: input.fields,
    createdAt: input.now,
    ...input.target,
  });
}

const summaryColumns = {
  id: contentRevisions.id,
  revision: contentRevisions.revision,
  autosave: contentRevisions.autosave,
  createdAt: contentRevisions.createdAt,
  fields: contentRevisions.fields,
  authorName: users.name,
  authorEmail: users.email,
};

type RevisionRow = {
  id: number;
  revision: number;
  autosave: boolean;
  createdAt: Date;
  fields: Record<string, unknown>;
  authorName: string | null;
  authorEmail: string | null;
};

function toSummary(row: RevisionRow) {
  return {
    id: row.id,
    revision: row.revision,
    title: typeof row.fields.title === 'string' ? row.fields.title : '',
    autosave: row.autosave,
    createdAt: row.createdAt,
    author: row.authorEmail === null ? null : { name: row.authorName, email: row.authorEmail },
  };
}

/** The revisions of a post or page, newest first (the caller has checked the actor may edit it). */
export async function listRevisions(db: Queryable, target: RevisionTarget) {
  const rows = await db
    .select(summaryColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(targetIs(target))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id));
  return { data: rows.map(toSummary) };
}

/** One revision of the post or page with its fields; another's is 404. */
export async function getRevision(db: Queryable, target: RevisionTarget, revisionId: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(and(targetIs(target), eq(contentRevisions.id, revisionId)));
  if (!row) throw notFound(REVISION_MESSAGES.notFound);
  return { ...toSummary(row), fields: row.fields };
}
