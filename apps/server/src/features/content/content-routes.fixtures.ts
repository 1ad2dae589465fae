import { call, type TestApp } from '../../test/test-db.ts';

/** A signed-in member acting in one blog. */
export interface Caller {
  token: string;
  blog: number;
}

/**
 * The statuses a PATCH of `body` and then a DELETE of one item's address answer `caller`: the
 * pair every "who may change this" test of posts and pages asks for.
 */
export async function editAndDeleteStatuses(
  t: TestApp,
  path: string,
  caller: Caller,
  body: Record<string, unknown>,
): Promise<{ patch: number; delete: number }> {
  const patch = await call(t, 'PATCH', path, { ...caller, body });
  const deleted = await call(t, 'DELETE', path, caller);
  return { patch: patch.status, delete: deleted.status };
}
