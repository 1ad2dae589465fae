import type { OutboxEntry } from '../platform/mail/mailer.ts';
import { isOutbox } from '../platform/mail/mailer.ts';
import { type CaptchaChallenge, solvedCaptchaPayload } from './captcha-solution.ts';
import { call, type TestApp } from './test-db.ts';

/** Fetches a challenge over HTTP and solves it as the widget does; returns the payload. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await call(t, 'GET', '/api/captcha/challenge');
  return solvedCaptchaPayload(res.json as unknown as CaptchaChallenge);
}

/** Everything the outbox holds now, to tell new mails from old ones. */
export function outboxSnapshot(t: TestApp): Set<OutboxEntry> {
  return new Set(isOutbox(t.deps.mailer) ? t.deps.mailer.list(100) : []);
}

/**
 * The newest mail to `to` that was not in `before`; waits briefly for mails sent after the
 * answer. Also checks that `GET /api/dev/outbox` lists it.
 */
export async function latestMail(
  t: TestApp,
  to: string,
  before: Set<OutboxEntry> = new Set(),
): Promise<OutboxEntry> {
  for (let i = 0; i < 100; i++) {
    const mails = isOutbox(t.deps.mailer) ? t.deps.mailer.list(100) : [];
    const mail = mails.find((m) => m.to === to && !before.has(m));
    if (mail) {
      // Demo mode's outbox answers only this machine.
      const res = await call(t, 'GET', '/api/dev/outbox', { address: '127.0.0.1' });
      const listed = res.json as unknown as OutboxEntry[];
      if (!listed.some((m) => m.to === to && m.text === mail.text)) {
        throw new Error('mail missing from /api/dev/outbox');
      }
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail to ${to}`);
}

export function mailCount(t: TestApp): number {
  return isOutbox(t.deps.mailer) ? t.deps.mailer.list(1000).length : 0;
}

export const codeIn = (mail: OutboxEntry) => /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
