import type { Language } from '@bitacora/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../platform/http/app-env.ts';
import { classifyHost } from '../../platform/http/host.ts';
import { requestHeader } from '../../platform/http/request-header.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import {
  findBlogId,
  findPublishedPost,
  loadSite,
  toSite,
  WEBMENTION_PATH,
} from '../public-site/index.ts';
import { normaliseUrl } from './source-page.ts';
import { VERIFY_MENTION_JOB, type VerifyMentionPayload } from './verify.ts';

/** Mentions from one source host: 20 in 10 minutes for all the blogs of this server. */
export const WEBMENTION_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;

export const WEBMENTION_MESSAGES = {
  methodNotAllowed: 'Las menciones se envían con POST (source y target en un formulario).',
  sourceInvalid: 'source debe ser una dirección http o https.',
  targetInvalid: 'target debe ser una dirección http o https.',
  sameAddress: 'source y target no pueden ser la misma dirección.',
  targetNotHere: 'target no es una entrada publicada de este blog.',
  tooMany: 'Demasiadas menciones desde ese sitio: espera unos minutos.',
  accepted: 'Mención recibida: se comprobará la página de origen antes de mostrarla.',
} as const;

/** A post's address on a blog's host: `/blog/{slug}` or `/{lang}/blog/{slug}`. */
const POST_ADDRESS = /^(?:\/(es|en|fr|pt))?\/blog\/([^/]+)\/?$/;

const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const refuse = (path: 'source' | 'target', message: string) => ({
  error: message,
  details: [{ path, message }],
});

/**
 * `POST /webmention` on a blog's host (docs/decisions/080-webmentions.md): a form with
 * `source` and `target`, the target a published post of this blog. The answer is 202 and a job
 * that fetches the source and checks it; nothing of the source is read during the request.
 */
export function createWebmentions(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function webmentions(c, next) {
    const path = c.req.path;
    if (path !== WEBMENTION_PATH && path !== `${WEBMENTION_PATH}/`) return next();
    const host = requestHeader(c, 'host') ?? new URL(c.req.url).host;
    const where = classifyHost(host, deps);
    if (where.kind === 'app') return next();
    const blogId =
      where.kind === 'subdomain'
        ? await findBlogId(deps.db, { subdomain: where.subdomain })
        : await findBlogId(deps.db, { domain: where.domain });
    const row = blogId === null ? null : await loadSite(deps.db, blogId);
    if (!row || blogId === null) return next();
    if (where.kind === 'domain' && row.blog.domainVerifiedAt === null) return next();
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return c.json({ error: WEBMENTION_MESSAGES.methodNotAllowed }, 405);
    }
    const site = toSite(row, deps);
    const type = requestHeader(c, 'content-type') ?? '';
    const form =
      type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')
        ? await c.req.parseBody()
        : {};
    const sourceText = field(form.source);
    const targetText = field(form.target);
    const source = normaliseUrl(sourceText);
    if (!sourceText || source === null || !/^https?:\/\//i.test(sourceText)) {
      return c.json(refuse('source', WEBMENTION_MESSAGES.sourceInvalid), 400);
    }
    const target = normaliseUrl(targetText);
    if (!targetText || target === null || !/^https?:\/\//i.test(targetText)) {
      return c.json(refuse('target', WEBMENTION_MESSAGES.targetInvalid), 400);
    }
    if (source === target) return c.json(refuse('source', WEBMENTION_MESSAGES.sameAddress), 400);
    const targetUrl = new URL(target);
    const ownHosts = new Set([host.toLowerCase(), new URL(site.baseUrl).host]);
    const address = POST_ADDRESS.exec(targetUrl.pathname);
    let slug = '';
    try {
      slug = address ? decodeURIComponent(address[2] as string) : '';
    } catch {
      slug = '';
    }
    const language = (address?.[1] as Language | undefined) ?? site.language;
    const post =
      ownHosts.has(targetUrl.host) && slug
        ? await findPublishedPost(deps.db, blogId, slug, language)
        : null;
    if (!post) return c.json(refuse('target', WEBMENTION_MESSAGES.targetNotHere), 400);
    const now = deps.now();
    const window = await deps.rateLimitStore.hit(
      `webmention:${new URL(source).hostname}`,
      WEBMENTION_RATE_LIMIT.windowMs,
      now,
    );
    if (window.count > WEBMENTION_RATE_LIMIT.max) {
      const wait = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
      c.header('Retry-After', String(wait));
      return c.json({ error: WEBMENTION_MESSAGES.tooMany }, 429);
    }
    const payload: VerifyMentionPayload = { blogId, postId: post.id, source, target };
    await enqueueJob(deps.db, { kind: VERIFY_MENTION_JOB, blogId, payload, maxAttempts: 3 });
    deps.wakeJobs?.();
    return c.json({ message: WEBMENTION_MESSAGES.accepted }, 202);
  };
}
