import { createHash, randomBytes } from 'node:crypto';
import { TRUSTED_TYPE_POLICIES, VIDEO_EMBED_ORIGINS } from '@bitacora/domain';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { MediaStorage } from '../storage/storage.ts';

/*
 * The browser security headers of every page the server sends, one policy per kind of page
 * (docs/decisions/008-content-security-policy.md). Scripts never run inline unless the server
 * knows their exact text (a hash); the panel's run-time styles carry a per-response nonce.
 */

/** What the policies depend on besides the page itself. */
export interface SecurityConfig {
  /** Where uploaded images are read from when not this server (S3_PUBLIC_URL, a bucket, a CDN). */
  mediaOrigin: string | null;
  /** What the panel may frame: the blogs' own hosts, for the design preview. */
  blogFrames?: readonly string[];
}

/** The media origin comes from the storage's own addresses: `/media/…` locally, absolute on S3. */
export function securityConfigFor(storage: Pick<MediaStorage, 'url'>): SecurityConfig {
  const sample = storage.url('probe.jpg');
  if (!/^https?:\/\//i.test(sample)) return { mediaOrigin: null };
  return { mediaOrigin: new URL(sample).origin };
}

/** A CSP source for one exact inline script or style. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A fresh nonce for one response: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface InlineSources {
  scripts: string[];
  styles: string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * The hashes of the inline `<script>` and `<style>` blocks of a page. Only for pages the build
 * wrote (the landing, the panel shell): hashing a page that holds user content would allow
 * whatever that content managed to inject.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`)) scripts.add(hashSource(body));
  }
  const styles = new Set<string>();
  for (const [, body = ''] of html.matchAll(INLINE_STYLE)) styles.add(hashSource(body));
  return { scripts: [...scripts], styles: [...styles] };
}

type Directives = Record<string, readonly string[]>;

const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(' ')}` : name))
    .join('; ');

/** Every policy starts from nothing and says what it allows. */
const LOCKED: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Images: the server's own, uploaded media, inline icons, and any web address a post names. */
function imageSources(config: SecurityConfig, extra: readonly string[] = []): string[] {
  return [
    "'self'",
    'data:',
    ...extra,
    'https:',
    ...(config.mediaOrigin ? [config.mediaOrigin] : []),
  ];
}

/**
 * The Trusted Types policies the panel may create: its own, and the ones its libraries make
 * for their fixed markup (ProseMirror's clipboard parser, the captcha widget's templates).
 */
const PANEL_TRUSTED_TYPES = [
  ...Object.values(TRUSTED_TYPE_POLICIES),
  'ProseMirrorClipboard',
  'svelte-trusted-html',
];

/**
 * The panel (its `index.html` for every panel route). Its scripts and the captcha's worker are
 * the build's files; the styles styled-components adds at run time carry the response's nonce
 * (read from `<meta property="csp-nonce">`); image previews are `blob:` addresses. DOM sinks take
 * only Trusted Types, from the policies listed.
 */
export function panelPolicy(
  config: SecurityConfig,
  page: { nonce: string; inline: InlineSources },
): string {
  return serialize({
    ...LOCKED,
    'script-src': ["'self'", ...page.inline.scripts],
    'style-src': ["'self'", `'nonce-${page.nonce}'`, ...page.inline.styles],
    'img-src': imageSources(config, ['blob:']),
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    ...(config.blogFrames?.length ? { 'frame-src': [...config.blogFrames] } : {}),
    'require-trusted-types-for': ["'script'"],
    'trusted-types': PANEL_TRUSTED_TYPES,
  });
}

/** The landing: a prerendered page whose inline theme script and styles are hashed. */
export function landingPolicy(config: SecurityConfig, inline: InlineSources): string {
  return serialize({
    ...LOCKED,
    'script-src': ["'self'", ...inline.scripts],
    'style-src': ["'self'", ...inline.styles],
    'img-src': imageSources(config),
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
  });
}

/**
 * Google Analytics 4 as Google documents it for a CSP: the tag from the Tag Manager host, hits
 * sent to the Analytics collection hosts. Images from them are already allowed (`https:`).
 */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * A public blog page. Its inline blocks are the template's stylesheet and the server's own
 * scripts, passed here as hashes; the page may be framed only by the blog itself, and frames
 * nothing but the video players of its own content.
 */
export function blogPolicy(
  config: SecurityConfig,
  page: {
    scripts: readonly string[];
    styles: readonly string[];
    analytics: boolean;
    /** The page frames a YouTube or Vimeo player (from a video block of its content). */
    video?: boolean;
    /** The blog serves its chosen fonts from its own host. */
    fonts?: boolean;
    /** The blog has an icon, listed by its web manifest on its own host. */
    manifest?: boolean;
  },
): string {
  return serialize({
    ...LOCKED,
    'script-src': [...page.scripts, ...(page.analytics ? ANALYTICS_SCRIPTS : [])],
    'style-src': [...page.styles],
    'img-src': imageSources(config),
    'connect-src': ["'self'", ...(page.analytics ? ANALYTICS_CONNECT : [])],
    ...(page.fonts ? { 'font-src': ["'self'"] } : {}),
    ...(page.manifest ? { 'manifest-src': ["'self'"] } : {}),
    'form-action': ["'self'"],
    ...(page.video ? { 'frame-src': [...VIDEO_EMBED_ORIGINS] } : {}),
    'frame-ancestors': ["'self'"],
  });
}

/**
 * The server's own small pages (404, a missing build, an unknown blog, the sandbox checkout):
 * no script at all, their one stylesheet by hash, forms only to this server.
 */
export function serverPagePolicy(page: { styles: readonly string[]; forms?: boolean }): string {
  return serialize({
    ...LOCKED,
    'style-src': page.styles.length > 0 ? [...page.styles] : ["'none'"],
    'img-src': ['data:'],
    'form-action': page.forms ? ["'self'"] : ["'none'"],
  });
}

/**
 * Powerful features nothing in the product uses, off for the page and anything it embeds
 * (uploads use a file input, payments leave for the provider's page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The headers of a public blog's answers. They are written before the app's middleware runs
 * (blog pages are cached with their headers), so they are listed here in full: no HSTS, since
 * a custom domain's TLS is its owner's business.
 */
export const BLOG_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': PERMISSIONS_POLICY,
};

/** A page without a policy of its own gets this one: nothing runs, nothing loads. */
export const FALLBACK_POLICY = serverPagePolicy({ styles: [] });

/**
 * The headers of every answer on the app's own hosts (API, panel, landing, files). The panel's
 * addresses carry reset and invitation tokens, so no Referer leaves it; nothing here is meant
 * to be framed. An HTML answer that set no policy of its own gets the locked one.
 */
export function appSecurityHeaders(): MiddlewareHandler {
  const baseline = secureHeaders({
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: 'same-origin',
  });
  return async (c, next) => {
    await baseline(c, next);
    c.res.headers.set('permissions-policy', PERMISSIONS_POLICY);
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.res.headers.set('content-security-policy', FALLBACK_POLICY);
    }
  };
}
