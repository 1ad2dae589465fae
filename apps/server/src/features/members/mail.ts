import type { Language } from '@bitacora/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { button, escapeHtml, layout } from '../../platform/mail/templates.ts';
import { MEMBER_MESSAGES } from './messages.ts';

/** The sign-in link's mail, in the blog's language: the link opens a confirming form. */
export function signInMail(input: {
  to: string;
  blogName: string;
  language: Language;
  link: string;
  minutes: number;
}): MailMessage {
  const t = MEMBER_MESSAGES[input.language];
  const subject = t.mailSubject(input.blogName);
  const text = [
    t.mailIntro(input.blogName),
    '',
    `${t.mailAction}:`,
    input.link,
    '',
    t.mailIgnore(input.minutes),
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(t.mailIntro(input.blogName))}</p>`,
      `<p>${button(input.link, t.mailAction)}</p>`,
      `<p>${escapeHtml(t.mailIgnore(input.minutes))}</p>`,
    ].join('\n'),
    input.language,
  );
  return { to: input.to, subject, text, html };
}
