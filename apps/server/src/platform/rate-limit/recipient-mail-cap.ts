import { RECIPIENT_MAIL_CAPS, type RecipientMailKind } from '@bitacora/domain';
import type { RateLimitStore } from './store.ts';

export type RecipientMail =
  | { allowed: true; giveBack: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one mail of `kind` to `email` from its daily cap (per blog when the cap is), counted
 * atomically before the mail is sent so parallel requests cannot pass it together. `giveBack`
 * returns it when the mail was not sent after all.
 */
export async function takeRecipientMail(
  store: RateLimitStore,
  kind: RecipientMailKind,
  email: string,
  blogId: number,
  now: Date,
): Promise<RecipientMail> {
  const cap = RECIPIENT_MAIL_CAPS[kind];
  const to = email.trim().toLowerCase();
  const key = cap.perBlog ? `mail:${kind}:${blogId}:${to}` : `mail:${kind}:${to}`;
  const state = await store.hit(key, cap.windowMs, now);
  if (state.count > cap.max) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000)),
    };
  }
  return { allowed: true, giveBack: () => store.release(key) };
}

/**
 * Sends a mail that took a slot of its cap (`taken`, from {@link takeRecipientMail}): when
 * `send` throws, the slot goes back before the error goes on, so a mail that never left does
 * not count against its recipient and a retry can take it again.
 */
export async function sendCapped<T>(
  taken: { giveBack: () => Promise<void> },
  send: () => Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    await taken.giveBack();
    throw error;
  }
}
