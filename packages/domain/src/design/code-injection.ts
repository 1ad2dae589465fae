import { DESIGN_MESSAGES } from '../messages/design.es.ts';

/** The most HTML each of the head and foot injections may hold, in bytes of UTF-8. */
export const CODE_INJECTION_MAX_BYTES = 20_000;

/** The most origins a blog may allow scripts from. */
export const SCRIPT_ORIGINS_MAX = 10;

/**
 * The code injection rule (decision 061): the admin's own HTML, served as written on the public
 * blog's pages, at most CODE_INJECTION_MAX_BYTES. Null when it may be kept; else the Spanish
 * sentence saying why not.
 */
export function codeInjectionIssue(html: string): string | null {
  if (new TextEncoder().encode(html).byteLength > CODE_INJECTION_MAX_BYTES) {
    return DESIGN_MESSAGES.codeInjectionTooLong(CODE_INJECTION_MAX_BYTES / 1000);
  }
  return null;
}

/**
 * An origin scripts may be loaded from, as the page's policy names it (`https://cdn.example.com`,
 * a port kept when given); null when the text is not an https origin alone (a path, a query, a
 * user name, a wildcard or another scheme).
 */
export function normalizeScriptOrigin(value: string): string | null {
  const text = value.trim().replace(/\/$/, '');
  if (!/^https:\/\/[^/?#@*\s]+$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return url.origin;
}

/**
 * The blog's allowance of script origins: each an https origin, at most SCRIPT_ORIGINS_MAX,
 * normalised and without repeats. The list, or the Spanish sentence saying why not.
 */
export function scriptOriginsOf(
  values: readonly string[],
): { origins: string[] } | { issue: string; index?: number } {
  if (values.length > SCRIPT_ORIGINS_MAX) {
    return { issue: DESIGN_MESSAGES.scriptOriginsTooMany(SCRIPT_ORIGINS_MAX) };
  }
  const origins: string[] = [];
  for (const [index, value] of values.entries()) {
    const origin = normalizeScriptOrigin(value);
    if (origin === null) return { issue: DESIGN_MESSAGES.scriptOriginInvalid(value), index };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins };
}
