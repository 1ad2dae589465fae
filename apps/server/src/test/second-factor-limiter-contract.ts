import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  createSecondFactorLimiter,
  SECOND_FACTOR_LIMITS,
} from '../platform/rate-limit/second-factor-limiter.ts';
import type { RateLimitStore } from '../platform/rate-limit/store.ts';

/** The second-factor limits on a counter store: run on the database store and the Redis one. */
export function secondFactorContract(store: () => RateLimitStore) {
  const { max } = SECOND_FACTOR_LIMITS.perAccount;

  it(`parallel wrong codes from many addresses: exactly ${max} checked per account`, async () => {
    const limiter = createSecondFactorLimiter(store());
    const email = `${randomUUID()}@example.com`;
    const now = new Date();
    const attempts = await Promise.all(
      Array.from({ length: max + 30 }, (_, i) =>
        limiter.begin(email, `${randomUUID()}-${i}`, true, now),
      ),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(max);
    const refused = attempts.filter((a) => !a.allowed);
    expect(refused).toHaveLength(30);
    for (const a of refused) expect(a).toMatchObject({ reason: 'limited' });
  });

  it('parallel wrong codes from one address across accounts: the captcha, then a refusal', async () => {
    const limiter = createSecondFactorLimiter(store());
    const address = randomUUID();
    const now = new Date();
    const withoutCaptcha = await Promise.all(
      Array.from({ length: 30 }, () =>
        limiter.begin(`${randomUUID()}@example.com`, address, false, now),
      ),
    );
    // Tries refused for the captcha are given back: they checked no code.
    expect(withoutCaptcha.filter((a) => a.allowed).length).toBeLessThanOrEqual(
      SECOND_FACTOR_LIMITS.captchaAfter,
    );
    expect(await limiter.captchaNeeded(`${randomUUID()}@example.com`, address, now)).toBe(true);
    const withCaptcha = await Promise.all(
      Array.from({ length: SECOND_FACTOR_LIMITS.perAddress.max + 10 }, () =>
        limiter.begin(`${randomUUID()}@example.com`, address, true, now),
      ),
    );
    expect(withCaptcha.filter((a) => !a.allowed).length).toBeGreaterThanOrEqual(10);
    for (const a of withCaptcha.filter((x) => !x.allowed))
      expect(a).toMatchObject({ reason: 'limited' });
  });

  it('a right code gives its try back', async () => {
    const limiter = createSecondFactorLimiter(store());
    const email = `${randomUUID()}@example.com`;
    const address = randomUUID();
    const now = new Date();
    for (let i = 0; i < SECOND_FACTOR_LIMITS.captchaAfter + 5; i++) {
      expect((await limiter.begin(email, address, false, now)).allowed).toBe(true);
      await limiter.succeeded(email, address);
    }
    expect(await limiter.captchaNeeded(email, address, now)).toBe(false);
  });
}
