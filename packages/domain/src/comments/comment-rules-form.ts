import { COMMENT_RULES_MESSAGES as M } from '../messages/blogs.es.ts';
import { utcToZonedWallTime, zonedWallTimeToUtc } from '../scheduling/time-zone.ts';
import { COMMENT_RULE_LIMITS } from './comment-rules.ts';

/**
 * The settings form's reading of the comment rules: what an admin types, checked with the
 * server's bounds and words before the save, so the form says what is wrong at the field.
 */

const INTEGER = /^-?\d+$/;

/** A count typed in a field: null when it is fine, else the field's message. */
function integerMessage(
  text: string,
  min: number,
  max: number,
  words: { notNumber: string; notInteger: string; tooFew: string; tooMany: string },
): string | null {
  const value = text.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(value)) return words.notNumber;
  if (!INTEGER.test(value)) return words.notInteger;
  const number = Number(value);
  if (number < min) return words.tooFew;
  if (number > max) return words.tooMany;
  return null;
}

/** 'Más de N enlaces': a whole number from 0 to the limit. */
export function validateMaxLinks(text: string): string | null {
  return integerMessage(text, 0, COMMENT_RULE_LIMITS.maxLinks, {
    notNumber: M.maxLinksNotNumber,
    notInteger: M.maxLinksNotInteger,
    tooFew: M.maxLinksNegative,
    tooMany: M.maxLinksTooMany(COMMENT_RULE_LIMITS.maxLinks),
  });
}

/** 'Cerrar tras N días': empty for never, else a whole number from 1 to the limit. */
export function validateCloseAfterDays(text: string): string | null {
  if (text.trim() === '') return null;
  return integerMessage(text, 1, COMMENT_RULE_LIMITS.closeAfterDays, {
    notNumber: M.daysNotNumber,
    notInteger: M.daysNotInteger,
    tooFew: M.daysTooFew,
    tooMany: M.daysTooMany(COMMENT_RULE_LIMITS.closeAfterDays),
  });
}

/** Held words as typed (one a line or comma separated): trimmed, blanks and repeats dropped. */
export function parseHeldWords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((word) => word.trim().replace(/\s+/g, ' '))
        .filter((word) => word !== ''),
    ),
  ];
}

/** The held words' list: how many and how long each. */
export function validateHeldWords(words: readonly string[]): string | null {
  if (words.length > COMMENT_RULE_LIMITS.heldWords) {
    return M.heldWordsTooMany(COMMENT_RULE_LIMITS.heldWords);
  }
  if (words.some((word) => word.length > COMMENT_RULE_LIMITS.heldWordLength)) {
    return M.heldWordTooLong(COMMENT_RULE_LIMITS.heldWordLength);
  }
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email to block. */
export function validateBlockedEmail(text: string): string | null {
  const value = text.trim();
  if (value === '') return M.emailRequired;
  return EMAIL.test(value) ? null : M.emailInvalid;
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function isIpv6(value: string): boolean {
  if ((value.match(/::/g) ?? []).length > 1) return false;
  const [head = '', tail] = value.split('::') as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const all = [...groups(head), ...groups(tail ?? '')];
  // An IPv4 tail ('::ffff:203.0.113.7') counts as two groups.
  const last = all.at(-1);
  const v4Tail = last !== undefined && IPV4.test(last);
  const hex = v4Tail ? all.slice(0, -1) : all;
  if (!hex.every((group) => HEX_GROUP.test(group))) return false;
  const count = hex.length + (v4Tail ? 2 : 0);
  return tail === undefined ? count === 8 : count < 8;
}

/** An IPv4 or IPv6 address to block. */
export function validateBlockedIp(text: string): string | null {
  const value = text.trim();
  return IPV4.test(value) || isIpv6(value) ? null : M.ipInvalid;
}

/** The list of blocks: at most the limit. */
export function validateBlockedCount(count: number): string | null {
  return count > COMMENT_RULE_LIMITS.blocked ? M.blockedTooMany(COMMENT_RULE_LIMITS.blocked) : null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A block's end from the form's date ('YYYY-MM-DD', empty for none): the end of that day in the
 * blog's zone, as the ISO instant the server takes; a day already over is refused.
 */
export function blockExpiryOf(
  date: string,
  zone: string,
  now: Date,
): { expiresAt: string | null; error: null } | { expiresAt: null; error: string } {
  if (date.trim() === '') return { expiresAt: null, error: null };
  const end = DATE.test(date.trim()) ? zonedWallTimeToUtc(`${date.trim()}T23:59`, zone) : null;
  if (end === null) return { expiresAt: null, error: M.expiryInvalid };
  if (end.getTime() <= now.getTime()) return { expiresAt: null, error: M.expiryPast };
  return { expiresAt: end.toISOString(), error: null };
}

/** The day a block ends, in the blog's zone ('YYYY-MM-DD'), for the list. */
export function blockExpiryDay(expiresAt: string, zone: string): string {
  return utcToZonedWallTime(new Date(expiresAt), zone).slice(0, 10);
}
