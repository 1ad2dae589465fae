import type { CommentStatus } from '../constants/constants.ts';

/**
 * A blog's rules for visitors' comments (docs/decisions/023-comment-rules-and-spam.md). Stored
 * in the blog's settings; a blog that never saved them gets DEFAULT_COMMENT_RULES.
 */
export interface CommentRules {
  /** Comments on the whole blog; false closes every post. */
  enabled: boolean;
  /** More links than this holds a comment for moderation. */
  maxLinks: number;
  /** Words or phrases that hold a comment (whole words, case and accents ignored). */
  heldWords: string[];
  /** A commenter (same email) with an approved comment on this blog is approved at once. */
  autoApproveKnown: boolean;
  /** Posts published more than this many days ago take no comments; null for never. */
  closeAfterDays: number | null;
  /** Emails and address hashes refused, each until its expiry (null: until removed). */
  blocked: BlockedCommenter[];
}

export type BlockedCommenter =
  | { kind: 'email'; value: string; expiresAt: string | null }
  | { kind: 'ip'; hash: string; expiresAt: string };

export const DEFAULT_COMMENT_RULES: CommentRules = {
  enabled: true,
  maxLinks: 2,
  heldWords: [],
  autoApproveKnown: false,
  closeAfterDays: null,
  blocked: [],
};

/** Bounds of the rules an admin may save. */
export const COMMENT_RULE_LIMITS = {
  maxLinks: 50,
  heldWords: 200,
  heldWordLength: 60,
  closeAfterDays: 3650,
  blocked: 500,
  /** How long an address stays blocked when the admin gives no date. */
  ipBlockDays: 30,
} as const;

/** The rules as saved, over the defaults: a partial or older value still reads whole. */
export function commentRulesOf(stored: Partial<CommentRules> | null | undefined): CommentRules {
  return { ...DEFAULT_COMMENT_RULES, ...(stored ?? {}) };
}

/** Lower case without accents, so 'CASINO', 'Casinó' and 'casino' are one word. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const LINK = /\bhttps?:\/\/|\bwww\.|\[url[=\]]|<a\s[^>]*href/gi;

/** Links in a text: addresses with a scheme or 'www.', BBCode [url] and HTML anchors. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds `phrase` as whole words, case and accents ignored. */
export function containsPhrase(text: string, phrase: string): boolean {
  const folded = foldText(phrase).trim().replace(/\s+/g, ' ');
  if (folded === '') return false;
  const pattern = folded.split(' ').map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u').test(foldText(text));
}

/** The first held word found in `text`, or null. */
export function heldWordIn(text: string, words: readonly string[]): string | null {
  return words.find((word) => containsPhrase(text, word)) ?? null;
}

/** Whether a post can take comments now, and why not. */
export type CommentingClosed = 'blog' | 'post' | 'age' | null;

export function commentingClosed(
  rules: CommentRules,
  post: { commentsClosed: boolean; publishedAt: Date | null },
  now: Date,
): CommentingClosed {
  if (!rules.enabled) return 'blog';
  if (post.commentsClosed) return 'post';
  if (rules.closeAfterDays !== null && post.publishedAt) {
    const age = now.getTime() - post.publishedAt.getTime();
    if (age > rules.closeAfterDays * 86_400_000) return 'age';
  }
  return null;
}

/** Whether an email or address hash is on the blog's list, its expiry not yet passed. */
export function isBlocked(
  rules: CommentRules,
  commenter: { email: string; ipHash: string },
  now: Date,
): boolean {
  const email = commenter.email.trim().toLowerCase();
  return rules.blocked.some((entry) => {
    if (entry.expiresAt !== null && new Date(entry.expiresAt).getTime() <= now.getTime()) {
      return false;
    }
    return entry.kind === 'email'
      ? entry.value.trim().toLowerCase() === email
      : entry.hash === commenter.ipHash;
  });
}

/** What the time token of the public form says about a submit. */
export type FormTiming = 'ok' | 'missing' | 'too-fast' | 'invalid';

/**
 * The status a new comment starts in. SPAM when the score says so or the form's token is forged;
 * held (PENDING) when sent faster than a person writes, and by the link and word rules;
 * APPROVED for a known commenter when the blog allows it and the submit came through the form in
 * good time; PENDING otherwise. A fast sender is told 'pendiente de moderación' and that is what
 * happens: it waits in the queue, where staff hear of it (docs/decisions/050-not-spam.md).
 */
export function initialCommentStatus(input: {
  rules: CommentRules;
  content: string;
  spam: boolean;
  timing: FormTiming;
  knownCommenter: boolean;
}): { status: CommentStatus; reason: string } {
  const { rules, content, timing } = input;
  if (timing === 'invalid') return { status: 'SPAM', reason: timing };
  if (input.spam) return { status: 'SPAM', reason: 'score' };
  if (timing === 'too-fast') return { status: 'PENDING', reason: timing };
  if (countLinks(content) > rules.maxLinks) return { status: 'PENDING', reason: 'links' };
  if (heldWordIn(content, rules.heldWords) !== null) return { status: 'PENDING', reason: 'word' };
  if (rules.autoApproveKnown && input.knownCommenter && timing === 'ok') {
    return { status: 'APPROVED', reason: 'known' };
  }
  return { status: 'PENDING', reason: 'moderation' };
}
