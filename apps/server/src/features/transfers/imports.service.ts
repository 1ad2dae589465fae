import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlogImport, ConfirmImportInput, ImportPreview } from '@bitacora/api/schemas';
import { IMPORT_MAX_BYTES } from '@bitacora/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { blogImports } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import {
  badRequest,
  conflict,
  httpError,
  invalidField,
  notFound,
} from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { openSource } from './import/archive/file-source.ts';

export const IMPORT_JOB = { analyse: 'import-analyse', run: 'import-run' } as const;

export const IMPORT_SERVICE_MESSAGES = {
  tooLarge: 'El archivo supera los 500 MB',
  octetStreamOnly: 'El archivo se envía tal cual, como application/octet-stream',
  empty: 'El archivo está vacío',
  notFound: 'No existe esa importación',
  busy: 'Ya hay una importación en curso en este blog: termínala o cancélala antes',
  notReady: 'La importación no está lista para confirmarse',
  notFailed: 'Solo se puede reintentar una importación que falló',
  running: 'La importación está en marcha y no se puede cancelar',
  siteUrlMissing:
    'Escribe la dirección del sitio anterior o sube un zip de su carpeta content/images para traer sus imágenes',
  imagesNotZip: 'El archivo de imágenes no es un zip válido',
  imagesNotReady: 'Las imágenes se suben a una importación lista para confirmarse',
} as const;

/** An import's uploaded file, by its id; nothing of the client's names the path. */
export function importFilePath(transfersDir: string, uuid: string): string {
  return path.join(transfersDir, 'imports', `${uuid}.upload`);
}

/** The zip of a Ghost site's images uploaded for an import, beside its file. */
export function importImagesPath(transfersDir: string, uuid: string): string {
  return path.join(transfersDir, 'imports', `${uuid}.images`);
}

/** Both files of an import, once it no longer needs them. */
export async function removeImportFiles(transfersDir: string, uuid: string): Promise<void> {
  await rm(importFilePath(transfersDir, uuid), { force: true });
  await rm(importImagesPath(transfersDir, uuid), { force: true });
}

type ImportRow = typeof blogImports.$inferSelect;

export function toImportDto(row: ImportRow): BlogImport {
  return {
    id: row.uuid,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    imagesFileName: row.imagesFileName,
    format: row.format as BlogImport['format'],
    state: row.state as BlogImport['state'],
    preview: (row.preview as BlogImport['preview']) ?? null,
    progress: (row.progress as BlogImport['progress']) ?? null,
    report: (row.report as BlogImport['report']) ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A file name as the panel shows it: the client's, decoded, without folders, at most 255. */
function displayName(raw: string | undefined): string {
  let name = raw ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // A name that does not decode is shown as sent.
  }
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (clean || 'archivo').slice(0, 255);
}

/** Counts the bytes going through, and stops the stream at the limit. */
function byteLimit(max: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > max)
        callback(httpError(413, { error: IMPORT_SERVICE_MESSAGES.tooLarge }));
      else callback(null, chunk);
    },
  });
}

/** A request's body to `file`, cut at {@link IMPORT_MAX_BYTES}; an empty body is refused. */
async function streamToFile(
  input: { body: ReadableStream<Uint8Array> | null; declaredBytes: number | null },
  file: string,
): Promise<number> {
  if (input.declaredBytes !== null && input.declaredBytes > IMPORT_MAX_BYTES) {
    throw httpError(413, { error: IMPORT_SERVICE_MESSAGES.tooLarge });
  }
  if (input.body === null) throw badRequest(IMPORT_SERVICE_MESSAGES.empty);
  await mkdir(path.dirname(file), { recursive: true });
  const counted = { bytes: 0 };
  await pipeline(
    Readable.fromWeb(input.body as import('node:stream/web').ReadableStream),
    byteLimit(IMPORT_MAX_BYTES, counted),
    createWriteStream(file),
  );
  if (counted.bytes === 0) throw badRequest(IMPORT_SERVICE_MESSAGES.empty);
  return counted.bytes;
}

export interface ImportDeps {
  db: Database;
  transfersDir: string;
  /** Lets the worker start a job now instead of at its next poll. */
  wakeJobs?: () => void;
}

/**
 * `POST /api/imports`: the body goes to a file as it arrives (never whole in memory) and is
 * cut at 500 MB; then the import is stored and its analysis queued. A blog has one open import
 * at a time (a unique index, so two uploads at once cannot both start one).
 */
export async function receiveImport(
  deps: ImportDeps,
  actor: Actor,
  blog: Blog,
  input: {
    body: ReadableStream<Uint8Array> | null;
    fileName: string | undefined;
    declaredBytes: number | null;
  },
): Promise<BlogImport> {
  const uuid = crypto.randomUUID();
  const file = importFilePath(deps.transfersDir, uuid);
  try {
    const bytes = await streamToFile(input, file);
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(blogImports)
        .values({
          uuid,
          blogId: blog.id,
          createdBy: actor.userId,
          fileName: displayName(input.fileName),
          fileBytes: bytes,
          state: 'analysing',
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await enqueueJob(tx, {
        kind: IMPORT_JOB.analyse,
        payload: { importId: created.id },
        blogId: blog.id,
        dedupeKey: `${IMPORT_JOB.analyse}:${created.uuid}`,
        maxAttempts: 3,
      });
      return created;
    });
    deps.wakeJobs?.();
    return toImportDto(row);
  } catch (error) {
    await rm(file, { force: true });
    if (isUniqueViolation(error)) throw conflict(IMPORT_SERVICE_MESSAGES.busy);
    throw error;
  }
}

async function importOf(db: Database, blog: Blog, uuid: string): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(blogImports)
    .where(and(eq(blogImports.uuid, uuid), eq(blogImports.blogId, blog.id)));
  if (!row) throw notFound(IMPORT_SERVICE_MESSAGES.notFound);
  return row;
}

export async function getImport(db: Database, blog: Blog, uuid: string): Promise<BlogImport> {
  return toImportDto(await importOf(db, blog, uuid));
}

/** The blog's ten latest imports, newest first. */
export async function listImports(db: Database, blog: Blog): Promise<{ data: BlogImport[] }> {
  const rows = await db
    .select()
    .from(blogImports)
    .where(eq(blogImports.blogId, blog.id))
    .orderBy(desc(blogImports.createdAt), desc(blogImports.id))
    .limit(10);
  return { data: rows.map(toImportDto) };
}

/**
 * `POST /api/imports/{id}/confirm`: a `ready` import starts running, once (the state moves in
 * the same conditional update that checks it).
 */
export async function confirmImport(
  deps: ImportDeps,
  blog: Blog,
  uuid: string,
  input: ConfirmImportInput,
): Promise<BlogImport> {
  const current = await importOf(deps.db, blog, uuid);
  const preview = current.preview as ImportPreview | null;
  if (
    current.state === 'ready' &&
    preview?.needsSiteUrl &&
    !input.siteUrl &&
    !current.imagesFileName
  ) {
    throw invalidField('siteUrl', IMPORT_SERVICE_MESSAGES.siteUrlMissing);
  }
  // Nobody is invited unless ticked: `inviteAuthors: false` sends none even of those.
  const options = {
    siteUrl: input.siteUrl ?? null,
    inviteAuthors: input.inviteAuthors ?? true,
    authorsToInvite: input.inviteAuthors === false ? [] : [...new Set(input.authorsToInvite ?? [])],
  };
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(blogImports)
      .set({ state: 'running', options, progress: { done: 0, total: totalOf(preview) } })
      .where(and(eq(blogImports.id, current.id), eq(blogImports.state, 'ready')))
      .returning();
    if (!updated) throw conflict(IMPORT_SERVICE_MESSAGES.notReady);
    await enqueueJob(tx, {
      kind: IMPORT_JOB.run,
      payload: { importId: updated.id },
      blogId: blog.id,
      dedupeKey: `${IMPORT_JOB.run}:${updated.uuid}:1`,
      maxAttempts: 5,
    });
    return updated;
  });
  deps.wakeJobs?.();
  return toImportDto(row);
}

/** Items the job goes through: new ones and those an earlier run made (skipped quickly). */
export function totalOf(preview: ImportPreview | null): number {
  return preview ? preview.posts + preview.pages + preview.alreadyImported : 0;
}

/**
 * `POST /api/imports/{id}/retry`: a failed import runs again (what it wrote stays and is
 * skipped); one that failed before its preview is analysed again.
 */
export async function retryImport(deps: ImportDeps, blog: Blog, uuid: string): Promise<BlogImport> {
  const current = await importOf(deps.db, blog, uuid);
  const analysed = current.options !== null;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(blogImports)
      .set({ state: analysed ? 'running' : 'analysing', error: null })
      .where(and(eq(blogImports.id, current.id), eq(blogImports.state, 'failed')))
      .returning();
    if (!updated) throw conflict(IMPORT_SERVICE_MESSAGES.notFailed);
    const kind = analysed ? IMPORT_JOB.run : IMPORT_JOB.analyse;
    await enqueueJob(tx, {
      kind,
      payload: { importId: updated.id },
      blogId: blog.id,
      dedupeKey: `${kind}:${updated.uuid}:${updated.updatedAt.getTime()}`,
      maxAttempts: analysed ? 5 : 3,
    });
    return updated;
  });
  deps.wakeJobs?.();
  return toImportDto(row);
}

/** `DELETE /api/imports/{id}`: an import that is not working is dropped with its file. */
export async function cancelImport(deps: ImportDeps, blog: Blog, uuid: string): Promise<void> {
  const current = await importOf(deps.db, blog, uuid);
  const [updated] = await deps.db
    .update(blogImports)
    .set({ state: 'cancelled' })
    .where(
      and(
        eq(blogImports.id, current.id),
        inArray(blogImports.state, ['ready', 'failed', 'done', 'cancelled']),
      ),
    )
    .returning({ id: blogImports.id });
  if (!updated) throw conflict(IMPORT_SERVICE_MESSAGES.running);
  await removeImportFiles(deps.transfersDir, current.uuid);
}

/**
 * `POST /api/imports/{id}/images`: a zip of the old Ghost site's `content/images`, for a `ready`
 * import whose images name that site. Checked as a zip (the same guards as any import) before
 * it is kept; a second upload replaces the first.
 */
export async function receiveImportImages(
  deps: ImportDeps,
  blog: Blog,
  uuid: string,
  input: {
    body: ReadableStream<Uint8Array> | null;
    fileName: string | undefined;
    declaredBytes: number | null;
  },
): Promise<BlogImport> {
  const current = await importOf(deps.db, blog, uuid);
  if (current.state !== 'ready') throw conflict(IMPORT_SERVICE_MESSAGES.imagesNotReady);
  const file = importImagesPath(deps.transfersDir, current.uuid);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await streamToFile(input, temp);
    const source = await openSource(temp).catch(() => null);
    if (source === null) throw badRequest(IMPORT_SERVICE_MESSAGES.imagesNotZip);
    source.close();
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  const [updated] = await deps.db
    .update(blogImports)
    .set({ imagesFileName: displayName(input.fileName) })
    .where(and(eq(blogImports.id, current.id), eq(blogImports.state, 'ready')))
    .returning();
  if (!updated) {
    await rm(file, { force: true });
    throw conflict(IMPORT_SERVICE_MESSAGES.imagesNotReady);
  }
  return toImportDto(updated);
}
