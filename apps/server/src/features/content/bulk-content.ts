import type { BulkRefusals } from '@bitacora/api/schemas';
import { BULK_MESSAGES, type BulkAction, type BulkRefusal, bulkPermission } from '@bitacora/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { pages, posts } from '../../platform/db/schema/index.ts';
import { httpError } from '../../platform/http/errors.ts';
import { type Actor, can } from '../../platform/http/policy.ts';
import type { LifecycleRow } from './content-lifecycle.ts';
import { mayRead } from './draft-visibility.ts';

/*
 * A bulk action applies to every item it names or to none (docs/architecture.md#bulk-actions):
 * the rows are locked, each is checked as its single-item request would check it, and one
 * refusal refuses the request, naming every refused item.
 */

/** Why the actor may not apply `action` to this row, or null when it may. */
function refusalOf(
  actor: Actor,
  kind: 'post' | 'page',
  action: BulkAction,
  row: { authorId: number | null; status: string } | undefined,
): BulkRefusal | null {
  // Another author's draft is missing for an AUTHOR, as when it reads or edits that one item.
  if (!row || !mayRead(actor, row)) return 'not-found';
  if (!can(actor, bulkPermission(kind, action), { authorId: row.authorId })) return 'forbidden';
  return null;
}

/** A locked row: what the checks and the status rules read. */
export interface BulkRow extends LifecycleRow {
  id: number;
  authorId: number | null;
  revision: number;
}

/**
 * Locks the named rows of the blog for the rest of the transaction and checks the actor may
 * apply `action` to each; otherwise a 409 whose `details.refused` lists each refused id with
 * its reason, and nothing is changed. Not a 403: the caller may act, just not on all of these,
 * and a 403 ends the panel's session. A trashed item is not found, as by its single request.
 */
export async function lockForBulk(
  tx: Transaction,
  kind: 'post' | 'page',
  actor: Actor,
  blog: Blog,
  action: BulkAction,
  ids: readonly number[],
): Promise<BulkRow[]> {
  const table = (kind === 'post' ? posts : pages) as typeof posts;
  const rows = await tx
    .select({
      id: table.id,
      authorId: table.authorId,
      status: table.status,
      publishedAt: table.publishedAt,
      publishAt: table.publishAt,
      trashedAt: table.trashedAt,
      statusBeforeTrash: table.statusBeforeTrash,
      revision: table.revision,
    })
    .from(table)
    .where(and(eq(table.blogId, blog.id), inArray(table.id, [...ids]), ne(table.status, 'TRASHED')))
    .orderBy(table.id)
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refused: BulkRefusals['refused'] = [];
  for (const id of ids) {
    const reason = refusalOf(actor, kind, action, byId.get(id));
    if (reason) refused.push({ id, reason });
  }
  if (refused.length === 0) return rows;
  throw httpError(409, { error: BULK_MESSAGES.refused, details: { refused } });
}
