import { canReadContent, type ReadableContent } from '@bitacora/domain';
import { type AnyColumn, eq, or, type Placeholder, type SQL } from 'drizzle-orm';
import { type Actor, can } from '../../platform/http/policy.ts';

/*
 * The domain's read rule for posts and pages (`canReadContent`): published content is the whole
 * blog's, a draft only its author's and the admins'. Lists filter in SQL with the same rule.
 */

/** May the actor read this post or page? Another author's draft reads as missing. */
export function mayRead(actor: Actor, row: ReadableContent): boolean {
  if (actor.isSuperAdmin) return true;
  return actor.role !== null && canReadContent({ id: actor.userId, role: actor.role }, row);
}

/**
 * Whose drafts the actor's lists hold: `null` for every author's (the blog's admins), else the
 * actor's user id, the one author whose drafts it reads.
 */
export function draftsOnlyBy(actor: Actor): number | null {
  return can(actor, 'read:draft:any') ? null : actor.userId;
}

/** Rows of `table` that are published or by `authorId` (a value or a prepared placeholder). */
export function publishedOrBy(
  table: { status: AnyColumn; authorId: AnyColumn },
  authorId: number | Placeholder,
): SQL {
  return or(eq(table.status, 'PUBLISHED'), eq(table.authorId, authorId)) as SQL;
}
