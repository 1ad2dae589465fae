import { solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../mail/mailer.ts';
import { escapeHtml, resetMail } from '../mail/templates.ts';
import { checkCaptcha, createCaptchaChallenge } from './captcha.ts';

const config = { hmacKey: 'clave-de-prueba', maxNumber: 1_000 };

async function solve(now: Date, hmacKey = config.hmacKey) {
  const c = await createCaptchaChallenge({ ...config, hmacKey }, now);
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ ...c, number: s?.number })).toString('base64');
}

describe('captcha', () => {
  it('accepts a solved challenge until it expires; refuses another key and garbage', async () => {
    const now = new Date();
    const payload = await solve(now);
    expect(await checkCaptcha(config, payload, now)).toMatchObject({ ok: true });
    const later = new Date(now.getTime() + 10 * 60_000 + 1);
    expect(await checkCaptcha(config, payload, later)).toEqual({ ok: false, reason: 'expired' });
    expect(await checkCaptcha(config, await solve(now, 'otra-clave'), now)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    for (const junk of ['', '%%%', Buffer.from('[]').toString('base64')]) {
      expect((await checkCaptcha(config, junk, now)).ok).toBe(false);
    }
  });
});

describe('mail', () => {
  it('escapes interpolated values in HTML and keeps the text plain', () => {
    const mail = resetMail('a@b.c', '<b>Ana</b>', 'http://x/reset-password?token=a&b', 60);
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('token=a&amp;b');
    expect(mail.text).toContain('<b>Ana</b>');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('the outbox lists newest first', async () => {
    const outbox = createOutboxMailer();
    await outbox.send({ to: 'a@b.c', subject: 'uno', text: '1', html: '1' });
    await outbox.send({ to: 'a@b.c', subject: 'dos', text: '2', html: '2' });
    expect(outbox.list().map((m) => m.subject)).toEqual(['dos', 'uno']);
  });
});
