import { analyticsQuerySchema } from '@bitacora/api/schemas';
import { blogBaseUrl, OWN_VISIT_PARAM } from '@bitacora/domain';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { readBeacon } from './beacon.ts';
import {
  OWN_VISIT_COOKIE,
  OWN_VISIT_MARK_SECONDS,
  readOwnVisit,
  signOwnVisit,
} from './own-visits.ts';
import { analyticsReport, seriesFunnels } from './report.ts';

/** The blog's built-in analytics (PRO), and the public read beacon. */
export const analyticsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = analyticsQuerySchema.parse(c.req.query());
    const { db, now } = c.get('deps');
    return c.json(await analyticsReport(db, getBlog(c), query, now()));
  })
  .get('/series', async (c) => {
    const query = analyticsQuerySchema.parse(c.req.query());
    const { db, now } = c.get('deps');
    return c.json(await seriesFunnels(db, getBlog(c), query, now()));
  })
  .post('/read/:uuid', (c) => readBeacon(c, c.req.param('uuid')))
  // The panel's 'Ver blog' link for the active blog, signed for an hour (decision 038).
  .get('/own-visit-link', (c) => {
    const { jwtSecret, now } = c.get('deps');
    const { token, expiresAt } = signOwnVisit(jwtSecret, 'link', getBlog(c).id, now());
    return c.json({ link: token, expiresAt: expiresAt.toISOString() });
  })
  // On the blog's host: the link becomes the mark, then the blog's home page. A link that does
  // not check out still leads to the blog, only without the mark.
  .get('/own-visit', (c) => {
    const { jwtSecret, now } = c.get('deps');
    const at = now();
    const blogId = readOwnVisit(
      jwtSecret,
      'link',
      c.req.query(OWN_VISIT_PARAM) ?? '',
      at.getTime(),
    );
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    if (blogId !== null) {
      const host = c.req.header('host') ?? '';
      setCookie(c, OWN_VISIT_COOKIE, signOwnVisit(jwtSecret, 'mark', blogId, at).token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: blogBaseUrl({ domain: host }).startsWith('https:'),
        maxAge: OWN_VISIT_MARK_SECONDS,
      });
    }
    return c.redirect('/', 303);
  });
