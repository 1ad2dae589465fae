/*
 * A blog's own members are not counted (docs/decisions/038-members-not-counted.md). The panel's
 * 'Ver blog' goes through this address on the blog's host: the server checks the signed link,
 * leaves a first-party mark for that blog on the browser and shows the blog's home page.
 */

/** On every blog host, like the read beacon: `/api/*` reaches the API there. */
export const OWN_VISIT_PATH = '/api/analytics/own-visit';
/** The query parameter carrying the signed, short-lived link. */
export const OWN_VISIT_PARAM = 'marca';

/** The blog's address (`blogBaseUrl`) through the mark; the blog's own address without a link. */
export function ownVisitUrl(blogUrl: string, link: string | null | undefined): string {
  if (!link) return blogUrl;
  return `${blogUrl.replace(/\/+$/, '')}${OWN_VISIT_PATH}?${OWN_VISIT_PARAM}=${encodeURIComponent(link)}`;
}
