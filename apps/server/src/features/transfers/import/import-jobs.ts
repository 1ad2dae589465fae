import type { ImportPreview } from '@bitacora/api/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { blogImports, blogs, users } from '../../../platform/db/schema/index.ts';
import type { AppDeps } from '../../../platform/http/app-env.ts';
import type { JobRow } from '../../../platform/jobs/job-queue.ts';
import type { JobContext, JobHandler } from '../../../platform/jobs/job-worker.ts';
import { stderrLogger } from '../../../platform/log/logger.ts';
import { collectingEach } from '../../../platform/memory/growth-collection.ts';
import { createInvitation } from '../../accounts/index.ts';
import { contentChanged } from '../../content/index.ts';
import {
  IMPORT_JOB,
  importFilePath,
  importImagesPath,
  removeImportFiles,
  totalOf,
} from '../imports.service.ts';
import { analyseImport } from './analyse-import.ts';
import { openSource } from './archive/file-source.ts';
import type { ZipLimits } from './archive/zip-reader.ts';
import type { ImportFormat, ImportWarning } from './bundle.ts';
import { detectFormat } from './detect-format.ts';
import { isZip } from './formats/sniff.ts';
import { createImageLoader } from './image-loader.ts';
import { ImportError } from './import-error.ts';
import { createImageImporter } from './import-images.ts';
import { readImport } from './read-import.ts';
import { writeImport } from './write-import.ts';

export const IMPORT_JOB_MESSAGES = {
  unreadable:
    'No se pudo leer el archivo. Comprueba que es una exportación completa y vuelve a intentarlo.',
  failed:
    'La importación se detuvo por un error. Lo ya importado se conserva: puedes reintentarla.',
  fileGone: 'El archivo subido ya no está en el servidor: vuelve a subirlo.',
  interrupted:
    'La importación se interrumpió demasiadas veces sin terminar (el servidor se detuvo). Lo ya importado se conserva: puedes reintentarla.',
} as const;

/** How often a running import writes its progress (the panel polls it). */
const PROGRESS_EVERY_MS = 1_000;

async function importRow(db: Database, job: JobContext['job']) {
  const { importId } = job.payload as { importId: number };
  const [row] = await db.select().from(blogImports).where(eq(blogImports.id, importId));
  if (!row) return null;
  const [blog] = await db.select().from(blogs).where(eq(blogs.id, row.blogId));
  return blog ? { row, blog } : null;
}

/** Imports keep their mappings per platform: the same file imported twice is the same source. */
function sourceOf(format: ImportFormat): string {
  return format;
}

function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ImportError) return error.message;
  if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') return IMPORT_JOB_MESSAGES.fileGone;
  return fallback;
}

/**
 * The two jobs of an import: the analysis that writes its preview, and the run that writes
 * the blog's new posts. A run that stops (a restart, a crash) is taken up again by the queue
 * and skips what it had written; a file that cannot be read ends the import as `failed` with
 * the reason in Spanish, never a retry loop. `zipLimits` replace the archive limits' defaults
 * (a test reaches them with a small file).
 */
export function importJobs(
  deps: AppDeps,
  options: { zipLimits?: Partial<ZipLimits> } = {},
): Record<string, JobHandler> {
  const { db, transfersDir } = deps;
  const { zipLimits } = options;

  const analyse: JobHandler = async ({ job, signal }) => {
    const found = await importRow(db, job);
    if (found?.row.state !== 'analysing') return null;
    const { row, blog } = found;
    const file = importFilePath(transfersDir, row.uuid);
    try {
      const format = await detectFormat(file, { zipLimits });
      const warnings: ImportWarning[] = [];
      // a Ghost zip may hold the images its posts name: those need no old site's address
      const archive =
        format === 'ghost' && (await isZip(file)) ? await openSource(file, zipLimits) : null;
      let preview: ImportPreview;
      try {
        preview = await analyseImport(
          db,
          blog,
          sourceOf(format),
          collectingEach(
            readImport(file, format, {
              zipLimits,
              signal,
              onWarning: (warning) => warnings.push(warning),
            }),
          ),
          warnings,
          (path) => archive?.has(path) ?? false,
        );
      } finally {
        archive?.close();
      }
      await db
        .update(blogImports)
        .set({ state: 'ready', format, preview, error: null })
        .where(eq(blogImports.id, row.id));
      return { format };
    } catch (error) {
      if (signal.aborted) throw error;
      if (!(error instanceof ImportError)) {
        (deps.logger ?? stderrLogger).error({ err: error }, 'importaciones: análisis fallido');
      }
      await db
        .update(blogImports)
        .set({ state: 'failed', error: reasonOf(error, IMPORT_JOB_MESSAGES.unreadable) })
        .where(eq(blogImports.id, row.id));
      await removeImportFiles(transfersDir, row.uuid);
      return null;
    }
  };

  const run: JobHandler = async ({ job, signal, reportProgress }) => {
    const found = await importRow(db, job);
    if (found?.row.state !== 'running' || !found.row.format) return null;
    const { row, blog } = found;
    const file = importFilePath(transfersDir, row.uuid);
    const format = row.format as ImportFormat;
    const settings = (row.options ?? {}) as {
      siteUrl?: string | null;
      inviteAuthors?: boolean;
      authorsToInvite?: string[];
    };
    // Only the authors the admin ticked in the preview; an import confirmed before there was a
    // choice invites nobody.
    const toInvite = new Set(
      settings.inviteAuthors === false ? [] : (settings.authorsToInvite ?? []),
    );
    const total = totalOf(row.preview as ImportPreview | null);
    const actorId = row.createdBy;
    const [inviter] =
      actorId === null ? [] : await db.select().from(users).where(eq(users.id, actorId));
    let lastWrite = 0;
    let load: ReturnType<typeof createImageLoader> | undefined;
    try {
      load = createImageLoader({
        archive: format === 'wordpress' ? null : file,
        imagesArchive: row.imagesFileName ? importImagesPath(transfersDir, row.uuid) : null,
        siteUrl: settings.siteUrl ?? null,
        allowPrivate: deps.allowPrivateFetch === true,
      });
      const report = await writeImport(
        {
          db,
          blog,
          actor: { userId: inviter?.id ?? 0 },
          source: sourceOf(format),
          now: deps.now,
          signal,
          importImage: createImageImporter({
            db,
            storage: deps.mediaStorage,
            blog,
            source: sourceOf(format),
            uploadedBy: inviter?.id ?? null,
            load,
          }),
          ...(toInvite.size > 0 && inviter
            ? {
                inviteAuthor: async (author) => {
                  if (!toInvite.has(author.email.toLowerCase())) return null;
                  await createInvitation(
                    deps,
                    {
                      userId: inviter.id,
                      userUuid: inviter.uuid,
                      isSuperAdmin: inviter.isSuperAdmin,
                      role: 'ADMIN',
                      blogId: blog.id,
                    },
                    blog,
                    inviter,
                    { email: author.email, name: author.name.slice(0, 100), role: 'AUTHOR' },
                  );
                  return true;
                },
              }
            : {}),
          onItem: async (done) => {
            if (Date.now() - lastWrite < PROGRESS_EVERY_MS && done < total) return;
            lastWrite = Date.now();
            const progress = { done, total: Math.max(total, done) };
            await db.update(blogImports).set({ progress }).where(eq(blogImports.id, row.id));
            await reportProgress(progress);
          },
        },
        // An import allocates for minutes: between its records the heap is collected whenever
        // the process has grown a step (decision 041), so it stays near the idle server's size.
        collectingEach(readImport(file, format, { zipLimits, signal })),
      );
      await db
        .update(blogImports)
        .set({ state: 'done', report, progress: { done: total, total } })
        .where(eq(blogImports.id, row.id));
      await contentChanged(deps.contentVersions, blog.id);
      await removeImportFiles(transfersDir, row.uuid);
      return { created: report.created };
    } catch (error) {
      // A worker that stops leaves the job to the next one: the import is still running.
      if (signal.aborted) throw error;
      if (!(error instanceof ImportError)) {
        (deps.logger ?? stderrLogger).error({ err: error }, 'importaciones: ejecución fallida');
      }
      await db
        .update(blogImports)
        .set({ state: 'failed', error: reasonOf(error, IMPORT_JOB_MESSAGES.failed) })
        .where(eq(blogImports.id, row.id));
      await contentChanged(deps.contentVersions, blog.id);
      return null;
    } finally {
      load?.close();
    }
  };

  return { [IMPORT_JOB.analyse]: analyse, [IMPORT_JOB.run]: run };
}

/**
 * An import whose job was given up after its runs kept dying (the server crashed each time)
 * ends `failed`, so it can be retried or cancelled and the blog can import again; left
 * `analysing` or `running`, nothing would ever move it.
 */
export function importJobsExhausted(deps: AppDeps): Record<string, (job: JobRow) => Promise<void>> {
  const fail = async (job: JobRow) => {
    const { importId } = job.payload as { importId: number };
    const [row] = await deps.db
      .update(blogImports)
      .set({ state: 'failed', error: IMPORT_JOB_MESSAGES.interrupted })
      .where(
        and(eq(blogImports.id, importId), inArray(blogImports.state, ['analysing', 'running'])),
      )
      .returning({ blogId: blogImports.blogId });
    // Its dead runs may have written posts: the blog's caches learn of them now.
    if (row) await contentChanged(deps.contentVersions, row.blogId);
  };
  return { [IMPORT_JOB.analyse]: fail, [IMPORT_JOB.run]: fail };
}
