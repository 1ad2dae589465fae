import {
  memberCompBodySchema,
  memberImportFieldsSchema,
  memberListQuerySchema,
} from '@bitacora/api/schemas';
import { MEMBERSHIP_MESSAGES as M, MEMBER_IMPORT_MAX_BYTES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { readUpload } from '../../platform/http/upload-file.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  compMember,
  exportMembers,
  listMembers,
  memberDetail,
  uncompMember,
} from './members-admin.service.ts';
import { importMembers } from './members-import.service.ts';
import { proBlog } from './tiers.routes.ts';

/** The panel's 'Miembros' of the active blog (issue 34), mounted at /api/members. */
export const memberAdminRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const blog = proBlog(c);
    const query = memberListQuerySchema.parse(c.req.query());
    return c.json(await listMembers(c.get('deps').db, blog.id, query));
  })
  .get('/export', async (c) => {
    const blog = proBlog(c);
    const csv = await exportMembers(c.get('deps').db, blog.id);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="miembros-${blog.subdomain}.csv"`,
      'cache-control': 'no-store',
    });
  })
  .post('/import', async (c) => {
    const blog = proBlog(c);
    const { file, fields } = await readUpload(c, 'file', {
      missing: M.importMissing,
      tooLarge: M.importTooLarge(MEMBER_IMPORT_MAX_BYTES / 1024 / 1024),
      maxBytes: MEMBER_IMPORT_MAX_BYTES,
    });
    const { paidUntil } = memberImportFieldsSchema.parse(fields);
    const { db, now } = c.get('deps');
    return c.json(await importMembers(db, blog.id, file.bytes, { paidUntil }, now()));
  })
  .get('/:uuid', async (c) => {
    const blog = proBlog(c);
    return c.json(await memberDetail(c.get('deps').db, blog.id, c.req.param('uuid')));
  })
  .post('/:uuid/comp', async (c) => {
    const blog = proBlog(c);
    const input = await parseBody(c, memberCompBodySchema);
    const { db, now } = c.get('deps');
    return c.json(await compMember(db, blog.id, c.req.param('uuid'), input, now()));
  })
  .delete('/:uuid/comp', async (c) => {
    const blog = proBlog(c);
    const { db, now } = c.get('deps');
    return c.json(await uncompMember(db, blog.id, c.req.param('uuid'), now()));
  });
