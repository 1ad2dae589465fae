import {
  newsletterSettingsBodySchema,
  subscriberImportBodySchema,
  subscriberListQuerySchema,
} from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  exportSubscribers,
  importSubscribers,
  listSubscribers,
  removeSubscriber,
  setNewsletterFullContent,
} from './subscribers.service.ts';

/** The panel's 'Suscriptores' for the active blog (docs/decisions/030-newsletter.md). */
export const subscriberRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = subscriberListQuerySchema.parse(c.req.query());
    const { db, now } = c.get('deps');
    return c.json(await listSubscribers(db, getBlog(c), query, now()));
  })
  .get('/export', async (c) => {
    const blog = getBlog(c);
    const csv = await exportSubscribers(c.get('deps').db, blog.id);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="suscriptores-${blog.subdomain}.csv"`,
      'cache-control': 'no-store',
    });
  })
  .post('/import', async (c) => {
    const { csv } = await parseBody(c, subscriberImportBodySchema);
    const { db, wakeJobs, now } = c.get('deps');
    return c.json(await importSubscribers({ db, wakeJobs }, getBlog(c).id, csv, now()));
  })
  .put('/settings', async (c) => {
    const { fullContent } = await parseBody(c, newsletterSettingsBodySchema);
    return c.json(await setNewsletterFullContent(c.get('deps').db, getBlog(c).id, fullContent));
  })
  .delete('/:uuid', async (c) => {
    await removeSubscriber(c.get('deps').db, getBlog(c).id, c.req.param('uuid'));
    return c.body(null, 204);
  });
