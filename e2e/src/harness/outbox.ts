import { inject } from 'vitest';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Which mails to an address count: by subject, by what the text holds, on which server. */
export interface MailFilter {
  subject?: RegExp;
  text?: string;
  /** A server a file started itself; the shared one otherwise. */
  origin?: string;
}

const POLL_MS = 200;

/** The outbox's latest mails, newest first, as they are now (`GET /api/dev/outbox`). */
export async function readOutbox(origin = inject('origin')): Promise<OutboxMail[]> {
  const res = await fetch(`${origin}/api/dev/outbox`);
  if (!res.ok) throw new Error(`GET ${origin}/api/dev/outbox answered ${res.status}`);
  return (await res.json()) as OutboxMail[];
}

const sentTo = (mail: OutboxMail, to: string) => mail.to.toLowerCase() === to.toLowerCase();

const matches = (mail: OutboxMail, { subject, text }: MailFilter) =>
  (!subject || subject.test(mail.subject)) && (!text || mail.text.includes(text));

/** Every mail to `to` that `filter` lets through, newest first, as the outbox is now. */
export async function mailsTo(to: string, filter: MailFilter = {}): Promise<OutboxMail[]> {
  const mails = await readOutbox(filter.origin);
  return mails.filter((mail) => sentTo(mail, to) && matches(mail, filter));
}

/**
 * The newest mail to `to` that `filter` lets through, asking the outbox again until it comes:
 * the server sends most mails from a job, after the answer that caused them.
 */
export async function latestMail(
  to: string,
  { timeoutMs = 15_000, ...filter }: MailFilter & { timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  let toThem: OutboxMail[] = [];
  for (;;) {
    toThem = (await readOutbox(filter.origin)).filter((mail) => sentTo(mail, to));
    const mail = toThem.find((m) => matches(m, filter));
    if (mail) return mail;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const wanted = [
    filter.subject && `subject ${filter.subject}`,
    filter.text && `text "${filter.text}"`,
  ].filter(Boolean);
  const seen = toThem.map((m) => `"${m.subject}"`).join(', ') || 'none';
  throw new Error(
    `No mail to ${to}${wanted.length ? ` with ${wanted.join(' and ')}` : ''} reached the outbox ` +
      `in ${timeoutMs / 1000} s; the mails to them there: ${seen}`,
  );
}

/** The one-time code of a mail (six digits): signup, sign-in on a new device. */
export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}": ${mail.text}`);
  return code;
}

/**
 * The first link of a mail that leads to `to`: a path exactly (`/reset-password`), or a pattern
 * its path and query match (`/^\/api\/comment-links\/approve\//`, `/[?&]desbloquear=/`).
 */
export function linkIn(mail: OutboxMail, to: string | RegExp): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((href) => {
    const url = new URL(href);
    return typeof to === 'string' ? url.pathname === to : to.test(url.pathname + url.search);
  });
  if (!link) throw new Error(`No link to ${to} in the mail "${mail.subject}": ${mail.text}`);
  return link;
}
