import { inject } from 'vitest';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest mail to `to` (optionally matching `subject`) in `GET /api/dev/outbox`, waiting for it. */
export async function latestMail(
  to: string,
  subject?: RegExp,
  timeoutMs = 10_000,
  origin = inject('origin'),
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${origin}/api/dev/outbox`);
    if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
    const mails = (await res.json()) as OutboxMail[];
    const mail = mails.find(
      (m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)),
    );
    if (mail) return mail;
    await sleep(200);
  }
  throw new Error(`No mail to ${to} reached the outbox`);
}

/** Every mail to `to` among the outbox's latest (newest first), as it is now. */
export async function mailsTo(to: string, origin = inject('origin')): Promise<OutboxMail[]> {
  const res = await fetch(`${origin}/api/dev/outbox`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  const mails = (await res.json()) as OutboxMail[];
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** The one-time code of a signup mail (six digits). */
export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}": ${mail.text}`);
  return code;
}

/** The first link of a mail that leads to `path` (for example /reset-password). */
export function linkIn(mail: OutboxMail, path: string): string {
  const link = mail.text
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No ${path} link in the mail "${mail.subject}": ${mail.text}`);
  return link;
}
