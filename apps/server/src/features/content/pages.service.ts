import {
  type BulkPagesData,
  type BulkResult,
  type CreatePageData,
  type ListPagesParams,
  pageRevisionFieldsSchema,
  type UpdatePageData,
} from '@bitacora/api/schemas';
import { bulkStatus, SERVER_MESSAGES } from '@bitacora/domain';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { media, pages, users } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { lockForBulk } from './bulk-content.ts';
import { restoreChanges, statusChanges, trashChanges } from './content-lifecycle.ts';
import {
  cappedCount,
  listOrder,
  listTotal,
  matchesSearch,
  searchQueryText,
} from './content-list.ts';
import {
  assertMediaInBlog,
  assertSlugFree,
  cleanContent,
  offsetOf,
  slugExists,
  withSlugConflict,
} from './content-rules.ts';
import { contentSaved } from './content-saved.ts';
import { draftsOnlyBy, mayRead, publishedOrBy } from './draft-visibility.ts';
import { ownedRowForWrite } from './owned-row.ts';
import { forgetPreviewLinks } from './preview-links.service.ts';
import { assertBaseRevision, getRevision, listRevisions } from './revisions.service.ts';
import { claimSlug, forgetSlugHistory, recordSlugChange } from './slug-history.service.ts';

export const PAGE_NOT_FOUND = SERVER_MESSAGES.pageNotFound;

/** A page's own columns, without the search document (for the database only). */
const { searchDocument: _searchDocument, ...pageColumns } = getTableColumns(pages);
type PageRow = Omit<typeof pages.$inferSelect, 'searchDocument'>;

function selectPages(db: Queryable) {
  return db
    .select({ page: pageColumns, authorName: users.name, authorEmail: users.email })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.authorId));
}

/** Page as the API answers it. */
function toPageDto(row: { page: PageRow; authorName: string | null; authorEmail: string | null }) {
  return {
    ...row.page,
    author: row.authorEmail === null ? null : { name: row.authorName, email: row.authorEmail },
  };
}

/**
 * `GET /api/pages`: the blog's pages, newest change first unless `sort`/`order` say otherwise,
 * filtered by status, author and a search of title and body; drafts included: every author's
 * for the admins, an AUTHOR's own.
 */
export async function listPages(db: Database, actor: Actor, blog: Blog, input: ListPagesParams) {
  const draftsBy = draftsOnlyBy(actor);
  const search = searchQueryText(input.search);
  const where = and(
    eq(pages.blogId, blog.id),
    // The trash is a list of its own (`GET /api/trash`).
    ne(pages.status, 'TRASHED'),
    draftsBy === null ? undefined : publishedOrBy(pages, draftsBy),
    input.status === undefined ? undefined : eq(pages.status, input.status),
    input.authorId === undefined ? undefined : eq(pages.authorId, input.authorId),
    search === undefined ? undefined : matchesSearch(pages.searchDocument, search),
  );
  const [rows, [total]] = await Promise.all([
    selectPages(db)
      .where(where)
      .orderBy(...listOrder(pages, input.sort, input.order))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db
      .select({
        value: search === undefined ? db.$count(pages, where) : cappedCount(db, pages, where),
      })
      .from(sql`(select 1) as one`),
  ]);
  return { data: rows.map(toPageDto), ...listTotal(total?.value ?? 0, search !== undefined) };
}

async function findPage(db: Queryable, blog: Blog, where: SQL) {
  const [row] = await selectPages(db).where(and(eq(pages.blogId, blog.id), where));
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return row;
}

/** `GET /api/pages/uuid/{uuid}`; another author's draft is 404 for an AUTHOR. */
export async function getPage(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const row = await findPage(db, blog, eq(pages.uuid, uuid));
  // A trashed page is edited again only once restored.
  if (row.page.status === 'TRASHED' || !mayRead(actor, row.page)) throw notFound(PAGE_NOT_FOUND);
  return toPageDto(row);
}

/** Check-slug for pages, in the active blog. */
export function pageSlugExists(db: Database, blog: Blog, slug: string, excludeUuid?: string) {
  return slugExists(db, pages, blog.id, slug, excludeUuid ? { uuid: excludeUuid } : {});
}

/** `POST /api/pages`: the caller is the author; the slug is unique in the blog. */
export async function createPage(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: CreatePageData,
  now: Date = new Date(),
) {
  const content = cleanContent(input.content);
  const lifecycle = statusChanges(null, input, now);
  const id = await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      await assertMediaInBlog(tx, blog.id, input.imageId);
      await assertSlugFree(tx, pages, blog.id, input.slug);
      const [row] = await tx
        .insert(pages)
        .values({
          blogId: blog.id,
          authorId: actor.userId,
          title: input.title,
          slug: input.slug,
          content,
          excerpt: input.excerpt ?? '',
          ...lifecycle,
          image: input.image ?? null,
          imageId: input.imageId ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await contentSaved(
        tx,
        { kind: 'page', id: row.id },
        { authorId: actor.userId, autosave: false, now, published: false },
      );
      await claimSlug(tx, blog.id, 'page', input.slug);
      return row.id;
    }),
  );
  return toPageDto(await findPage(db, blog, eq(pages.id, id)));
}

async function pageForWrite(
  db: Queryable,
  actor: Actor,
  blog: Blog,
  uuid: string,
  permission: 'update:page:own' | 'delete:page:own',
  inTrash = false,
) {
  const [row] = await db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.uuid, uuid),
        eq(pages.blogId, blog.id),
        inTrash ? eq(pages.status, 'TRASHED') : ne(pages.status, 'TRASHED'),
      ),
    )
    .for('update');
  return ownedRowForWrite(row, actor, permission, PAGE_NOT_FOUND);
}

/**
 * `PATCH /api/pages/uuid/{uuid}`: any subset of the fields, or `removeImage`; `baseRevision`
 * and the history as for posts.
 */
export async function updatePage(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  input: UpdatePageData,
  now: Date = new Date(),
) {
  const content = input.content === undefined ? undefined : cleanContent(input.content);
  const id = await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      const current = await pageForWrite(tx, actor, blog, uuid, 'update:page:own');
      assertBaseRevision(current, input.baseRevision);
      await assertMediaInBlog(tx, blog.id, input.imageId);
      if (input.slug !== undefined && input.slug !== current.slug)
        await assertSlugFree(tx, pages, blog.id, input.slug, current.id);
      const changes: Partial<typeof pages.$inferInsert> = {
        revision: current.revision + 1,
        ...(input.title !== undefined && { title: input.title }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(content !== undefined && { content }),
        ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
        ...statusChanges(current, input, now),
        ...(input.image !== undefined && { image: input.image }),
        ...(input.imageId !== undefined && { imageId: input.imageId }),
      };
      // Removal marked in the form; a new image in the same body wins.
      if (input.removeImage === true && input.image === undefined && input.imageId === undefined) {
        changes.image = null;
        changes.imageId = null;
      }
      const [saved] = await tx
        .update(pages)
        .set(changes)
        .where(and(eq(pages.id, current.id), eq(pages.blogId, blog.id)))
        .returning();
      if (!saved) throw new Error('update returned no row');
      await contentSaved(
        tx,
        { kind: 'page', id: saved.id },
        { authorId: actor.userId, autosave: input.autosave === true, now, published: false },
      );
      if (input.slug !== undefined)
        await recordSlugChange(tx, {
          blogId: blog.id,
          kind: 'page',
          targetId: current.id,
          oldSlug: current.slug,
          newSlug: input.slug,
          status: current.status,
        });
      return current.id;
    }),
  );
  return toPageDto(await findPage(db, blog, eq(pages.id, id)));
}

/** `GET /api/pages/uuid/{uuid}/revisions`: for whoever may edit the page. */
export async function listPageRevisions(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const page = await pageForWrite(db, actor, blog, uuid, 'update:page:own');
  return listRevisions(db, { pageId: page.id });
}

/** `GET /api/pages/uuid/{uuid}/revisions/{revisionId}`. */
export async function getPageRevision(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  revisionId: number,
) {
  const page = await pageForWrite(db, actor, blog, uuid, 'update:page:own');
  return getRevision(db, { pageId: page.id }, revisionId);
}

/**
 * `POST /api/pages/uuid/{uuid}/revisions/{revisionId}/restore`: as for posts, a normal save of
 * the revision's fields, the status left as it is; an image deleted since is left empty.
 */
export async function restorePageRevision(
  db: Database,
  actor: Actor,
  blog: Blog,
  target: { uuid: string; revisionId: number; baseRevision: number | undefined },
  now: Date = new Date(),
) {
  const revision = await getPageRevision(db, actor, blog, target.uuid, target.revisionId);
  const { status: _kept, ...fields } = pageRevisionFieldsSchema.parse(revision.fields);
  const imageThere =
    fields.imageId !== null &&
    (
      await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.id, fields.imageId), eq(media.blogId, blog.id)))
    ).length > 0;
  return updatePage(
    db,
    actor,
    blog,
    target.uuid,
    {
      ...fields,
      imageId: imageThere ? fields.imageId : null,
      image: imageThere || fields.imageId === null ? fields.image : null,
      baseRevision: target.baseRevision,
    },
    now,
  );
}

/**
 * `DELETE /api/pages/uuid/{uuid}`: AUTHOR only its own. The page goes to the trash, off the
 * blog, its slug kept; the trash job deletes it for good 30 days later.
 */
export async function trashPage(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  now: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await pageForWrite(tx, actor, blog, uuid, 'delete:page:own');
    await tx
      .update(pages)
      .set(trashChanges(row, now))
      .where(and(eq(pages.id, row.id), eq(pages.blogId, blog.id)));
  });
}

/** `POST /api/pages/uuid/{uuid}/restore`: out of the trash, as it was. */
export async function restorePage(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  now: Date = new Date(),
) {
  const id = await db.transaction(async (tx) => {
    const row = await pageForWrite(tx, actor, blog, uuid, 'delete:page:own', true);
    await tx
      .update(pages)
      .set(restoreChanges(row, now))
      .where(and(eq(pages.id, row.id), eq(pages.blogId, blog.id)));
    return row.id;
  });
  return toPageDto(await findPage(db, blog, eq(pages.id, id)));
}

/** `DELETE /api/pages/uuid/{uuid}/permanent`: a trashed page, gone for good. */
export async function deletePageForGood(db: Database, actor: Actor, blog: Blog, uuid: string) {
  await db.transaction(async (tx) => {
    const row = await pageForWrite(tx, actor, blog, uuid, 'delete:page:own', true);
    await forgetSlugHistory(tx, 'page', [row.id]);
    await forgetPreviewLinks(tx, 'page', [row.id]);
    await tx.delete(pages).where(and(eq(pages.id, row.id), eq(pages.blogId, blog.id)));
  });
}

/** `POST /api/pages/bulk`: publish, unpublish or delete the selected pages, all or none. */
export async function bulkPages(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: BulkPagesData,
  now: Date = new Date(),
): Promise<BulkResult> {
  const { action, ids } = input;
  await db.transaction(async (tx) => {
    const rows = await lockForBulk(tx, 'page', actor, blog, action, ids);
    const status = bulkStatus(action);
    for (const row of rows) {
      const these = and(eq(pages.id, row.id), eq(pages.blogId, blog.id));
      // Into the trash, as by the page's own delete.
      if (!status) {
        await tx.update(pages).set(trashChanges(row, now)).where(these);
        continue;
      }
      // A save of each page, as by its form (a schedule dropped): a new revision, kept in its
      // history.
      const [saved] = await tx
        .update(pages)
        .set({ ...statusChanges(row, { status }, now), revision: sql`${pages.revision} + 1` })
        .where(these)
        .returning();
      if (saved)
        await contentSaved(
          tx,
          { kind: 'page', id: saved.id },
          { authorId: actor.userId, autosave: false, now, published: false },
        );
    }
  });
  return { action, count: ids.length };
}
