import type { FormErrors } from '../form-errors/form-errors.ts';
import { PROFILE_LINK_MESSAGES } from '../messages.es.ts';

/** The social links an account may show on its author pages, in the order they are shown. */
export const PROFILE_LINK_KEYS = [
  'website',
  'x',
  'mastodon',
  'instagram',
  'linkedin',
  'github',
] as const;
export type ProfileLinkKey = (typeof PROFILE_LINK_KEYS)[number];

/** An account's links: only the set ones, each an absolute https:// address. */
export type ProfileLinks = Partial<Record<ProfileLinkKey, string>>;

/** The longest address a link keeps (characters). */
export const PROFILE_LINK_MAX_LENGTH = 300;

/** The panel's label of each field. */
export const PROFILE_LINK_LABELS = {
  website: 'Sitio web',
  x: 'X (Twitter)',
  mastodon: 'Mastodon',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  github: 'GitHub',
} as const satisfies Record<ProfileLinkKey, string>;

/** How a message names each field: 'La dirección {of} …'. */
const OF = {
  website: 'del sitio web',
  x: 'de X',
  mastodon: 'de Mastodon',
  instagram: 'de Instagram',
  linkedin: 'de LinkedIn',
  github: 'de GitHub',
} as const satisfies Record<ProfileLinkKey, string>;

/** '@ana@mastodon.social' (the first @ may be left out): a Mastodon account by its handle. */
const MASTODON_HANDLE =
  /^@?([A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?)@((?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/;

/** White space or a control character anywhere: a pasted address with a stray piece. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

export type ProfileLinkCheck = { ok: true; link: string | null } | { ok: false; message: string };

/**
 * One social link of a profile, as typed: empty (or null) is unset (`link: null`); an absolute
 * `https://` address on a named host is kept as typed, trimmed; for Mastodon, a handle
 * ('@usuario@servidor') becomes its profile address ('https://servidor/@usuario'). Refused, with
 * the field's message: other schemes (http, javascript:, data:…), relative addresses, a user or
 * password in the address, white space inside, more than 300 characters.
 */
export function checkProfileLink(
  key: ProfileLinkKey,
  value: string | null | undefined,
): ProfileLinkCheck {
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, link: null };
  const of = OF[key];
  const tooLong = {
    ok: false,
    message: PROFILE_LINK_MESSAGES.tooLong(of, PROFILE_LINK_MAX_LENGTH),
  } as const;
  if (text.length > PROFILE_LINK_MAX_LENGTH) return tooLong;
  const handle = key === 'mastodon' ? MASTODON_HANDLE.exec(text) : null;
  if (handle) {
    const link = `https://${(handle[2] as string).toLowerCase()}/@${handle[1]}`;
    return link.length > PROFILE_LINK_MAX_LENGTH ? tooLong : { ok: true, link };
  }
  const notAddress = {
    ok: false,
    message:
      key === 'mastodon' ? PROFILE_LINK_MESSAGES.mastodon : PROFILE_LINK_MESSAGES.notAddress(of),
  } as const;
  if (SPACE_OR_CONTROL.test(text)) return notAddress;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return notAddress;
  }
  if (url.protocol === 'http:') return { ok: false, message: PROFILE_LINK_MESSAGES.notHttps(of) };
  // 'https:x.com' parses as https://x.com: the address must be written whole.
  if (url.protocol !== 'https:' || !/^https:\/\//i.test(text)) return notAddress;
  if (url.username !== '' || url.password !== '')
    return { ok: false, message: PROFILE_LINK_MESSAGES.credentials(of) };
  if (!url.hostname.includes('.') || url.hostname.endsWith('.')) return notAddress;
  return { ok: true, link: text };
}

/** Every field of a profile's links the rule refuses, with its message; `{}` when all pass. */
export function profileLinksErrors(
  values: Partial<Record<ProfileLinkKey, string | null>>,
): FormErrors<ProfileLinkKey> {
  const errors: FormErrors<ProfileLinkKey> = {};
  for (const key of PROFILE_LINK_KEYS) {
    const check = checkProfileLink(key, values[key]);
    if (!check.ok) errors[key] = check.message;
  }
  return errors;
}

/**
 * The links a stored value holds, read defensively: only the six keys, only values the rule
 * keeps as they are. Whatever else the column holds (a hand-made row, an older shape) is left
 * out rather than linked.
 */
export function storedProfileLinks(stored: unknown): ProfileLinks {
  const links: ProfileLinks = {};
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return links;
  for (const key of PROFILE_LINK_KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    const check = checkProfileLink(key, value);
    if (check.ok && check.link !== null && check.link === value) links[key] = value;
  }
  return links;
}

/**
 * Stored links merged with a change: a key the change leaves out keeps its link, null unsets it.
 * The result holds only set keys, in the fields' order.
 */
export function mergeProfileLinks(
  current: ProfileLinks,
  change: Partial<Record<ProfileLinkKey, string | null>>,
): ProfileLinks {
  const merged: ProfileLinks = {};
  for (const key of PROFILE_LINK_KEYS) {
    const value = change[key] === undefined ? current[key] : change[key];
    if (value) merged[key] = value;
  }
  return merged;
}

/** The six keys, each its link or null: the shape the API answers. */
export function profileLinksWithAll(links: ProfileLinks): Record<ProfileLinkKey, string | null> {
  return Object.fromEntries(PROFILE_LINK_KEYS.map((key) => [key, links[key] ?? null])) as Record<
    ProfileLinkKey,
    string | null
  >;
}
