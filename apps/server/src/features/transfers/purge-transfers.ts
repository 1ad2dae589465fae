import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { blogImports } from '../../platform/db/schema/index.ts';
import { purgeExpiredExports } from './exports.service.ts';
import { importFilePath, importImagesPath, removeImportFiles } from './imports.service.ts';

/** How long an uploaded file waits for its admin: a preview not confirmed, a failure not retried. */
export const IMPORT_FILE_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** A file in the uploads folder without its import (an upload cut by a crash) goes after a day. */
const ORPHAN_UPLOAD_MS = 24 * 60 * 60_000;

/**
 * The transfers folder's housekeeping: exports whose link expired, the files of imports left
 * waiting a week (a `ready` one is cancelled, a `failed` one can no longer be retried) and
 * uploads that never became an import. Safe on every instance at once.
 */
export async function purgeTransfers(
  db: Database,
  transfersDir: string,
  now: Date,
): Promise<{ exports: number; imports: number; orphans: number }> {
  const exports = await purgeExpiredExports(db, transfersDir, now);
  const cutoff = new Date(now.getTime() - IMPORT_FILE_RETENTION_MS);
  const stale = await db
    .update(blogImports)
    .set({ state: 'cancelled' })
    .where(and(eq(blogImports.state, 'ready'), lt(blogImports.updatedAt, cutoff)))
    .returning({ uuid: blogImports.uuid });
  const failed = await db
    .select({ uuid: blogImports.uuid })
    .from(blogImports)
    .where(and(eq(blogImports.state, 'failed'), lt(blogImports.updatedAt, cutoff)));
  for (const row of [...stale, ...failed]) await removeImportFiles(transfersDir, row.uuid);

  const folder = path.dirname(importFilePath(transfersDir, 'x'));
  const names = await readdir(folder).catch(() => [] as string[]);
  const uuids = [
    ...new Set(
      names
        .filter((name) => name.endsWith('.upload') || name.endsWith('.images'))
        .map((name) => name.slice(0, -7)),
    ),
  ];
  const known = new Set<string>();
  for (let i = 0; i < uuids.length; i += 500) {
    const batch = uuids.slice(i, i + 500).filter((uuid) => /^[0-9a-f-]{36}$/.test(uuid));
    if (batch.length === 0) continue;
    const rows = await db
      .select({ uuid: blogImports.uuid })
      .from(blogImports)
      .where(inArray(blogImports.uuid, batch));
    for (const row of rows) known.add(row.uuid);
  }
  let orphans = 0;
  for (const uuid of uuids) {
    if (known.has(uuid)) continue;
    for (const file of [importFilePath(transfersDir, uuid), importImagesPath(transfersDir, uuid)]) {
      const info = await stat(file).catch(() => null);
      if (info && now.getTime() - info.mtimeMs > ORPHAN_UPLOAD_MS) {
        await rm(file, { force: true });
        orphans += 1;
      }
    }
  }
  return { exports, imports: stale.length + failed.length, orphans };
}
