import type { MailMessage } from '../../platform/mail/mailer.ts';
import { button, escapeHtml, layout } from '../../platform/mail/templates.ts';

/*
 * The comment mails (docs/decisions/025-comment-notifications.md): the staff's notice of a new
 * comment and their daily digest, and the visitor's confirmation and reply notices.
 */

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const quote = (text: string) =>
  `<blockquote style="margin:0 0 1em;padding:.5em 1em;border-left:3px solid #d1d5db;color:#374151">${paragraphs(text)}</blockquote>`;

/** A new comment for the post's author or a blog admin, with its one-click links. */
export function newCommentMail(input: {
  to: string;
  name: string;
  blogName: string;
  postTitle: string;
  authorName: string;
  content: string;
  /** Only when the comment waits for moderation. */
  approveLink: string | null;
  queueLink: string;
  days: number;
}): MailMessage {
  const pending = input.approveLink !== null;
  const subject = pending
    ? `Comentario pendiente en «${input.postTitle}»`
    : `Nuevo comentario en «${input.postTitle}»`;
  const intro = `${input.authorName} comentó en «${input.postTitle}» (${input.blogName})${pending ? '. El comentario espera tu aprobación' : ''}:`;
  const validity = `Los enlaces son solo para ti, sirven una sola vez y vencen en ${input.days} días.`;
  const text = [
    `Hola, ${input.name}:`,
    '',
    intro,
    '',
    input.content,
    '',
    ...(input.approveLink ? ['Aprobar:', input.approveLink, ''] : []),
    'Abrir la cola de moderación:',
    input.queueLink,
    '',
    validity,
    'Puedes cambiar estos avisos en «Mi perfil», en «Avisos de comentarios».',
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(input.name)}:</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      quote(input.content),
      `<p>${input.approveLink ? button(input.approveLink, 'Aprobar') : ''}${button(input.queueLink, 'Abrir la cola de moderación')}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
      '<p>Puedes cambiar estos avisos en «Mi perfil», en «Avisos de comentarios».</p>',
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}

export interface DigestItem {
  blogName: string;
  postTitle: string;
  authorName: string;
  content: string;
  statusLabel: string;
  /** The post on the blog. */
  postLink: string;
}

const excerpt = (text: string, max = 280) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** One day's comments on a member's blogs, in one mail. */
export function commentDigestMail(input: {
  to: string;
  name: string;
  day: string;
  items: readonly DigestItem[];
  queueLink: string;
}): MailMessage {
  const count = input.items.length;
  const subject =
    count === 1
      ? `1 comentario nuevo (${input.day})`
      : `${count} comentarios nuevos (${input.day})`;
  const lines = input.items.map(
    (item) =>
      `- ${item.authorName} en «${item.postTitle}» (${item.blogName}, ${item.statusLabel.toLowerCase()}): ${excerpt(item.content)}\n  ${item.postLink}`,
  );
  const text = [
    `Hola, ${input.name}:`,
    '',
    `Estos son los comentarios del ${input.day} en tus blogs:`,
    '',
    ...lines,
    '',
    'Abrir la cola de moderación:',
    input.queueLink,
    '',
    'Puedes cambiar estos avisos en «Mi perfil», en «Avisos de comentarios».',
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(input.name)}:</p>`,
      `<p>Estos son los comentarios del ${escapeHtml(input.day)} en tus blogs:</p>`,
      '<ul>',
      ...input.items.map(
        (item) =>
          `<li><p><strong>${escapeHtml(item.authorName)}</strong> en <a href="${escapeHtml(item.postLink)}">«${escapeHtml(item.postTitle)}»</a> (${escapeHtml(item.blogName)}, ${escapeHtml(item.statusLabel.toLowerCase())})</p>${quote(excerpt(item.content))}</li>`,
      ),
      '</ul>',
      `<p>${button(input.queueLink, 'Abrir la cola de moderación')}</p>`,
      '<p>Puedes cambiar estos avisos en «Mi perfil», en «Avisos de comentarios».</p>',
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}

/** The visitor asked to hear of replies: the link that confirms it's their address. */
export function replySubscriptionConfirmMail(input: {
  to: string;
  name: string;
  blogName: string;
  postTitle: string;
  link: string;
  days: number;
}): MailMessage {
  const subject = `Confirma los avisos de respuestas en «${input.blogName}»`;
  const intro = `Pediste que te avisemos por correo cuando respondan a tu comentario en «${input.postTitle}».`;
  const after = `El enlace vence en ${input.days} días. Si no lo pediste, ignora este mensaje: no te escribiremos más.`;
  const text = [
    `Hola, ${input.name}:`,
    '',
    intro,
    'Abre este enlace para confirmarlo:',
    input.link,
    '',
    after,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(input.name)}:</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${button(input.link, 'Confirmar los avisos')}</p>`,
      `<p>O copia esta dirección en tu navegador: ${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(after)}</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}

/** A reply to the visitor's comment, with the post and the way out. */
export function commentReplyMail(input: {
  to: string;
  name: string;
  blogName: string;
  postTitle: string;
  replyAuthor: string;
  /** The blog's own answer ('Respuesta del autor'). */
  isStaffReply: boolean;
  content: string;
  postLink: string;
  unsubscribeLink: string;
}): MailMessage {
  const subject = `${input.replyAuthor} respondió a tu comentario en «${input.postTitle}»`;
  const who = input.isStaffReply
    ? `${input.replyAuthor}, de «${input.blogName}», respondió a tu comentario en «${input.postTitle}»:`
    : `${input.replyAuthor} respondió a tu comentario en «${input.postTitle}» (${input.blogName}):`;
  const leave =
    'Recibes este correo porque pediste avisos de respuestas a tu comentario. Para no recibir más:';
  const text = [
    `Hola, ${input.name}:`,
    '',
    who,
    '',
    input.content,
    '',
    'Leer la conversación:',
    input.postLink,
    '',
    leave,
    input.unsubscribeLink,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(input.name)}:</p>`,
      `<p>${escapeHtml(who)}</p>`,
      quote(input.content),
      `<p>${button(input.postLink, 'Leer la conversación')}</p>`,
      `<p style="font-size:13px;color:#6b7280">${escapeHtml(leave)} <a href="${escapeHtml(input.unsubscribeLink)}">dejar de recibir avisos</a>.</p>`,
    ].join('\n'),
  );
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeLink}>` },
  };
}
