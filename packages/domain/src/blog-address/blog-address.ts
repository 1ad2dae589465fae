import { DEFAULT_PUBLIC_DOMAIN } from '../constants/constants.ts';
import { BLOG_MESSAGES, SETTINGS_MESSAGES, subdomainReservedMessage } from '../messages.es.ts';

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;

/**
 * Subdomains a blog cannot take: they name the product's own hosts and areas, or would pass for
 * them in a phishing link.
 */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'app',
  'panel',
  'cms',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'static',
  'assets',
  'cdn',
  'media',
  'img',
  'blog',
  'blogs',
  'super-admin',
  'superadmin',
  'login',
  'logout',
  'signup',
  'registro',
  'auth',
  'account',
  'cuenta',
  'dashboard',
  'help',
  'ayuda',
  'support',
  'soporte',
  'status',
  'docs',
  'dev',
  'test',
  'staging',
  'demo-admin',
  'billing',
  'pagos',
  'root',
  'localhost',
] as const;

/** Trims and lower-cases what the user typed, the form in which a subdomain is stored. */
export function normalizeSubdomain(input: string): string {
  return input.trim().toLowerCase();
}

/** True when the (normalised) subdomain is on the reserved list. */
export function isReservedSubdomain(subdomain: string): boolean {
  return (RESERVED_SUBDOMAINS as readonly string[]).includes(normalizeSubdomain(subdomain));
}

/**
 * A blog subdomain (signup step 3, blog modal): lower-case letters, digits and hyphens, 3 to 63
 * characters (one DNS label), not starting or ending with a hyphen, not reserved. Checks the value
 * as given: call `normalizeSubdomain` first to accept "MiBlog".
 */
export function validateSubdomain(subdomain: string): string | null {
  if (subdomain.trim() === '') return BLOG_MESSAGES.subdomainRequired;
  if (!/^[a-z0-9-]+$/.test(subdomain)) return BLOG_MESSAGES.subdomainCharacters;
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH || subdomain.length > SUBDOMAIN_MAX_LENGTH) {
    return BLOG_MESSAGES.subdomainLength;
  }
  if (subdomain.startsWith('-') || subdomain.endsWith('-'))
    return BLOG_MESSAGES.subdomainHyphenEdges;
  if (isReservedSubdomain(subdomain)) return subdomainReservedMessage(subdomain);
  return null;
}

/** Trims, lower-cases and drops one final dot ("miblog.com." is "miblog.com"). */
export function normalizeHostName(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '');
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain: letters only, or a punycode label. Rules out bare IP addresses. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** True for a fully qualified host name such as "miblog.com" or "www.mi-blog.es". */
export function isValidHostName(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? '');
}

/**
 * The optional custom domain of a blog (blog modal, settings). Empty is fine. The value is
 * normalised first; a scheme or path gets its own hint; a host under the product domain is
 * refused (that is what subdomains are for). `publicDomain` may carry a port, which is ignored;
 * `null` checks the host's shape only (the contract, which does not know the product domain).
 */
export function validateCustomDomain(
  domain: string | null | undefined,
  publicDomain: string | null = DEFAULT_PUBLIC_DOMAIN,
): string | null {
  const host = normalizeHostName(domain ?? '');
  if (host === '') return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(host) || /[/?#]/.test(host))
    return BLOG_MESSAGES.domainHasScheme;
  if (!isValidHostName(host)) return BLOG_MESSAGES.domainInvalid;
  if (publicDomain === null) return null;
  const product = normalizeHostName(publicDomain.replace(/:\d+$/, ''));
  if (host === product || host.endsWith(`.${product}`)) return BLOG_MESSAGES.domainIsProductDomain;
  return null;
}

/** Blog modal: name and subdomain are required; then the subdomain and domain rules. */
export function validateBlogForm(
  input: { name: string; subdomain: string; domain?: string | null },
  publicDomain: string = DEFAULT_PUBLIC_DOMAIN,
): string | null {
  if (input.name.trim() === '' || input.subdomain.trim() === '') return BLOG_MESSAGES.modalRequired;
  return (
    validateSubdomain(normalizeSubdomain(input.subdomain)) ??
    validateCustomDomain(input.domain, publicDomain)
  );
}

/**
 * A Google Analytics id: a GA4 measurement id is 'G-' and 10 capital letters or digits (the form
 * Google issues and documents, G-XXXXXXXXXX); a Universal Analytics property (UA-XXXXX-Y) is
 * still taken, as blogs may keep one from before GA4.
 */
const ANALYTICS_ID = /^(?:G-[A-Z0-9]{10}|UA-\d{4,10}-\d{1,4})$/;

/** Trims and upper-cases a Google Analytics id. */
export function normalizeGoogleAnalyticsId(input: string): string {
  return input.trim().toUpperCase();
}

/** True for a (normalised) Google Analytics id; what the public site is willing to print. */
export function isGoogleAnalyticsId(id: string): boolean {
  return ANALYTICS_ID.test(id);
}

/** Settings: the Google Analytics id is optional; when given it must match the pattern. */
export function validateGoogleAnalyticsId(id: string | null | undefined): string | null {
  const value = normalizeGoogleAnalyticsId(id ?? '');
  if (value === '') return null;
  return isGoogleAnalyticsId(value) ? null : SETTINGS_MESSAGES.analyticsIdInvalid;
}
