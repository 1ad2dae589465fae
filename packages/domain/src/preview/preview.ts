import { DEFAULT_PUBLIC_DOMAIN, DEFAULTS, type Language } from '../constants/constants.ts';
import { isPublished } from '../content/content.ts';
import { itemPath } from '../languages/addresses.ts';
import { POST_MESSAGES } from '../messages.es.ts';

export interface PreviewBlog {
  subdomain?: string | null;
  /** The blog's custom domain, preferred when set (and verified). */
  domain?: string | null;
  /** False: the domain is pending verification, so the subdomain is the address. */
  domainVerified?: boolean;
}

export interface PreviewInput {
  /** The post's status in any case (DRAFT/PUBLISHED or draft/published). */
  status: string | null | undefined;
  slug: string | null | undefined;
  blog?: PreviewBlog | null;
  /** The product domain (`PUBLIC_DOMAIN`), with its port if any. */
  publicDomain?: string | null;
  /** The post's language and the blog's main one: another than the main is under its code. */
  language?: Language | null;
  mainLanguage?: Language | null;
}

export type PreviewResult = { ok: true; url: string } | { ok: false; message: string };

/** Loopback hosts have no certificate: http there, https everywhere else. */
function protocolFor(host: string): 'http' | 'https' {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  const isLocal =
    name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
  return isLocal ? 'http' : 'https';
}

/** Drops a scheme and anything after the host someone may have stored with the domain. */
function bareHost(value: string): string {
  return value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '');
}

/**
 * The public address of a blog: its custom domain when set and not pending, else `{subdomain}.{publicDomain}`
 * with subdomain 'demo' and DEFAULT_PUBLIC_DOMAIN when missing. Protocol http for
 * localhost, https otherwise. No trailing slash.
 */
export function blogBaseUrl(blog?: PreviewBlog | null, publicDomain?: string | null): string {
  const custom = blog?.domainVerified === false ? '' : bareHost(blog?.domain ?? '');
  const host =
    custom !== ''
      ? custom
      : `${bareHost(blog?.subdomain ?? '') || DEFAULTS.previewSubdomain}.${
          bareHost(publicDomain ?? '') || DEFAULT_PUBLIC_DOMAIN
        }`;
  return `${protocolFor(host)}://${host.toLowerCase()}`;
}

/**
 * 'Ver en el frontend': only a published post with a slug has a public address,
 * `{subdomain}.{domain}/blog/{slug}`, or `/{lang}/blog/{slug}` for a post in another language
 * than the blog's main one ({@link itemPath}). Otherwise the spec's message, to show as an alert.
 */
export function postPreviewUrl(input: PreviewInput): PreviewResult {
  if (!isPublished(input.status)) return { ok: false, message: POST_MESSAGES.previewNotPublished };
  const slug = (input.slug ?? '').trim();
  if (slug === '') return { ok: false, message: POST_MESSAGES.previewNoSlug };
  return {
    ok: true,
    url: `${blogBaseUrl(input.blog, input.publicDomain)}${itemPath('post', slug, input.language ?? DEFAULTS.language, input.mainLanguage ?? input.language ?? DEFAULTS.language)}`,
  };
}
