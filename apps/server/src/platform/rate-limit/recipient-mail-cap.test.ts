import { RECIPIENT_MAIL_CAPS } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { sendCapped, takeRecipientMail } from './recipient-mail-cap.ts';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { app: { seed: false } },
);

/** How many of the day's password-reset mails to `email` are still to be taken. */
async function left(email: string) {
  const state = await t.deps.rateLimitStore.get(`mail:passwordReset:${email}`, new Date());
  return RECIPIENT_MAIL_CAPS.passwordReset.max - (state?.count ?? 0);
}

/** The first password-reset mail of the day to `email`, which the cap always allows. */
async function take(email: string) {
  const taken = await takeRecipientMail(
    t.deps.rateLimitStore,
    'passwordReset',
    email,
    0,
    new Date(),
  );
  if (!taken.allowed) throw new Error('the cap refused the first mail');
  return taken;
}

describe('sendCapped', () => {
  it('keeps the slot of a mail that was sent', async () => {
    const email = 'enviado@example.com';
    const taken = await take(email);
    await expect(sendCapped(taken, async () => 'enviado')).resolves.toBe('enviado');
    expect(await left(email)).toBe(RECIPIENT_MAIL_CAPS.passwordReset.max - 1);
  });

  it('gives the slot back when the send throws, and lets the error through', async () => {
    const email = 'fallido@example.com';
    const taken = await take(email);
    const failure = new Error('SMTP caído');
    await expect(
      sendCapped(taken, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await left(email)).toBe(RECIPIENT_MAIL_CAPS.passwordReset.max);
  });
});
