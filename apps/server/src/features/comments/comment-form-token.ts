import { createHmac } from 'node:crypto';
import type { FormTiming } from '@bitacora/domain';
import { hmacSignature, sameSecret } from '../../platform/http/signature.ts';

/**
 * The public comment form carries the time it was rendered, signed with a key derived from the
 * server's secret (docs/decisions/023-comment-rules-and-spam.md). A person takes seconds to
 * write; a bot posts at once, or forges or reuses a token.
 */
export const FORM_TOKEN_FIELD = 'formToken';
/** Faster than this between rendering and sending is a bot. */
export const MIN_FILL_MS = 3000;
/** An older token (a tab left open for days) proves nothing, and is read as none. */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 86_400_000;
/** Clocks of several servers may differ a little. */
const CLOCK_SKEW_MS = 5000;

function signature(secret: Uint8Array, postUuid: string, issuedAtMs: number): string {
  const key = createHmac('sha256', secret).update('comment-form-token').digest();
  return hmacSignature(key, `${postUuid}.${issuedAtMs}`);
}

/** The token the form of `postUuid` carries, rendered at `issuedAt`. */
export function issueFormToken(secret: Uint8Array, postUuid: string, issuedAt: Date): string {
  const ms = issuedAt.getTime();
  return `${ms}.${signature(secret, postUuid, ms)}`;
}

/** What a submit's token says: none, forged, too fast, or in good time. */
export function formTiming(
  secret: Uint8Array,
  postUuid: string,
  token: string | undefined | null,
  now: Date,
): FormTiming {
  if (token === undefined || token === null || token === '') return 'missing';
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAtMs = Number(match[1]);
  if (!sameSecret(signature(secret, postUuid, issuedAtMs), match[2] ?? '')) return 'invalid';
  const elapsed = now.getTime() - issuedAtMs;
  if (elapsed < -CLOCK_SKEW_MS) return 'invalid';
  if (elapsed < MIN_FILL_MS) return 'too-fast';
  if (elapsed > FORM_TOKEN_MAX_AGE_MS) return 'missing';
  return 'ok';
}
