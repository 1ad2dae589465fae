import {
  blogBaseUrl,
  type Language,
  SERVER_MESSAGES,
  withoutLanguagePrefix,
} from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { posts } from '../../platform/db/schema/index.ts';
import { asksForActivityJson } from '../../platform/http/activity-json.ts';
import type { AppDeps, AppEnv } from '../../platform/http/app-env.ts';
import { classifyHost, hostName } from '../../platform/http/host.ts';
import { requestHeader } from '../../platform/http/request-header.ts';
import { findBlogId } from '../public-site/index.ts';
import { blogActorOf, federationFor } from './blog-actor.ts';
import { ACTOR_PATH, ARTICLE_PATH } from './federation.ts';

/** The addresses the fediverse asks a blog's host for; every other one is the blog's pages'. */
const FEDERATED_PATH = /^\/(?:\.well-known\/(?:webfinger|nodeinfo)|nodeinfo\/2\.1|ap\/.*)$/;

/**
 * The most an activity posted to an inbox may weigh: Mastodon refuses more than 1 MB, and a
 * post's Create is a few kilobytes.
 */
export const INBOX_BODY_LIMIT = 256 * 1024;

/** The body read up to `limit` bytes; null past it (whatever its Content-Length claims). */
async function bodyWithin(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** A post's address without its language's code: `/blog/{slug}`. */
const POST_ADDRESS = /^\/blog\/[^/]+$/;

const decodeSlug = (encoded: string) => {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
};

/** The uuid of the blog's published post at this slug in this language, or null. */
async function publishedPostUuid(
  deps: AppDeps,
  blogId: number,
  where: { slug: string; language: Language },
): Promise<string | null> {
  const [row] = await deps.db
    .select({ uuid: posts.uuid })
    .from(posts)
    .where(
      and(
        eq(posts.blogId, blogId),
        eq(posts.slug, where.slug),
        eq(posts.language, where.language),
        eq(posts.status, 'PUBLISHED'),
      ),
    );
  return row?.uuid ?? null;
}

/**
 * The fediverse's requests on a blog's host, answered before its pages
 * (docs/decisions/078-fediverse-actors.md). The library answers on the blog's subdomain
 * address whatever host was asked, so the actor's id is the subdomain's even on a verified
 * custom domain; on that domain a WebFinger for `{subdomain}@{domain}` is answered as for the
 * subdomain's handle, with the domain's handle among its aliases. A reader's request for the
 * blog's address or a post's gets its page as before; a server's (asking for ActivityPub's
 * JSON, as Mastodon does for an address pasted in its search) the actor or the article.
 */
export function createFediverse(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function fediverse(c, next) {
    const path = c.req.path;
    const method = c.req.method;
    const asksForJson =
      (method === 'GET' || method === 'HEAD') && asksForActivityJson(requestHeader(c, 'accept'));
    const asksForActor = asksForJson && path === '/';
    const bare = withoutLanguagePrefix(path);
    const asksForArticle = asksForJson && POST_ADDRESS.test(bare);
    if (!asksForActor && !asksForArticle && !FEDERATED_PATH.test(path)) return next();
    const host = requestHeader(c, 'host') ?? new URL(c.req.url).host;
    const target = classifyHost(host, deps);
    if (target.kind === 'app') return next();
    const blogId =
      target.kind === 'subdomain'
        ? await findBlogId(deps.db, { subdomain: target.subdomain })
        : await findBlogId(deps.db, { domain: target.domain });
    const actor = blogId === null ? null : await blogActorOf(deps, blogId);
    // An unknown host, or a domain not verified yet: the public site answers as for any page.
    if (!actor || blogId === null) return next();
    if (target.kind === 'domain' && !actor.domainVerified) return next();
    const { site } = actor;
    const blog = { subdomain: actor.subdomain };
    const origin = blogBaseUrl(blog, deps.publicDomain);

    const url = new URL(c.req.url);
    const canonical = new URL(`${url.pathname}${url.search}`, origin);
    if (asksForActor) canonical.pathname = ACTOR_PATH.replace('{identifier}', blog.subdomain);
    if (asksForArticle) {
      const uuid = await publishedPostUuid(deps, blogId, {
        slug: decodeSlug(bare.slice('/blog/'.length)),
        language: bare === path ? site.language : (path.slice(1, 3) as Language),
      });
      // Not a published post: the blog's own page answers (its 404, an old address's 301).
      if (uuid === null) return next();
      canonical.pathname = ARTICLE_PATH.replace('{uuid}', uuid);
    }
    const askedHost = hostName(host);
    const domainHandle =
      target.kind === 'domain' && path === '/.well-known/webfinger'
        ? canonical.searchParams.get('resource')
        : null;
    if (domainHandle?.toLowerCase() === `acct:${blog.subdomain}@${askedHost}`) {
      canonical.searchParams.set('resource', `acct:${blog.subdomain}@${canonical.host}`);
    }

    const raw = c.req.raw;
    const withBody = method !== 'GET' && method !== 'HEAD';
    const posted = withBody ? await bodyWithin(raw, INBOX_BODY_LIMIT) : null;
    if (withBody && posted === null) return c.json({ error: SERVER_MESSAGES.bodyTooLarge }, 413);
    const request = new Request(canonical, {
      method,
      headers: raw.headers,
      ...(withBody ? { body: posted } : {}),
    } as RequestInit);
    const response = await federationFor(deps).fetch(request, {
      contextData: { blogId, subdomain: blog.subdomain, site },
      onNotFound: () => c.json({ error: SERVER_MESSAGES.notFound }, 404),
      // A reader following a link to the actor or its collections lands on the blog.
      onNotAcceptable: () => c.redirect(`${site.baseUrl}/`, 302),
    });
    if (domainHandle === null || response.status !== 200) return response;
    const body = (await response.json()) as { aliases?: string[] };
    body.aliases = [...(body.aliases ?? []), `acct:${blog.subdomain}@${askedHost}`];
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(body), { status: 200, headers });
  };
}
