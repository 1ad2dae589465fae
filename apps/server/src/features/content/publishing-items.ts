import { SERVER_MESSAGES, type SlugRedirectKind } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { categories, pages, posts, series } from '../../platform/db/schema/index.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { type Actor, can, type Permission } from '../../platform/http/policy.ts';
import { mayRead } from './draft-visibility.ts';

/*
 * The item an old address or a preview link belongs to, found the way its own routes find it:
 * posts and categories by id, pages and series by uuid, in the active blog; another author's
 * draft reads as missing. Changing what belongs to it takes the item's own update right.
 */

export interface PublishedItem {
  kind: SlugRedirectKind;
  id: number;
  slug: string;
  authorId: number | null;
  status: string | null;
}

const ITEMS = {
  post: { by: 'id', permission: 'update:post:own', missing: SERVER_MESSAGES.postNotFound },
  page: { by: 'uuid', permission: 'update:page:own', missing: SERVER_MESSAGES.pageNotFound },
  series: { by: 'uuid', permission: 'update:series:own', missing: SERVER_MESSAGES.seriesNotFound },
  category: { by: 'id', permission: 'manage:category', missing: SERVER_MESSAGES.categoryNotFound },
} as const satisfies Record<
  SlugRedirectKind,
  { by: 'id' | 'uuid'; permission: Permission; missing: string }
>;

/** The message of a missing item of `kind`. */
export const itemNotFound = (kind: SlugRedirectKind): string => ITEMS[kind].missing;

/** The item the actor may read, or the kind's 404. */
export async function findItem(
  db: Queryable,
  actor: Actor,
  blog: Blog,
  kind: SlugRedirectKind,
  ref: number | string,
): Promise<PublishedItem> {
  const item = ITEMS[kind];
  let row: { id: number; slug: string; authorId: number | null; status: string | null } | undefined;
  if (kind === 'category') {
    [row] = await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.blogId, blog.id), eq(categories.id, Number(ref))))
      .then((rows) => rows.map((r) => ({ ...r, authorId: null, status: null })));
  } else if (kind === 'series') {
    [row] = await db
      .select({ id: series.id, slug: series.slug, authorId: series.authorId })
      .from(series)
      .where(and(eq(series.blogId, blog.id), eq(series.uuid, String(ref))))
      .then((rows) => rows.map((r) => ({ ...r, status: null })));
  } else {
    const table = kind === 'post' ? posts : pages;
    [row] = await db
      .select({ id: table.id, slug: table.slug, authorId: table.authorId, status: table.status })
      .from(table)
      .where(
        and(
          eq(table.blogId, blog.id),
          item.by === 'id' ? eq(table.id, Number(ref)) : eq(table.uuid, String(ref)),
        ),
      );
  }
  if (!row) throw notFound(item.missing);
  if (row.status !== null && !mayRead(actor, { status: row.status, authorId: row.authorId }))
    throw notFound(item.missing);
  return { kind, ...row };
}

/** 403 unless the actor may change the item itself (its author, or the blog's admins). */
export function assertMayChange(actor: Actor, item: PublishedItem): void {
  if (!can(actor, ITEMS[item.kind].permission, { authorId: item.authorId })) throw forbidden();
}
