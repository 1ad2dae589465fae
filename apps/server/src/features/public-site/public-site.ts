import type { IncomingMessage } from 'node:http';
import { isLanguage, type Language, memberAudience, withoutLanguagePrefix } from '@bitacora/domain';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cacheCounters } from '../../platform/cache/cache-stats.ts';
import {
  type ContentVersions,
  createContentVersions,
} from '../../platform/cache/content-versions.ts';
import { LruCache } from '../../platform/cache/lru-cache.ts';
import { asksForActivityJson } from '../../platform/http/activity-json.ts';
import type { ReadyAnswer } from '../../platform/http/answers-from-memory.ts';
import type { AppContext, AppDeps, AppEnv } from '../../platform/http/app-env.ts';
import type { BlogPage } from '../../platform/http/blog-page.ts';
import { addressOf, clientAddress } from '../../platform/http/client-address.ts';
import { classifyHost, type HostTarget } from '../../platform/http/host.ts';
import { requestHeader } from '../../platform/http/request-header.ts';
import { withRequestId } from '../../platform/http/request-log.ts';
import {
  BLOG_SECURITY_HEADERS,
  hashSource,
  type SecurityConfig,
  securityConfigFor,
  serverPagePolicy,
} from '../../platform/http/security-headers.ts';
import type { ViewRecorder } from '../analytics/index.ts';
import { isOwnVisit } from '../analytics/index.ts';
import {
  DESIGN_PREVIEW_MODE_PARAM,
  DESIGN_PREVIEW_PARAM,
  designPreviewDraft,
} from '../blogs/index.ts';
import { contentChanged } from '../content/index.ts';
import { isMemberPath, memberCookieIn, memberForPage, rememberedMember } from '../members/index.ts';
import { TIP_PATH, TIP_THANKS_PATH } from '../memberships/index.ts';
import { WEBMENTION_PATH } from './addresses.ts';
import { SENT_PARAM, SENT_VALUE, submitCommentForm } from './comment-form.ts';
import { createDesignFiles } from './design-files.ts';
import { designPreviewSite, previewScheme } from './design-preview.ts';
import { createBlogPageHeaders } from './page-policy.ts';
import { PREVIEW_CACHE_CONTROL, PREVIEW_HEADERS, previewPage, previewToken } from './preview.ts';
import { blogImages, findBlogId, loadSite } from './queries.ts';
import {
  notFoundPage,
  pageNumber,
  type Rendered,
  renderPath,
  tooManySearchesPage,
} from './render.ts';
import { answer, type CachedResponse, prepareResponse } from './response.ts';
import { hitSearchLimit, SEARCH_JSON_PATH, SEARCH_PATH } from './search.ts';
import { type Audience, audienceKey, type Site, siteInLanguage, toSite } from './site.ts';
import { submitSubscribeForm } from './subscribe-form.ts';
import { documentHtml, SUBSCRIBE_PATH } from './templates/layout.ts';
import { REPLY_PARAM } from './templates/views.ts';
import { submitTipForm, tipThanksPage } from './tip-form.ts';

/** Cached answers are trusted this long at most, for changes made outside the API. */
const MAX_AGE_MS = 5 * 60_000;
/** Browsers and proxies keep the page but ask again each time (answered with a 304). */
const REVALIDATE = 'public, no-cache';
/** A member's pages: kept by the browser only, never by a shared cache. */
const REVALIDATE_PRIVATE = 'private, no-cache';
const FORM_LIMIT = 64 * 1024;
const NO_QUERY = new URLSearchParams();

/**
 * After a successful API write, the cached answers it made stale go: its route's row says
 * whether it changed its blog's pages, every blog's, or nothing they show.
 */
async function noteChange(c: AppContext, versions: ContentVersions): Promise<void> {
  const rule = c.get('routeRule');
  if (!rule?.changes || rule.changes === 'none' || c.res.status >= 400) return;
  const blog = c.get('blog');
  // Awaited: the answer leaves once every instance would serve the change.
  await contentChanged(versions, rule.changes === 'blog' && blog ? blog.id : undefined);
}

const UNKNOWN_HOST_CSS =
  'body{margin:0;display:grid;place-items:center;min-height:100vh;font:1.0625rem/1.6 system-ui,sans-serif;background:#fff;color:#1b1b1f}@media (prefers-color-scheme:dark){body{background:#121214;color:#ececf0}}main{padding:2rem;max-width:32rem}';

const UNKNOWN_HOST_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Blog no encontrado</title>
<style>${UNKNOWN_HOST_CSS}</style>
</head><body><main><h1>Blog no encontrado</h1><p>No hay ningún blog en esta dirección.</p></main></body></html>`;

const UNKNOWN_HOST_HEADERS = {
  'cache-control': 'no-store',
  ...BLOG_SECURITY_HEADERS,
  'content-security-policy': serverPagePolicy({ styles: [hashSource(UNKNOWN_HOST_CSS)] }),
};

export interface PublicSite {
  middleware: MiddlewareHandler<AppEnv>;
  versions: ContentVersions;
  /**
   * A blog page already kept for this request, answered without the app (`main.ts` puts it in
   * front of the app's listener): the same answer, count and headers the middleware would give.
   */
  answerFromMemory(req: IncomingMessage): ReadyAnswer | undefined;
}

/** A Node request's header as one string (node:http joins repeated ones only for some names). */
function nodeHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : value?.join(', ');
}

const API_OR_MEDIA = /^\/(?:api|media)(?:\/|$)/;

/**
 * Where the page cache keeps a blog's page: its content version, address, page number and
 * audience, so a member's page is never served to a visitor nor the reverse. The middleware
 * stores under it and `answerFromMemory` reads visitors' page 1 under the same key.
 */
function pageCacheKey(
  blogId: number,
  version: string,
  path: string,
  page: number,
  audience: string,
): string {
  return `${blogId}|${version}|${path}|${page}|${audience}`;
}

const MEMBERS_PATH = /^\/members(?:\/|$)/;

/** The tip form's address, under the code of the page's language when it is not the main one. */
const TIP_FORM_PATH = new RegExp(`^(?:/(es|en|fr|pt))?${TIP_PATH}$`);

const isSearchPath = (path: string) => path === SEARCH_PATH || path === `${SEARCH_PATH}/`;

/**
 * The same site as a signed-in member sees it, one object per loaded site, audience and paid
 * tier.
 */
const memberSites = new WeakMap<Site, Map<string, Site>>();
function memberSite(
  site: Site,
  audience: Exclude<Audience, 'visitor'>,
  tier: string | null = null,
): Site {
  let shown = memberSites.get(site);
  if (!shown) {
    shown = new Map();
    memberSites.set(site, shown);
  }
  const key = audienceKey(audience, tier);
  let kept = shown.get(key);
  if (!kept) {
    kept = { ...site, audience, tier: audience === 'paid' ? tier : null };
    shown.set(key, kept);
  }
  return kept;
}

/**
 * The public blogs (docs/architecture.md#public-blog-request): a request whose Host names a blog
 * gets the blog's pages, rendered once per content version and kept in memory; `/api/*` and
 * `/media/*` still reach the API on every host. On the app's own hosts it only watches the API
 * calls that change what blogs show, to render their pages again.
 */
export function createPublicSite(
  deps: AppDeps,
  versions: ContentVersions = createContentVersions(),
  security: SecurityConfig = securityConfigFor(deps.mediaStorage),
): PublicSite {
  const pageHeaders = createBlogPageHeaders(security);
  const designFiles = createDesignFiles(deps.mediaStorage);
  const hosts = new LruCache<number | null>({
    maxBytes: 1024 * 1024,
    maxAgeMs: MAX_AGE_MS,
    counters: cacheCounters('blog-host'),
  });
  const sites = new LruCache<{ version: string; site: Site }>({
    maxBytes: 4 * 1024 * 1024,
    maxAgeMs: MAX_AGE_MS,
  });
  const pages = new LruCache<CachedResponse>({
    maxBytes: 16 * 1024 * 1024,
    maxAgeMs: MAX_AGE_MS,
    counters: cacheCounters('blog-page'),
  });
  versions.onBump(() => hosts.clear());
  /** Host header → what it names; the answer depends only on the app's configuration. */
  const targets = new LruCache<{ target: HostTarget; key: string }>({ maxBytes: 1024 * 1024 });
  const formLimit = bodyLimit({
    maxSize: FORM_LIMIT,
    onError: (c) => c.text('La solicitud es demasiado grande', 413),
  });

  async function blogIdFor(target: Exclude<HostTarget, { kind: 'app' }>, key: string) {
    const known = hosts.get(key);
    if (known !== undefined) return known;
    const { db } = deps;
    let id =
      target.kind === 'subdomain'
        ? await findBlogId(db, { subdomain: target.subdomain })
        : await findBlogId(db, { domain: target.domain });
    // A custom domain may itself sit under PUBLIC_DOMAIN's name.
    if (id === null && target.kind === 'subdomain') {
      id = await findBlogId(db, { domain: `${target.subdomain}.${hostNameOf(deps)}` });
    }
    hosts.set(key, id);
    return id;
  }

  /** `version` null: the versions cannot be read, so the site is read afresh and not kept. */
  async function siteFor(blogId: number, version: string | null): Promise<Site | null> {
    const known = sites.get(String(blogId));
    if (known && known.version === version) return known.site;
    const row = await loadSite(deps.db, blogId);
    if (!row) return null;
    const site = toSite(row, deps);
    if (version === null) return site;
    sites.set(String(blogId), { version, site });
    return site;
  }

  function send(c: AppContext, entry: CachedResponse, cacheControl = REVALIDATE) {
    const result = answer(
      entry,
      {
        method: c.req.method,
        acceptEncoding: requestHeader(c, 'accept-encoding'),
        ifNoneMatch: requestHeader(c, 'if-none-match'),
        ifModifiedSince: requestHeader(c, 'if-modified-since'),
      },
      cacheControl,
    );
    // A plain Response with plain headers: the Node adapter writes it without copying them.
    const headers =
      c.get('requestId') === undefined ? result.headers : withRequestId(c, result.headers);
    return new Response(result.body as Uint8Array<ArrayBuffer> | null, {
      status: result.status,
      headers,
    });
  }

  const prepare = (rendered: Rendered, site: Site, extra?: Readonly<Record<string, string>>) => {
    const page = rendered.contentType.startsWith('text/html')
      ? pageHeaders(site, { video: rendered.hasVideo === true })
      : BLOG_SECURITY_HEADERS;
    // A post's page names where mentions of it are taken in its headers too, as the W3C
    // recommendation lets senders find it without reading the page.
    const mention =
      rendered.postId !== undefined && rendered.status === 200
        ? { link: `<${site.baseUrl}${WEBMENTION_PATH}>; rel="webmention"` }
        : undefined;
    const headers = extra || mention ? { ...page, ...mention, ...extra } : page;
    return prepareResponse(
      rendered.status,
      rendered.contentType,
      rendered.body,
      deps.now(),
      // An old address's 301 is cached like any page, its target with it.
      rendered.location ? { ...headers, location: rendered.location } : headers,
    );
  };

  /**
   * A design preview's headers: the page's policy, framed by the panel's origin alone instead
   * of the blog itself, kept out of search engines and its address never sent on.
   */
  const panelOrigin = new URL(deps.publicOrigin).origin;
  const prepareDesignPreview = (rendered: Rendered, site: Site) => {
    const { 'x-frame-options': _framed, ...page } = rendered.contentType.startsWith('text/html')
      ? pageHeaders(site, { video: rendered.hasVideo === true })
      : BLOG_SECURITY_HEADERS;
    const policy = page['content-security-policy'];
    return prepareResponse(rendered.status, rendered.contentType, rendered.body, deps.now(), {
      ...page,
      ...PREVIEW_HEADERS,
      ...(policy && {
        'content-security-policy': policy.replace(
          /frame-ancestors [^;]*/,
          `frame-ancestors ${panelOrigin}`,
        ),
      }),
    });
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const host = requestHeader(c, 'host') ?? new URL(c.req.url).host;
    let known = targets.get(host);
    if (!known) {
      const target = classifyHost(host, deps);
      const key =
        target.kind === 'subdomain'
          ? `s:${target.subdomain}`
          : target.kind === 'domain'
            ? `d:${target.domain}`
            : '';
      known = { target, key };
      targets.set(host, known);
    }
    const { target } = known;
    const path = c.req.path;
    if (target.kind === 'app' || API_OR_MEDIA.test(path)) {
      await next();
      await noteChange(c, versions);
      return;
    }
    const stamp = versions.stamp();
    let blogId = await blogIdFor(target, known.key);
    // Null when the versions cannot be read: the page is then built afresh and not kept.
    let current = await versions.current(blogId ?? undefined);
    // A move read just now (another instance's write) may have created or renamed a blog, which
    // the host table does not know yet: look again.
    if (versions.stamp() !== stamp) {
      const again = await blogIdFor(target, known.key);
      if (again !== blogId && again !== null) current = await versions.current(again);
      blogId = again;
    }
    const version = current?.content;
    let site = blogId === null ? null : await siteFor(blogId, version ?? null);
    if (!site) {
      return c.html(UNKNOWN_HOST_PAGE, 404, UNKNOWN_HOST_HEADERS);
    }
    c.set('publicBlogId', site.id);
    // The comment form reads the client address and rate limits through the deps, and moves the
    // blog's version when a comment is approved at once.
    c.set('deps', deps);
    c.set('versions', versions);
    const method = c.req.method;

    // The design's fonts and icon sizes, from the blog's own host.
    if ((method === 'GET' || method === 'HEAD') && designFiles.handles(path)) {
      return (
        (await designFiles.answer(site, path, method)) ??
        send(c, prepare(notFoundPage(site), site), 'no-store')
      );
    }

    // The members' pages are the members feature's routes: they get the blog and its frame.
    if (MEMBERS_PATH.test(path)) {
      if (!site.membersEnabled || !isMemberPath(method, path)) {
        return send(c, prepare(notFoundPage(site), site), 'no-store');
      }
      c.set('blogPage', blogPageFor(c, site));
      await next();
      return;
    }
    // 'Diseño''s live preview: the published pages as a visitor sees them, with the unsaved
    // design the token carries, rendered for this request alone. A bad, expired or another
    // blog's token gets the page as it is.
    if (
      (method === 'GET' || method === 'HEAD') &&
      c.req.url.includes(`${DESIGN_PREVIEW_PARAM}=`) &&
      !MEMBERS_PATH.test(path)
    ) {
      const params = new URL(c.req.url).searchParams;
      const draftToken = params.get(DESIGN_PREVIEW_PARAM);
      const draft = draftToken
        ? await designPreviewDraft(deps.jwtSecret, draftToken, site.id, deps.now())
        : null;
      if (draft) {
        const ids = [draft.logoId, draft.coverImageId].filter(
          (id): id is number => typeof id === 'number',
        );
        const shown = designPreviewSite(
          site,
          draft,
          previewScheme(params.get(DESIGN_PREVIEW_MODE_PARAM)),
          { rows: await blogImages(deps.db, site.id, ids), storage: deps.mediaStorage },
        );
        const rendered = await renderPath(
          { db: deps.db, storage: deps.mediaStorage, site: shown },
          path,
          params,
        );
        return send(c, prepareDesignPreview(rendered, shown), PREVIEW_CACHE_CONTROL);
      }
    }
    // A signed-in member's pages show 'Mi cuenta' and what their membership opens: they are
    // rendered and kept apart, free and paid members each on their own.
    if (site.membersEnabled) site = await audienceSite(c, site);
    const ctx = { db: deps.db, storage: deps.mediaStorage, site };

    // A preview is rendered for each request and never enters the page cache.
    const token = previewToken(path);
    if (token !== null) {
      // A preview shows the item, not the blog's injected code (nor does its policy allow it).
      const shown = site.injection ? { ...site, injection: null } : site;
      const rendered =
        method === 'GET' || method === 'HEAD'
          ? await previewPage({ ...ctx, site: shown }, token, deps.now())
          : notFoundPage(shown);
      return send(c, prepare(rendered, shown, PREVIEW_HEADERS), PREVIEW_CACHE_CONTROL);
    }

    const commentPath =
      method === 'POST' ? /^(?:\/(es|en|fr|pt))?\/blog\/([^/]+)\/comments\/?$/.exec(path) : null;
    if (commentPath) {
      let slug: string;
      const language = (commentPath[1] as Language | undefined) ?? site.language;
      const prefix = commentPath[1] === undefined ? '' : `/${language}`;
      // The main language's code is no post's address.
      if (commentPath[1] === site.language) {
        return send(c, prepare(notFoundPage(site), site), 'no-store');
      }
      try {
        slug = decodeURIComponent(commentPath[2] as string);
      } catch {
        return send(c, prepare(notFoundPage(site), site), 'no-store');
      }
      let response: Response | undefined;
      const refused = await formLimit(c, async () => {
        const result = await submitCommentForm(c, site.id, slug, {
          of: language,
          main: site.language,
        });
        if (result.kind === 'sent') {
          response = c.redirect(result.location, 303);
          return;
        }
        const rendered =
          result.kind === 'not-found'
            ? notFoundPage(siteInLanguage(site, language))
            : await renderPath(
                ctx,
                `${prefix}/blog/${encodeURIComponent(slug)}`,
                new URLSearchParams(),
                result.state,
                result.status,
              );
        response = send(c, prepare(rendered, site), 'no-store');
      });
      return refused ?? response ?? c.res;
    }
    if (method === 'POST' && (path === SUBSCRIBE_PATH || path === `${SUBSCRIBE_PATH}/`)) {
      let response: Response | undefined;
      const refused = await formLimit(c, async () => {
        response = send(c, prepare(await submitSubscribeForm(c, site), site), 'no-store');
      });
      return refused ?? response ?? c.res;
    }
    // 'Invítame un café': the form's answer links to the provider; the thanks page follows it.
    // A page in another language sends its form under its code, and is answered in it.
    const tipLanguage = method === 'POST' ? TIP_FORM_PATH.exec(path) : null;
    if (tipLanguage) {
      const code = tipLanguage[1] as Language | undefined;
      if (site.tipCurrency === null || code === site.language) {
        return send(c, prepare(notFoundPage(site), site), 'no-store');
      }
      const shown = code === undefined ? site : siteInLanguage(site, code);
      let response: Response | undefined;
      const refused = await formLimit(c, async () => {
        response = send(c, prepare(await submitTipForm(c, shown), shown), 'no-store');
      });
      return refused ?? response ?? c.res;
    }
    if (path === TIP_PATH || path === TIP_THANKS_PATH) {
      if (site.tipCurrency === null) return send(c, prepare(notFoundPage(site), site), 'no-store');
      if ((method === 'GET' || method === 'HEAD') && path === TIP_THANKS_PATH) {
        return send(c, prepare(tipThanksPage(site), site), 'no-store');
      }
      return send(c, prepare(notFoundPage(site), site), 'no-store');
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return send(c, prepare(notFoundPage(site), site), 'no-store');
    }

    const url = c.req.url;
    const query = url.indexOf('?');
    const search = query < 0 ? NO_QUERY : new URLSearchParams(url.slice(query + 1));
    // The address without its language's code: a post's and a search's in every language.
    const bare = withoutLanguagePrefix(path);
    const postPath = bare.startsWith('/blog/');
    if (search.get(SENT_PARAM) === SENT_VALUE && postPath) {
      const rendered = await renderPath(ctx, path, search, { sent: true });
      return send(c, prepare(rendered, site), 'no-store');
    }
    // Answering a comment without JavaScript: the same page, its form naming the comment.
    const replyTo = search.get(REPLY_PARAM);
    if (replyTo && postPath) {
      const rendered = await renderPath(ctx, path, search, { replyTo });
      return send(c, prepare(rendered, site), 'no-store');
    }
    // Every search is counted against the visitor's address, the results as you type too; an
    // address without `q` on `/search` may be a page kept from before and is not a search.
    const suggestions = bare === SEARCH_JSON_PATH;
    if (suggestions || (isSearchPath(bare) && search.has('q'))) {
      const wait = await hitSearchLimit(deps.rateLimitStore, clientAddress(c), deps.now());
      if (wait !== null) {
        const retry = { 'retry-after': String(wait) };
        // Said in the language of the search: the page's, under its code.
        const code = path.slice(1, 3);
        const searcher =
          bare !== path && isLanguage(code) && code !== site.language
            ? siteInLanguage(site, code)
            : site;
        const refused: Rendered = suggestions
          ? {
              status: 429,
              contentType: 'application/json; charset=utf-8',
              body: JSON.stringify({ error: searcher.t.tooManySearches }),
            }
          : tooManySearchesPage(searcher);
        return send(c, prepare(refused, site, retry), 'no-store');
      }
    }
    // A post page with a member's comment form (name, email) is theirs alone, and a search's
    // results are one query's: neither is kept.
    const personal =
      (site.commenter !== null && postPath) || suggestions || isSearchPath(bare) || search.has('q');
    const key =
      version !== undefined && !personal
        ? pageCacheKey(
            site.id,
            version,
            path,
            pageNumber(search),
            audienceKey(site.audience, site.tier),
          )
        : undefined;
    let entry = key === undefined ? undefined : pages.get(key);
    if (!entry) {
      const rendered = await renderPath(ctx, path, search);
      entry = prepare(rendered, site);
      entry.counts = countsOf(rendered);
      if (key !== undefined) pages.set(key, entry, entry.size);
    }
    if (deps.analytics && site.counted && entry.counts && method === 'GET') {
      count(
        c,
        requestHeader,
        clientAddress,
        deps.analytics,
        deps.jwtSecret,
        site.id,
        host,
        path,
        entry.counts,
        deps.now().getTime(),
      );
    }
    if (suggestions) return send(c, entry, 'no-store');
    return send(c, entry, site.audience === 'visitor' ? REVALIDATE : REVALIDATE_PRIVATE);
  };

  /** The member the request's cookie signs in on this blog, if any: the site as they see it. */
  async function audienceSite(c: AppContext, site: Site): Promise<Site> {
    const token = memberCookieIn(requestHeader(c, 'cookie'));
    if (!token) return site;
    const member = await memberForPage(deps.db, site.id, token, deps.now());
    if (!member) return site;
    const shown = memberSite(site, memberAudience(member.status), member.tier);
    // Where only members comment, the form shows the member's own name and email.
    return site.commentsMembersOnly
      ? { ...shown, commenter: { name: member.name, email: member.email } }
      : shown;
  }

  /** The blog and its page frame, for the members' routes. */
  function blogPageFor(c: AppContext, site: Site): BlogPage {
    return {
      blogId: site.id,
      name: site.title,
      language: site.language,
      origin: site.baseUrl,
      membersEnabled: site.membersEnabled,
      render({ status, title, main, member }) {
        const shown = member ? memberSite(site, 'member') : site;
        const rendered: Rendered = {
          status: status as Rendered['status'],
          contentType: 'text/html; charset=utf-8',
          body: documentHtml(
            shown,
            {
              title: `${title} · ${site.title}`,
              description: title,
              path: c.req.path,
              noindex: true,
            },
            main,
          ),
        };
        return send(c, prepare(rendered, shown), 'no-store');
      },
    };
  }

  /**
   * Only what the middleware would answer from its caches alone: a GET or HEAD of a plain
   * address (no query, no escapes) on a blog's known host, its page kept under the version this
   * instance knows by itself. With shared versions (several instances) each page waits for the
   * shared read, so nothing is answered here.
   */
  /** The page cache's key of an address, as `answerFromMemory` last made it. */
  /** Per audience key, per address: no key is joined for a request, a member's neither. */
  const pageKeys = new Map<string, Map<string, { blogId: number; version: string; key: string }>>();
  let pageKeyCount = 0;
  /** A paid tier's audience key (`paid:<uuid>`), made once per tier rather than per request. */
  const paidKeys = new Map<string, string>();
  const nodeAddress = (req: IncomingMessage) =>
    addressOf(req.socket.remoteAddress, nodeHeader(req, 'x-forwarded-for'), deps.trustProxy);

  function answerFromMemory(req: IncomingMessage): ReadyAnswer | undefined {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const path = req.url;
    if (path === undefined || path.charCodeAt(0) !== 47 || /[?%]/.test(path)) return undefined;
    const host = req.headers.host;
    if (host === undefined) return undefined;
    // A fediverse server's lookup of a blog's or post's address gets the actor or the article.
    if (asksForActivityJson(req.headers.accept)) return undefined;
    // One clock read for the caches' ages.
    const now = Date.now();
    const known = targets.get(host, now);
    if (!known || known.target.kind === 'app') return undefined;
    if (API_OR_MEDIA.test(path) || previewToken(path) !== null) return undefined;
    const blogId = hosts.get(known.key, now);
    if (blogId === undefined || blogId === null) return undefined;
    // A member's pages are kept apart by audience: answered here only when this instance read
    // the session lately, else the middleware asks the database.
    let audience: Audience = 'visitor';
    let tier: string | null = null;
    const cookie = req.headers.cookie;
    if (cookie !== undefined) {
      const token = memberCookieIn(cookie);
      if (token !== undefined) {
        const member = rememberedMember(blogId, token, now);
        if (member === undefined) return undefined;
        if (member) {
          audience = memberAudience(member.status);
          tier = member.tier;
        }
      }
    }
    const version = versions.localContent(blogId);
    if (version === undefined) return undefined;
    const kept = sites.get(String(blogId), now);
    if (!kept || kept.version !== version) return undefined;
    if (audience !== 'visitor' && !kept.site.membersEnabled) audience = 'visitor';
    // The middleware's key for an address without a query (page 1), made once per address and
    // version rather than joined (and hashed) again for every request.
    let shownTo: string = audience;
    if (audience === 'paid' && tier !== null) {
      const kept = paidKeys.get(tier);
      if (kept === undefined) {
        shownTo = audienceKey(audience, tier);
        if (paidKeys.size >= 1_000) paidKeys.clear();
        paidKeys.set(tier, shownTo);
      } else shownTo = kept;
    }
    let byAddress = pageKeys.get(shownTo);
    if (!byAddress) {
      byAddress = new Map();
      pageKeys.set(shownTo, byAddress);
    }
    let pageKey = byAddress.get(path);
    if (!pageKey || pageKey.blogId !== blogId || pageKey.version !== version) {
      pageKey = { blogId, version, key: pageCacheKey(blogId, version, path, 1, shownTo) };
      if (pageKeyCount >= 10_000) {
        pageKeys.clear();
        pageKeyCount = 0;
        byAddress = new Map();
        pageKeys.set(shownTo, byAddress);
      }
      if (!byAddress.has(path)) pageKeyCount++;
      byAddress.set(path, pageKey);
    }
    const entry = pages.get(pageKey.key, now);
    if (!entry) return undefined;
    if (deps.analytics && kept.site.counted && entry.counts && method === 'GET') {
      count(
        req,
        nodeHeader,
        nodeAddress,
        deps.analytics,
        deps.jwtSecret,
        blogId,
        host,
        path,
        entry.counts,
        deps.now().getTime(),
      );
    }
    const result = answer(
      entry,
      {
        method,
        acceptEncoding: nodeHeader(req, 'accept-encoding'),
        ifNoneMatch: nodeHeader(req, 'if-none-match'),
        ifModifiedSince: nodeHeader(req, 'if-modified-since'),
      },
      audience === 'visitor' ? REVALIDATE : REVALIDATE_PRIVATE,
    );
    return { ...result, route: 'blog-page', blogId };
  }

  return { middleware, versions, answerFromMemory };
}

/** A page or a feed served whole is counted; a 404, a redirect, the sitemap or robots.txt not. */
function countsOf(rendered: Rendered): CachedResponse['counts'] {
  if (rendered.status !== 200) return undefined;
  if (rendered.contentType.startsWith('text/html')) {
    return { kind: 'page', postId: rendered.postId ?? null };
  }
  if (/rss|atom/.test(rendered.contentType)) return { kind: 'feed', postId: null };
  return undefined;
}

/**
 * Hands the view's raw fields to the buffer; a browser's prefetch is not a view, nor a visit of
 * one of the blog's members (their mark, decision 038). The request's headers and address are
 * read through `source` by functions made once, not closures made for each view.
 */
function count<S>(
  source: S,
  header: (source: S, name: string) => string | undefined,
  address: (source: S) => string,
  recorder: ViewRecorder,
  secret: Uint8Array,
  blogId: number,
  host: string,
  path: string,
  counts: NonNullable<CachedResponse['counts']>,
  atMs: number,
) {
  const purpose = header(source, 'sec-purpose') ?? header(source, 'purpose');
  if (purpose?.includes('prefetch')) return;
  const cookie = header(source, 'cookie');
  if (cookie !== undefined && isOwnVisit(secret, cookie, blogId, atMs)) return;
  recorder.add(
    blogId,
    atMs,
    counts.kind,
    counts.postId ?? -1,
    address(source),
    header(source, 'user-agent') ?? '',
    host,
    path,
    header(source, 'referer'),
  );
}

function hostNameOf(deps: AppDeps): string {
  return deps.publicDomain.replace(/:\d+$/, '').toLowerCase();
}

/** The public blogs' middleware, mounted before the API (see `createPublicSite`). */
export function publicSite(
  deps: AppDeps,
  versions?: ContentVersions,
  security?: SecurityConfig,
): MiddlewareHandler<AppEnv> {
  return createPublicSite(deps, versions, security).middleware;
}
