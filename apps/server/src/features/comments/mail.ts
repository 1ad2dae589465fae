import type { Language } from '@bitacora/domain';
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

/** What a commenter reads in the reply mails, in the language of the post they commented on. */
interface ReplyMailMessages {
  hello: (name: string) => string;
  confirmSubject: (blog: string) => string;
  confirmIntro: (post: string) => string;
  confirmOpen: string;
  confirmAction: string;
  confirmCopy: string;
  confirmAfter: (days: number) => string;
  replySubject: (author: string, post: string) => string;
  staffReplied: (author: string, blog: string, post: string) => string;
  replied: (author: string, post: string, blog: string) => string;
  readThread: string;
  leave: string;
  stop: string;
}

const REPLY_MAIL_MESSAGES: Readonly<Record<Language, ReplyMailMessages>> = {
  es: {
    hello: (name) => `Hola, ${name}:`,
    confirmSubject: (blog) => `Confirma los avisos de respuestas en «${blog}»`,
    confirmIntro: (post) =>
      `Pediste que te avisemos por correo cuando respondan a tu comentario en «${post}».`,
    confirmOpen: 'Abre este enlace para confirmarlo:',
    confirmAction: 'Confirmar los avisos',
    confirmCopy: 'O copia esta dirección en tu navegador:',
    confirmAfter: (days) =>
      `El enlace vence en ${days} días. Si no lo pediste, ignora este mensaje: no te escribiremos más.`,
    replySubject: (author, post) => `${author} respondió a tu comentario en «${post}»`,
    staffReplied: (author, blog, post) =>
      `${author}, de «${blog}», respondió a tu comentario en «${post}»:`,
    replied: (author, post, blog) => `${author} respondió a tu comentario en «${post}» (${blog}):`,
    readThread: 'Leer la conversación',
    leave:
      'Recibes este correo porque pediste avisos de respuestas a tu comentario. Para no recibir más:',
    stop: 'dejar de recibir avisos',
  },
  en: {
    hello: (name) => `Hello ${name},`,
    confirmSubject: (blog) => `Confirm the reply notices on “${blog}”`,
    confirmIntro: (post) =>
      `You asked us to email you when someone replies to your comment on “${post}”.`,
    confirmOpen: 'Open this link to confirm it:',
    confirmAction: 'Confirm the notices',
    confirmCopy: 'Or copy this address into your browser:',
    confirmAfter: (days) =>
      `The link expires in ${days} days. If you did not ask for it, ignore this message: we will not write again.`,
    replySubject: (author, post) => `${author} replied to your comment on “${post}”`,
    staffReplied: (author, blog, post) =>
      `${author}, of “${blog}”, replied to your comment on “${post}”:`,
    replied: (author, post, blog) => `${author} replied to your comment on “${post}” (${blog}):`,
    readThread: 'Read the conversation',
    leave:
      'You get this email because you asked for notices of replies to your comment. To get no more:',
    stop: 'stop the notices',
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    confirmSubject: (blog) => `Confirmez les avis de réponses sur « ${blog} »`,
    confirmIntro: (post) =>
      `Vous avez demandé un e-mail quand quelqu’un répond à votre commentaire sur « ${post} ».`,
    confirmOpen: 'Ouvrez ce lien pour le confirmer :',
    confirmAction: 'Confirmer les avis',
    confirmCopy: 'Ou copiez cette adresse dans votre navigateur :',
    confirmAfter: (days) =>
      `Le lien expire dans ${days} jours. Si vous ne l’avez pas demandé, ignorez ce message : nous ne vous écrirons plus.`,
    replySubject: (author, post) => `${author} a répondu à votre commentaire sur « ${post} »`,
    staffReplied: (author, blog, post) =>
      `${author}, de « ${blog} », a répondu à votre commentaire sur « ${post} » :`,
    replied: (author, post, blog) =>
      `${author} a répondu à votre commentaire sur « ${post} » (${blog}) :`,
    readThread: 'Lire la conversation',
    leave:
      'Vous recevez cet e-mail car vous avez demandé les avis de réponses à votre commentaire. Pour ne plus en recevoir :',
    stop: 'arrêter les avis',
  },
  pt: {
    hello: (name) => `Olá, ${name}:`,
    confirmSubject: (blog) => `Confirme os avisos de respostas em «${blog}»`,
    confirmIntro: (post) =>
      `Pediu para ser avisado por e-mail quando responderem ao seu comentário em «${post}».`,
    confirmOpen: 'Abra esta ligação para o confirmar:',
    confirmAction: 'Confirmar os avisos',
    confirmCopy: 'Ou copie este endereço para o seu navegador:',
    confirmAfter: (days) =>
      `A ligação expira em ${days} dias. Se não o pediu, ignore esta mensagem: não voltaremos a escrever.`,
    replySubject: (author, post) => `${author} respondeu ao seu comentário em «${post}»`,
    staffReplied: (author, blog, post) =>
      `${author}, de «${blog}», respondeu ao seu comentário em «${post}»:`,
    replied: (author, post, blog) =>
      `${author} respondeu ao seu comentário em «${post}» (${blog}):`,
    readThread: 'Ler a conversa',
    leave:
      'Recebe este e-mail porque pediu avisos de respostas ao seu comentário. Para não receber mais:',
    stop: 'deixar de receber avisos',
  },
};

/**
 * The visitor asked to hear of replies: the link that confirms it's their address, in the
 * language of the post they commented on.
 */
export function replySubscriptionConfirmMail(input: {
  to: string;
  name: string;
  blogName: string;
  postTitle: string;
  language: Language;
  link: string;
  days: number;
}): MailMessage {
  const t = REPLY_MAIL_MESSAGES[input.language];
  const subject = t.confirmSubject(input.blogName);
  const intro = t.confirmIntro(input.postTitle);
  const after = t.confirmAfter(input.days);
  const text = [t.hello(input.name), '', intro, t.confirmOpen, input.link, '', after].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(t.hello(input.name))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${button(input.link, t.confirmAction)}</p>`,
      `<p>${escapeHtml(t.confirmCopy)} ${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(after)}</p>`,
    ].join('\n'),
    input.language,
  );
  return { to: input.to, subject, text, html };
}

/** A reply to the visitor's comment, with the post and the way out, in the post's language. */
export function commentReplyMail(input: {
  to: string;
  name: string;
  blogName: string;
  postTitle: string;
  language: Language;
  replyAuthor: string;
  /** The blog's own answer ('Respuesta del autor'). */
  isStaffReply: boolean;
  content: string;
  postLink: string;
  unsubscribeLink: string;
}): MailMessage {
  const t = REPLY_MAIL_MESSAGES[input.language];
  const subject = t.replySubject(input.replyAuthor, input.postTitle);
  const who = input.isStaffReply
    ? t.staffReplied(input.replyAuthor, input.blogName, input.postTitle)
    : t.replied(input.replyAuthor, input.postTitle, input.blogName);
  const text = [
    t.hello(input.name),
    '',
    who,
    '',
    input.content,
    '',
    `${t.readThread}:`,
    input.postLink,
    '',
    t.leave,
    input.unsubscribeLink,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(t.hello(input.name))}</p>`,
      `<p>${escapeHtml(who)}</p>`,
      quote(input.content),
      `<p>${button(input.postLink, t.readThread)}</p>`,
      `<p style="font-size:13px;color:#6b7280">${escapeHtml(t.leave)} <a href="${escapeHtml(input.unsubscribeLink)}">${escapeHtml(t.stop)}</a>.</p>`,
    ].join('\n'),
    input.language,
  );
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeLink}>` },
  };
}
