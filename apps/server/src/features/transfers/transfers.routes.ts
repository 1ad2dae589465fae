import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { confirmImportSchema, startExportSchema } from '@bitacora/api/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { httpError } from '../../platform/http/errors.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  EXPORT_MESSAGES,
  exportForDownload,
  getExport,
  listExports,
  startExport,
} from './exports.service.ts';
import {
  cancelImport,
  confirmImport,
  getImport,
  IMPORT_SERVICE_MESSAGES,
  listImports,
  receiveImport,
  receiveImportImages,
  retryImport,
} from './imports.service.ts';

const importDeps = (c: { get(key: 'deps'): AppEnv['Variables']['deps'] }) => {
  const deps = c.get('deps');
  return { ...deps, transfersDir: deps.transfersDir, wakeJobs: deps.wakeJobs };
};

/**
 * A file sent as the request's body, declared as bytes: a form or a text another site's page
 * could send without asking is refused, as is JSON (the API's other writes).
 */
function fileBody(c: Context<AppEnv>) {
  const type = c.req.header('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'application/octet-stream') {
    throw httpError(415, { error: IMPORT_SERVICE_MESSAGES.octetStreamOnly });
  }
  const length = c.req.header('content-length');
  return {
    body: c.req.raw.body,
    fileName: c.req.header('x-file-name'),
    declaredBytes: length === undefined ? null : Number(length),
  };
}

/** Imports of the active blog (ADMIN, route policy): upload, preview, confirm, follow. */
export const importRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listImports(c.get('deps').db, getBlog(c))))
  .post('/', async (c) => {
    const created = await receiveImport(importDeps(c), getActor(c), getBlog(c), fileBody(c));
    return c.json(created, 201);
  })
  .get('/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), IMPORT_SERVICE_MESSAGES.notFound);
    return c.json(await getImport(c.get('deps').db, getBlog(c), uuid));
  })
  .post('/:uuid/images', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), IMPORT_SERVICE_MESSAGES.notFound);
    return c.json(await receiveImportImages(importDeps(c), getBlog(c), uuid, fileBody(c)));
  })
  .post('/:uuid/confirm', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), IMPORT_SERVICE_MESSAGES.notFound);
    const body = await parseBody(c, confirmImportSchema);
    return c.json(await confirmImport(importDeps(c), getBlog(c), uuid, body));
  })
  .post('/:uuid/retry', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), IMPORT_SERVICE_MESSAGES.notFound);
    return c.json(await retryImport(importDeps(c), getBlog(c), uuid));
  })
  .delete('/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), IMPORT_SERVICE_MESSAGES.notFound);
    await cancelImport(importDeps(c), getBlog(c), uuid);
    return c.body(null, 204);
  });

/** Exports of the active blog (ADMIN), and the download its mailed link points at. */
export const exportRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listExports(importDeps(c), getBlog(c))))
  .post('/', async (c) => {
    await parseBody(c, startExportSchema);
    return c.json(await startExport(importDeps(c), getActor(c), getBlog(c)), 202);
  })
  .get('/download/:token', async (c) => {
    const deps = c.get('deps');
    const found = await exportForDownload(deps, deps.transfersDir, c.req.param('token'));
    const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream;
    return c.body(body, 200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(found.bytes),
      'Content-Disposition': `attachment; filename="${found.name}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .get('/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), EXPORT_MESSAGES.notFound);
    return c.json(await getExport(importDeps(c), getBlog(c), uuid));
  });
