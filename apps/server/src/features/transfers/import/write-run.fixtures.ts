import type { Blog } from '../../../platform/db/rows.ts';
import type { TestApp } from '../../../test/test-db.ts';
import type { ImportRecord } from './bundle.ts';
import { createImageImporter, type ImageLoader } from './import-images.ts';
import { writeImport } from './write-import.ts';

/** Where a test's import writes, as whom, from which source and when; `load` brings images. */
export interface WriteRun {
  blog: Blog;
  userId: number;
  source: string;
  now: Date;
  load: ImageLoader;
}

/** `writeImport` of `records` with its images brought in, as the import job runs it. */
export function writeImportRun(t: TestApp, run: WriteRun, records: AsyncIterable<ImportRecord>) {
  const { blog, userId, source, now, load } = run;
  const importImage = createImageImporter({
    db: t.db,
    storage: t.deps.mediaStorage,
    blog,
    source,
    uploadedBy: userId,
    load,
  });
  return writeImport(
    { db: t.db, blog, actor: { userId }, source, now: () => now, importImage },
    records,
  );
}
