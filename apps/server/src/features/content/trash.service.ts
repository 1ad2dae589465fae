import { trashExpiresAt } from '@bitacora/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { pages, posts, users } from '../../platform/db/schema/index.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { offsetOf } from './content-rules.ts';
import { draftsOnlyBy } from './draft-visibility.ts';

/** Trashed rows of one table, newest deletion first, the first `upTo` of them. */
function trashedOf(
  db: Database,
  table: typeof posts | typeof pages,
  kind: 'post' | 'page',
  where: SQL,
  upTo: number,
) {
  const t = table as typeof posts;
  return db
    .select({
      kind: sql<'post' | 'page'>`${kind}`.as('kind'),
      id: t.id,
      uuid: t.uuid,
      title: t.title,
      slug: t.slug,
      statusBeforeTrash: t.statusBeforeTrash,
      trashedAt: t.trashedAt,
      authorName: users.name,
      authorEmail: users.email,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.authorId))
    .where(where)
    .orderBy(desc(t.trashedAt), desc(t.id))
    .limit(upTo);
}

function trashWhere(table: typeof posts | typeof pages, blog: Blog, ownBy: number | null) {
  const t = table as typeof posts;
  return and(
    eq(t.blogId, blog.id),
    eq(t.status, 'TRASHED'),
    ownBy === null ? undefined : eq(t.authorId, ownBy),
  ) as SQL;
}

/**
 * `GET /api/trash`: the blog's trashed posts and pages together, newest deletion first, with
 * when each goes for good. An AUTHOR sees its own; the admins everyone's.
 */
export async function listTrash(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: { page: number; limit: number },
) {
  const ownBy = draftsOnlyBy(actor);
  const postWhere = trashWhere(posts, blog, ownBy);
  const pageWhere = trashWhere(pages, blog, ownBy);
  const offset = offsetOf(input);
  // Each table's first offset+limit rows hold the merged page's rows.
  const upTo = offset + input.limit;
  const [postRows, pageRows, [postTotal], [pageTotal]] = await Promise.all([
    trashedOf(db, posts, 'post', postWhere, upTo),
    trashedOf(db, pages, 'page', pageWhere, upTo),
    db.select({ value: count() }).from(posts).where(postWhere),
    db.select({ value: count() }).from(pages).where(pageWhere),
  ]);
  const data = [...postRows, ...pageRows]
    .sort((a, b) => (b.trashedAt?.getTime() ?? 0) - (a.trashedAt?.getTime() ?? 0))
    .slice(offset, upTo)
    .map((row) => {
      const trashedAt = row.trashedAt ?? new Date(0);
      return {
        kind: row.kind,
        id: row.id,
        uuid: row.uuid,
        title: row.title,
        slug: row.slug,
        previousStatus: row.statusBeforeTrash ?? 'DRAFT',
        trashedAt: trashedAt.toISOString(),
        expiresAt: trashExpiresAt(trashedAt).toISOString(),
        author: row.authorEmail === null ? null : { name: row.authorName, email: row.authorEmail },
      };
    });
  return { data, total: (postTotal?.value ?? 0) + (pageTotal?.value ?? 0) };
}
