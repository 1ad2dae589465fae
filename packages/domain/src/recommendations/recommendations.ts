import type { FormErrors } from '../form-errors/form-errors.ts';
import { RECOMMENDATION_MESSAGES as M } from '../messages/recommendations.es.ts';

/** The lengths a recommendation keeps (characters) and how many a blog may have. */
export const RECOMMENDATION_LIMITS = {
  url: 2000,
  title: 100,
  reason: 200,
  perBlog: 100,
} as const;

export type RecommendationField = 'url' | 'title' | 'reason';

/** What a recommendation says, as typed: the reason may be left out. */
export interface RecommendationInput {
  url: string;
  title: string;
  reason?: string | null;
}

/** White space or a control character anywhere: a pasted address with a stray piece. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** A host name without its trailing dot, lower case, and without `www.`: the site it names. */
const siteOf = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/**
 * The refusal of a recommended site's address, or null when it is kept: an absolute `https://`
 * or `http://` address on a named host (any site of the web, the blogger's choice), at most
 * 2 000 characters, without a user or password, and not on one of `ownHosts` (the blog's
 * subdomain and domain: a blog does not recommend itself).
 */
export function recommendationUrlProblem(
  value: string,
  ownHosts: readonly string[] = [],
): string | null {
  const text = value.trim();
  if (text === '') return M.urlRequired;
  if (text.length > RECOMMENDATION_LIMITS.url) return M.urlTooLong(RECOMMENDATION_LIMITS.url);
  if (SPACE_OR_CONTROL.test(text) || !/^https?:\/\//i.test(text)) return M.urlNotAddress;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return M.urlNotAddress;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return M.urlNotAddress;
  if (url.username !== '' || url.password !== '') return M.urlCredentials;
  if (!url.hostname.includes('.') || url.hostname.endsWith('.')) return M.urlNotAddress;
  const host = siteOf(url.hostname);
  if (ownHosts.some((own) => siteOf(own) === host)) return M.urlOwnBlog;
  return null;
}

/**
 * Every field of a recommendation the rule refuses, with its Spanish sentence; `{}` when all
 * pass. The title is required, at most 100 characters; the reason optional, at most 200.
 */
export function recommendationErrors(
  input: Partial<RecommendationInput>,
  ownHosts: readonly string[] = [],
): FormErrors<RecommendationField> {
  const errors: FormErrors<RecommendationField> = {};
  const url = recommendationUrlProblem(input.url ?? '', ownHosts);
  if (url) errors.url = url;
  const title = (input.title ?? '').trim();
  if (title === '') errors.title = M.titleRequired;
  else if (title.length > RECOMMENDATION_LIMITS.title)
    errors.title = M.titleTooLong(RECOMMENDATION_LIMITS.title);
  if ((input.reason ?? '').trim().length > RECOMMENDATION_LIMITS.reason)
    errors.reason = M.reasonTooLong(RECOMMENDATION_LIMITS.reason);
  return errors;
}

/** A blog with `count` recommendations may add another. */
export const canAddRecommendation = (count: number): boolean =>
  count < RECOMMENDATION_LIMITS.perBlog;
