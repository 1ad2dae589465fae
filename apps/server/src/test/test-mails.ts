import { beforeEach } from 'vitest';
import type { OutboxEntry, OutboxMailer } from '../platform/mail/mailer.ts';

/**
 * The mails a test sent: the outbox's newest entry is noted before each test, and `mails()`
 * answers what came after it, oldest first.
 */
export function useTestMails(outbox: () => OutboxMailer) {
  let before: OutboxEntry | undefined;
  beforeEach(() => {
    before = outbox().list(1)[0];
  });
  const mails = (): OutboxEntry[] => {
    const all = outbox().list(100);
    const end = before ? all.indexOf(before) : -1;
    return (end === -1 ? all : all.slice(0, end)).reverse();
  };
  const mailsTo = (email: string) => mails().filter((m) => m.to === email);
  return { mails, mailsTo };
}
