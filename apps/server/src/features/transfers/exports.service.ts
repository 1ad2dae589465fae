import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BlogExport } from '@bitacora/api/schemas';
import { formatDateTime } from '@bitacora/domain';
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { blogExports, blogs, users } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { hmacSignature, sameSecret } from '../../platform/http/signature.ts';
import type { JobRow } from '../../platform/jobs/job-queue.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { exportReadyMail } from '../../platform/mail/templates.ts';
import { createGrowthCollection } from '../../platform/memory/growth-collection.ts';
import { writeBlogExport } from './export/blog-export.ts';

export const EXPORT_JOB = 'export';
/** How long a finished export can be downloaded. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60_000;

export const EXPORT_MESSAGES = {
  notFound: 'No existe esa exportación',
  busy: 'Ya se está preparando una exportación de este blog',
  linkInvalid: 'El enlace de descarga no es válido o ya venció',
  failed: 'No se pudo preparar la exportación. Vuelve a intentarlo.',
} as const;

type ExportRow = typeof blogExports.$inferSelect;

export function exportFilePath(transfersDir: string, uuid: string): string {
  return path.join(transfersDir, 'exports', `${uuid}.zip`);
}

/** The download token: the export's id and expiry, signed with the server's secret. */
function sign(secret: Uint8Array, uuid: string, expiresAt: Date): string {
  return hmacSignature(secret, `export:${uuid}:${expiresAt.getTime()}`);
}

export function downloadToken(secret: Uint8Array, row: Pick<ExportRow, 'uuid' | 'expiresAt'>) {
  if (!row.expiresAt) return null;
  return `${row.uuid}.${sign(secret, row.uuid, row.expiresAt)}`;
}

export function downloadUrl(origin: string, token: string): string {
  return `${origin}/api/exports/download/${token}`;
}

function toExportDto(
  deps: Pick<AppDeps, 'jwtSecret' | 'publicOrigin' | 'now'>,
  row: ExportRow,
): BlogExport {
  const live = row.state === 'done' && row.expiresAt !== null && row.expiresAt > deps.now();
  const token = live ? downloadToken(deps.jwtSecret, row) : null;
  return {
    id: row.uuid,
    state: row.state as BlogExport['state'],
    progress: (row.progress as BlogExport['progress']) ?? null,
    bytes: row.bytes,
    downloadUrl: token ? downloadUrl(deps.publicOrigin, token) : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

type Deps = Pick<AppDeps, 'db' | 'jwtSecret' | 'publicOrigin' | 'now'> & { wakeJobs?: () => void };

/**
 * `POST /api/exports`: queues a zip of the whole blog; one at a time per blog (a partial unique
 * index, so two requests at once cannot both start one).
 */
export async function startExport(deps: Deps, actor: Actor, blog: Blog): Promise<BlogExport> {
  const row = await deps.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(blogExports)
        .values({ blogId: blog.id, createdBy: actor.userId, state: 'running' })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await enqueueJob(tx, {
        kind: EXPORT_JOB,
        payload: { exportId: created.id },
        blogId: blog.id,
        dedupeKey: `${EXPORT_JOB}:${created.uuid}`,
        maxAttempts: 3,
      });
      return created;
    })
    .catch((error: unknown) => {
      // The blog's running export holds the partial unique index.
      if (isUniqueViolation(error)) throw conflict(EXPORT_MESSAGES.busy);
      throw error;
    });
  deps.wakeJobs?.();
  return toExportDto(deps, row);
}

export async function getExport(deps: Deps, blog: Blog, uuid: string): Promise<BlogExport> {
  const [row] = await deps.db
    .select()
    .from(blogExports)
    .where(and(eq(blogExports.uuid, uuid), eq(blogExports.blogId, blog.id)));
  if (!row) throw notFound(EXPORT_MESSAGES.notFound);
  return toExportDto(deps, row);
}

export async function listExports(deps: Deps, blog: Blog): Promise<{ data: BlogExport[] }> {
  const rows = await deps.db
    .select()
    .from(blogExports)
    .where(eq(blogExports.blogId, blog.id))
    .orderBy(desc(blogExports.createdAt), desc(blogExports.id))
    .limit(10);
  return { data: rows.map((row) => toExportDto(deps, row)) };
}

/**
 * The file a download link names, if the link is genuine and not expired; anything else is
 * the same 404, so a guess learns nothing.
 */
export async function exportForDownload(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'now'>,
  transfersDir: string,
  token: string,
): Promise<{ file: string; name: string; bytes: number }> {
  const [uuid, signature] = token.split('.');
  if (!uuid || !signature || !/^[0-9a-f-]{36}$/.test(uuid))
    throw notFound(EXPORT_MESSAGES.linkInvalid);
  const [row] = await deps.db
    .select({ export: blogExports, subdomain: blogs.subdomain })
    .from(blogExports)
    .innerJoin(blogs, eq(blogs.id, blogExports.blogId))
    .where(eq(blogExports.uuid, uuid));
  const expected = row ? downloadToken(deps.jwtSecret, row.export) : null;
  if (
    row?.export.state !== 'done' ||
    !row.export.expiresAt ||
    row.export.expiresAt <= deps.now() ||
    expected === null ||
    !sameSecret(expected, token)
  ) {
    throw notFound(EXPORT_MESSAGES.linkInvalid);
  }
  const file = exportFilePath(transfersDir, uuid);
  const info = await stat(file).catch(() => null);
  if (!info) throw notFound(EXPORT_MESSAGES.linkInvalid);
  const day = row.export.createdAt.toISOString().slice(0, 10);
  return { file, name: `bitacora-${row.subdomain}-${day}.zip`, bytes: info.size };
}

/**
 * The export job: the zip is written aside and renamed when whole, so a download never reads
 * half a file; then the admin who asked gets the link by mail.
 */
export function exportJobs(deps: AppDeps): Record<string, JobHandler> {
  const { transfersDir } = deps;
  const run: JobHandler = async ({ job, signal, reportProgress }) => {
    const { exportId } = job.payload as { exportId: number };
    const [row] = await deps.db.select().from(blogExports).where(eq(blogExports.id, exportId));
    if (row?.state !== 'running') return null;
    const [blog] = await deps.db.select().from(blogs).where(eq(blogs.id, row.blogId));
    if (!blog) return null;
    const file = exportFilePath(transfersDir, row.uuid);
    const temp = `${file}.${process.pid}.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      let lastWrite = 0;
      // An export allocates for every entry it writes: the heap is collected whenever the
      // process has grown a step (decision 041).
      const growth = createGrowthCollection();
      growth.collect();
      const out = createWriteStream(temp);
      const finished = new Promise<void>((resolve, reject) => {
        out.on('close', resolve);
        out.on('error', reject);
      });
      await writeBlogExport(deps.db, blog.id, out, {
        storage: deps.mediaStorage,
        now: deps.now,
        onProgress: (done, total) => {
          growth.check();
          if (Date.now() - lastWrite < 1_000) return;
          lastWrite = Date.now();
          const progress = { done, total };
          void deps.db.update(blogExports).set({ progress }).where(eq(blogExports.id, row.id));
          void reportProgress(progress);
        },
      });
      await finished;
      signal.throwIfAborted();
      await rename(temp, file);
      const bytes = (await stat(file)).size;
      const expiresAt = new Date(deps.now().getTime() + EXPORT_TTL_MS);
      const [done] = await deps.db
        .update(blogExports)
        .set({ state: 'done', bytes, expiresAt, error: null, progress: null })
        .where(eq(blogExports.id, row.id))
        .returning();
      if (done && row.createdBy !== null) {
        const [admin] = await deps.db.select().from(users).where(eq(users.id, row.createdBy));
        const token = downloadToken(deps.jwtSecret, done);
        if (admin && token) {
          await deps.mailer.send(
            exportReadyMail({
              to: admin.email,
              name: admin.name,
              blogName: blog.name,
              link: downloadUrl(deps.publicOrigin, token),
              expiresAt: formatDateTime(expiresAt),
            }),
          );
        }
      }
      return { bytes };
    } catch (error) {
      await rm(temp, { force: true });
      if (signal.aborted) throw error;
      (deps.logger ?? stderrLogger).error({ err: error }, 'exportaciones: exportación fallida');
      await deps.db
        .update(blogExports)
        .set({ state: 'failed', error: EXPORT_MESSAGES.failed })
        .where(eq(blogExports.id, row.id));
      return null;
    }
  };
  return { [EXPORT_JOB]: run };
}

/** Exports whose link expired go, with their files; so do failed ones after the same week. */
export async function purgeExpiredExports(
  db: Database,
  transfersDir: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ id: blogExports.id, uuid: blogExports.uuid })
    .from(blogExports)
    .where(
      or(
        and(eq(blogExports.state, 'done'), lt(blogExports.expiresAt, now)),
        and(
          eq(blogExports.state, 'failed'),
          lt(blogExports.createdAt, new Date(now.getTime() - EXPORT_TTL_MS)),
        ),
      ),
    );
  for (const row of rows) await rm(exportFilePath(transfersDir, row.uuid), { force: true });
  if (rows.length > 0) {
    await db.delete(blogExports).where(
      inArray(
        blogExports.id,
        rows.map((row) => row.id),
      ),
    );
  }
  return rows.length;
}

/** An export whose runs kept dying ends `failed`: left `running`, it would block the next one. */
export function exportJobsExhausted(deps: AppDeps): Record<string, (job: JobRow) => Promise<void>> {
  return {
    [EXPORT_JOB]: async (job) => {
      const { exportId } = job.payload as { exportId: number };
      await deps.db
        .update(blogExports)
        .set({ state: 'failed', error: EXPORT_MESSAGES.failed })
        .where(and(eq(blogExports.id, exportId), eq(blogExports.state, 'running')));
    },
  };
}
