/** The media types a fediverse server asks for when it looks up an address. */
const ACTIVITY_TYPES = /application\/(?:activity\+json|ld\+json)/i;

/**
 * Whether an Accept header asks for ActivityPub's JSON rather than a page: such a request for
 * a blog's or a post's address is the fediverse's, never answered with the kept HTML page.
 */
export const asksForActivityJson = (accept: string | undefined): boolean =>
  accept !== undefined && ACTIVITY_TYPES.test(accept);
