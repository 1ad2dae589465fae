import { hkdfSync } from 'node:crypto';
import { hmacSignature, sameSecret } from '../../platform/http/signature.ts';

/*
 * The mark that keeps a blog's own members out of its analytics
 * (docs/decisions/038-members-not-counted.md). The panel asks for a link signed for the blog,
 * valid for an hour; the blog's host turns it into an HttpOnly cookie signed for the same blog,
 * valid for 180 days. Both say only "opened from the panel of blog N": no user, no visitor id.
 */

export const OWN_VISIT_COOKIE = 'bitacora_miembro';
export const OWN_VISIT_LINK_SECONDS = 60 * 60;
export const OWN_VISIT_MARK_SECONDS = 180 * 24 * 60 * 60;

const DAY_SECONDS = 24 * 60 * 60;

type Purpose = 'link' | 'mark';

const keys = new WeakMap<Uint8Array, Buffer>();

/** A key of its own, derived from the token key, so a mark never passes for anything else. */
function keyOf(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'bitacora own visits', 32));
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: Uint8Array, purpose: Purpose, blogId: number, expires: number) {
  return hmacSignature(keyOf(secret), `${purpose}:${blogId}:${expires}`).slice(0, 32);
}

/** `{blog}.{expiry in epoch seconds}.{signature}`. */
export function signOwnVisit(
  secret: Uint8Array,
  purpose: Purpose,
  blogId: number,
  now: Date,
): { token: string; expiresAt: Date } {
  const seconds = purpose === 'link' ? OWN_VISIT_LINK_SECONDS : OWN_VISIT_MARK_SECONDS;
  let expires = Math.floor(now.getTime() / 1000) + seconds;
  // Every mark of a blog made the same UTC day is the same string: it cannot tell members apart.
  if (purpose === 'mark') expires = Math.ceil(expires / DAY_SECONDS) * DAY_SECONDS;
  return {
    token: `${blogId}.${expires}.${signature(secret, purpose, blogId, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

/** The blog a link or mark was signed for, or null when it is forged, malformed or expired. */
export function readOwnVisit(
  secret: Uint8Array,
  purpose: Purpose,
  token: string,
  nowMs: number,
): number | null {
  const parts = TOKEN.exec(token);
  if (!parts) return null;
  const blogId = Number(parts[1]);
  const expires = Number(parts[2]);
  if (expires * 1000 <= nowMs) return null;
  return sameSecret(signature(secret, purpose, blogId, expires), parts[3] as string)
    ? blogId
    : null;
}

/** Marks already checked: the page view only compares strings. Bounded; forgetting costs an HMAC. */
const checkedBySecret = new WeakMap<
  Uint8Array,
  Map<string, { blogId: number; expiresMs: number }>
>();

/**
 * Does this Cookie header carry a valid mark for `blogId`? Called for a counted view that sent
 * cookies at all; a reader without the mark costs one substring search.
 */
export function isOwnVisit(
  secret: Uint8Array,
  cookieHeader: string,
  blogId: number,
  nowMs: number,
): boolean {
  const at = cookieHeader.indexOf(`${OWN_VISIT_COOKIE}=`);
  if (at < 0) return false;
  if (at > 0 && !/[;\s]/.test(cookieHeader.charAt(at - 1))) return false;
  const start = at + OWN_VISIT_COOKIE.length + 1;
  const end = cookieHeader.indexOf(';', start);
  const value = cookieHeader.slice(start, end < 0 ? undefined : end).trim();
  let checked = checkedBySecret.get(secret);
  if (!checked) {
    checked = new Map();
    checkedBySecret.set(secret, checked);
  }
  const known = checked.get(value);
  if (known) return known.blogId === blogId && known.expiresMs > nowMs;
  const marked = readOwnVisit(secret, 'mark', value, nowMs);
  if (marked === null) return false;
  if (checked.size >= 10_000) checked.clear();
  checked.set(value, { blogId: marked, expiresMs: Number(value.split('.')[1]) * 1000 });
  return marked === blogId;
}
