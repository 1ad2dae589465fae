import { ANALYTICS_MESSAGES, hasFeature, isBotUserAgent } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { blogs, posts } from '../../platform/db/schema/index.ts';
import type { AppContext } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { badRequest, tooManyRequests } from '../../platform/http/errors.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import { isOwnVisit } from './own-visits.ts';

/** Reads from one address: a page scrolled to its end now and then, never a stream. */
export const READ_BEACON_LIMIT = { max: 60, windowMs: 10 * 60_000 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/analytics/read/{uuid}`: the end of a post was seen. Under Do-Not-Track or Global
 * Privacy Control nothing is recorded (the script does not send it either). The post must be a
 * published post of a PRO blog; even then the read is queued only, and counts at the sums only
 * for a visitor whose page view of the post was counted the same day (see features/analytics/sums.ts).
 */
export async function readBeacon(c: AppContext, uuid: string): Promise<Response> {
  const deps = c.get('deps');
  // The beacon sends no body; one that came must still be JSON, as on every write of the API.
  await jsonBody(c);
  if (c.req.header('dnt') === '1' || c.req.header('sec-gpc') === '1') return c.body(null, 204);
  const address = clientAddress(c);
  const now = deps.now();
  const window = await deps.rateLimitStore.hit(
    `analytics-read:${address}`,
    READ_BEACON_LIMIT.windowMs,
    now,
  );
  if (window.count > READ_BEACON_LIMIT.max) {
    const wait = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(ANALYTICS_MESSAGES.tooManyBeacons, wait);
  }
  if (!UUID.test(uuid)) throw badRequest(ANALYTICS_MESSAGES.badBeacon);
  const [post] = await deps.db
    .select({ id: posts.id, blogId: posts.blogId, slug: posts.slug, plan: blogs.plan })
    .from(posts)
    .innerJoin(blogs, eq(blogs.id, posts.blogId))
    .where(and(eq(posts.uuid, uuid), eq(posts.status, 'PUBLISHED')));
  if (!post || !hasFeature(post.plan, 'analytics')) throw badRequest(ANALYTICS_MESSAGES.badBeacon);
  const userAgent = c.req.header('user-agent') ?? '';
  const cookie = c.req.header('cookie');
  const member =
    cookie !== undefined && isOwnVisit(deps.jwtSecret, cookie, post.blogId, now.getTime());
  if (!member && !isBotUserAgent(userAgent)) {
    deps.analytics?.record({
      blogId: post.blogId,
      at: now,
      kind: 'read',
      address,
      userAgent,
      host: c.req.header('host') ?? '',
      path: `/blog/${encodeURIComponent(post.slug)}`,
      postId: post.id,
      referer: null,
    });
  }
  return c.body(null, 204);
}
