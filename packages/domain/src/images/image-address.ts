import { IMAGE_MESSAGES, POST_MESSAGES } from '../messages.es.ts';

/**
 * A path on this site (`/media/…`, not `//host`) or an http(s) address. The address ends up in
 * `src` or `og:image` on public pages, so `javascript:`, `data:` and the like stay out.
 */
const IMAGE_ADDRESS = /^(?:\/(?!\/)|https?:\/\/)/i;

/** Whether `value` (trimmed) is an image address a public page may show. */
export function isImageAddress(value: string): boolean {
  return IMAGE_ADDRESS.test(value.trim());
}

/** The featured image's address: empty for none, else a path or an http(s) address. */
export function validateImageAddress(
  value: string | null | undefined,
  invalid: string = IMAGE_MESSAGES.addressInvalid,
): string | null {
  const given = value?.trim() ?? '';
  return given === '' || isImageAddress(given) ? null : invalid;
}

/** The post's own image for social cards, by the featured image's rule with its own words. */
export function validateSocialImage(value: string | null | undefined): string | null {
  return validateImageAddress(value, POST_MESSAGES.socialImageInvalid);
}
