import { forbidden, notFound } from '../../platform/http/errors.ts';
import { type Actor, can, type Permission } from '../../platform/http/policy.ts';
import { mayRead } from './draft-visibility.ts';

/**
 * A row about to be changed or deleted, as read from the blog: missing is a 404 with the
 * entity's message, and one the actor may not touch (an AUTHOR on another author's) a 403.
 * Another author's draft is missing for an AUTHOR, here as when reading it.
 */
export function ownedRowForWrite<Row extends { authorId: number | null; status?: string }>(
  row: Row | undefined,
  actor: Actor,
  permission: Permission,
  notFoundMessage: string,
): Row {
  if (!row) throw notFound(notFoundMessage);
  if (row.status !== undefined && !mayRead(actor, { status: row.status, authorId: row.authorId }))
    throw notFound(notFoundMessage);
  if (!can(actor, permission, { authorId: row.authorId })) throw forbidden();
  return row;
}
