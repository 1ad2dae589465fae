import type { Language } from '@bitacora/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { button, escapeHtml, layout } from '../../platform/mail/templates.ts';
import { NEWSLETTER_MAIL_MESSAGES, type NewsletterMailMessages } from './messages.ts';

/*
 * The subscriber mails (docs/decisions/030-newsletter.md). Every one carries its unsubscribe
 * link in the text and, for mail clients, in `List-Unsubscribe` with RFC 8058's one-click POST.
 */

/** The headers that let a mail client unsubscribe with one click (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (unsubscribeLink: string) => ({
  'List-Unsubscribe': `<${unsubscribeLink}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const footer = (M: NewsletterMailMessages, blogName: string, unsubscribeLink: string) =>
  `<p style="font-size:13px;color:#6b7280">${escapeHtml(M.unsubscribeFooter(blogName))} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(M.unsubscribeLink)}</a>.</p>`;

/** The double opt-in, in the language the subscriber chose: nothing else goes before its link. */
export function subscribeConfirmMail(input: {
  to: string;
  blogName: string;
  language: Language;
  link: string;
  unsubscribeLink: string;
  days: number;
}): MailMessage {
  const M = NEWSLETTER_MAIL_MESSAGES[input.language];
  const subject = M.confirmSubject(input.blogName);
  const text = [
    M.confirmMailIntro(input.blogName),
    '',
    `${M.confirmMailAction}:`,
    input.link,
    '',
    M.confirmMailIgnore(input.days),
    '',
    `${M.unsubscribeFooter(input.blogName)} ${M.unsubscribeLink}:`,
    input.unsubscribeLink,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(M.confirmMailIntro(input.blogName))}</p>`,
      `<p>${button(input.link, M.confirmMailAction)}</p>`,
      `<p>${escapeHtml(M.confirmMailIgnore(input.days))}</p>`,
      footer(M, input.blogName, input.unsubscribeLink),
    ].join('\n'),
    input.language,
  );
  return { to: input.to, subject, text, html, headers: unsubscribeHeaders(input.unsubscribeLink) };
}

/** What the 'new post' mail shows of the post. */
export interface NewsletterPost {
  blogName: string;
  /** The version's language: the mail's words around the post are in it. */
  language: Language;
  title: string;
  link: string;
  /** An absolute address, or null. */
  image: string | null;
  imageAlt: string;
  /** Sanitised HTML of the whole post, when the blog sends it whole. */
  contentHtml: string | null;
  /** Plain text, always: the mail's text part and, without the whole post, its summary. */
  excerpt: string;
  /**
   * What the recipient lacks to read the rest of a gated post, and where to join or upgrade;
   * null when the copy is whole.
   */
  locked: { visibility: 'members' | 'paid'; link: string } | null;
}

/**
 * The mail's body, the same for every recipient with the same access to the post: built once
 * per kind of recipient, only the unsubscribe link differs (see {@link newPostMail}).
 */
export function newPostBody(post: NewsletterPost): { html: string; text: string } {
  const M = NEWSLETTER_MAIL_MESSAGES[post.language];
  const image = post.image
    ? `<p><img src="${escapeHtml(post.image)}" alt="${escapeHtml(post.imageAlt)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border-radius:8px"></p>`
    : '';
  const gate = post.locked ? lockedWords(M, post.locked.visibility) : null;
  const rest =
    post.locked && gate
      ? `<p style="font-size:17px"><strong>${escapeHtml(gate.rest)}</strong></p><p>${button(post.locked.link, gate.action)}</p>`
      : '';
  const body = post.contentHtml
    ? `<div style="font-size:17px">${post.contentHtml}</div>${rest}<p>${button(post.link, M.readOnBlog)}</p>`
    : `<p style="font-size:17px">${escapeHtml(post.excerpt)}</p>${rest}<p>${button(post.link, M.readMore)}</p>`;
  const html = [
    '<div style="max-width:600px;margin:0 auto;padding:0 12px">',
    `<p style="color:#6b7280;font-size:14px">${escapeHtml(post.blogName)}</p>`,
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px"><a href="${escapeHtml(post.link)}" style="color:#111827;text-decoration:none">${escapeHtml(post.title)}</a></h1>`,
    image,
    body,
  ].join('\n');
  const text = [
    post.title,
    '',
    post.excerpt,
    '',
    ...(post.locked && gate ? [gate.rest, `${gate.action}: ${post.locked.link}`, ''] : []),
    `${post.contentHtml ? M.readOnBlog : M.readMore}: ${post.link}`,
  ].join('\n');
  return { html, text };
}

/** Where a gated post's free part ends: what the rest needs, and the link's words. */
const lockedWords = (M: NewsletterMailMessages, visibility: 'members' | 'paid') =>
  visibility === 'members'
    ? { rest: M.membersOnlyRest, action: M.joinToRead }
    : { rest: M.paidOnlyRest, action: M.upgradeToRead };

/** One subscriber's copy of a post's mail. */
export function newPostMail(
  post: NewsletterPost,
  body: { html: string; text: string },
  to: string,
  unsubscribeLink: string,
): MailMessage {
  const M = NEWSLETTER_MAIL_MESSAGES[post.language];
  const html = layout(
    post.title,
    `${body.html}\n<div style="max-width:600px;margin:0 auto;padding:0 12px">${footer(M, post.blogName, unsubscribeLink)}</div>`,
    post.language,
  ).replace(
    '<head><meta charset="utf-8">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  );
  const text = `${body.text}\n\n${M.unsubscribeFooter(post.blogName)} ${M.unsubscribeLink}:\n${unsubscribeLink}`;
  return { to, subject: post.title, text, html, headers: unsubscribeHeaders(unsubscribeLink) };
}
