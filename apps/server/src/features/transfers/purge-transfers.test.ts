import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogExports, blogImports, blogs } from '../../platform/db/schema/index.ts';
import type { TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { exportFilePath } from './exports.service.ts';
import { importFilePath } from './imports.service.ts';
import { IMPORT_FILE_RETENTION_MS, purgeTransfers } from './purge-transfers.ts';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);

const NOW = new Date('2026-11-26T12:00:00Z');
const DAY = 24 * 60 * 60_000;

function touch(file: string, at: Date) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, at, at);
}

describe('the transfers folder housekeeping', () => {
  it('drops expired exports, files of imports left a week, and uploads without an import', async () => {
    const dir = t.deps.transfersDir;
    const [blog] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
    if (!blog) throw new Error('demo data missing');
    const old = new Date(NOW.getTime() - IMPORT_FILE_RETENTION_MS - DAY);
    const rows = await t.db
      .insert(blogImports)
      .values([
        { blogId: blog.id, fileName: 'a.xml', fileBytes: 1, state: 'ready', updatedAt: old },
        { blogId: blog.id, fileName: 'b.xml', fileBytes: 1, state: 'failed', updatedAt: old },
        { blogId: blog.id, fileName: 'c.xml', fileBytes: 1, state: 'failed', updatedAt: NOW },
      ])
      .returning();
    for (const row of rows) touch(importFilePath(dir, row.uuid), old);
    const orphanOld = importFilePath(dir, '11111111-1111-4111-8111-111111111111');
    const orphanNew = importFilePath(dir, '22222222-2222-4222-8222-222222222222');
    touch(orphanOld, new Date(NOW.getTime() - 2 * DAY));
    touch(orphanNew, NOW);
    const [expired, live] = await t.db
      .insert(blogExports)
      .values([
        { blogId: blog.id, state: 'done', expiresAt: new Date(NOW.getTime() - 1) },
        { blogId: blog.id, state: 'done', expiresAt: new Date(NOW.getTime() + DAY) },
      ])
      .returning();
    if (!expired || !live) throw new Error('exports not stored');
    touch(exportFilePath(dir, expired.uuid), old);
    touch(exportFilePath(dir, live.uuid), old);

    const purged = await purgeTransfers(t.db, dir, NOW);
    expect(purged).toEqual({ exports: 1, imports: 2, orphans: 1 });

    const [ready, failedOld, failedNew] = rows;
    const stateOf = async (id: number) =>
      (await t.db.select().from(blogImports).where(eq(blogImports.id, id)))[0]?.state;
    expect(await stateOf(ready?.id ?? -1)).toBe('cancelled');
    expect(await stateOf(failedOld?.id ?? -1)).toBe('failed');
    expect(existsSync(importFilePath(dir, ready?.uuid ?? ''))).toBe(false);
    expect(existsSync(importFilePath(dir, failedOld?.uuid ?? ''))).toBe(false);
    expect(existsSync(importFilePath(dir, failedNew?.uuid ?? ''))).toBe(true);
    expect(existsSync(orphanOld)).toBe(false);
    expect(existsSync(orphanNew)).toBe(true);
    expect(existsSync(exportFilePath(dir, expired.uuid))).toBe(false);
    expect(existsSync(exportFilePath(dir, live.uuid))).toBe(true);
    expect(await t.db.select().from(blogExports).where(eq(blogExports.id, expired.id))).toEqual([]);
  });
});
