import type { RateLimitState, RateLimitStore } from './store.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Second-factor guesses (TOTP, recovery and emailed codes at sign-in), counted per account and
 * per address across every challenge, so a known password buys no more than these: past
 * `captchaAfter` wrong codes in the hour the sign-in asks the captcha again, and past `max`
 * (ASVS's 100 an hour) the account, or the address, gets no more code checks until the hour
 * ends. A right password gives nothing back; only a right code returns its own try.
 */
export const SECOND_FACTOR_LIMITS = {
  captchaAfter: 10,
  perAccount: { max: 100, windowMs: HOUR },
  perAddress: { max: 100, windowMs: HOUR },
  /** One new-device code mail per account per window. */
  codeMail: { windowMs: 10 * MINUTE },
} as const;

const keys = (email: string, address: string) => ({
  account: `second-factor:account:${email}`,
  address: `second-factor:address:${address}`,
});

export type SecondFactorAttempt =
  | { allowed: false; reason: 'limited'; retryAfterSeconds: number }
  | { allowed: false; reason: 'captcha' }
  | { allowed: true };

export interface SecondFactorLimiter {
  /** Whether a sign-in of this account, or from this address, must solve the captcha first. */
  captchaNeeded(email: string, address: string, now: Date): Promise<boolean>;
  /**
   * Counts the try before the code is checked (one atomic hit per counter), so parallel
   * guesses never check more than the limits allow. `captchaSolved`: the challenge was
   * given after a solved captcha.
   */
  begin(
    email: string,
    address: string,
    captchaSolved: boolean,
    now: Date,
  ): Promise<SecondFactorAttempt>;
  /** The right code: the try is not a failure. */
  succeeded(email: string, address: string): Promise<void>;
}

const secondsUntil = (state: RateLimitState, now: Date) =>
  Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));

export function createSecondFactorLimiter(store: RateLimitStore): SecondFactorLimiter {
  const giveBack = (email: string, address: string) => {
    const k = keys(email, address);
    return Promise.all([store.release(k.account), store.release(k.address)]).then(() => {});
  };
  return {
    async captchaNeeded(email, address, now) {
      const k = keys(email, address);
      const counts = await Promise.all([store.get(k.account, now), store.get(k.address, now)]);
      return counts.some((c) => c !== null && c.count >= SECOND_FACTOR_LIMITS.captchaAfter);
    },
    async begin(email, address, captchaSolved, now) {
      const k = keys(email, address);
      const [account, perAddress] = await Promise.all([
        store.hit(k.account, SECOND_FACTOR_LIMITS.perAccount.windowMs, now),
        store.hit(k.address, SECOND_FACTOR_LIMITS.perAddress.windowMs, now),
      ]);
      const over = [
        account.count > SECOND_FACTOR_LIMITS.perAccount.max ? account : null,
        perAddress.count > SECOND_FACTOR_LIMITS.perAddress.max ? perAddress : null,
      ].filter((state): state is RateLimitState => state !== null);
      if (over.length > 0) {
        return {
          allowed: false,
          reason: 'limited',
          retryAfterSeconds: Math.max(...over.map((s) => secondsUntil(s, now))),
        };
      }
      const captchaDue = [account, perAddress].some(
        (state) => state.count > SECOND_FACTOR_LIMITS.captchaAfter,
      );
      if (captchaDue && !captchaSolved) {
        // Not a guess: the code is not looked at.
        await giveBack(email, address);
        return { allowed: false, reason: 'captcha' };
      }
      return { allowed: true };
    },
    succeeded: giveBack,
  };
}
