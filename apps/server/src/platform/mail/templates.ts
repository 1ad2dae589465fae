import type { Language } from '@bitacora/domain';
import type { MailMessage } from './mailer.ts';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link that looks like a button, as mail clients show one. */
export const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 .5em .5em 0;padding:.5em 1em;border-radius:6px;background:#2563eb;color:#fff;text-decoration:none">${escapeHtml(label)}</a>`;

/** The frame's last line, in the mail's language: a reader's mail speaks theirs throughout. */
const AUTOMATIC: Record<Language, string> = {
  es: 'Este mensaje se envió automáticamente; no respondas a él.',
  en: 'This message was sent automatically; please do not reply to it.',
  fr: 'Ce message a été envoyé automatiquement ; merci de ne pas y répondre.',
  pt: 'Esta mensagem foi enviada automaticamente; não responda a ela.',
};

/** The shared HTML frame; `body` must already be escaped. Staff mails are in Spanish. */
export function layout(title: string, body: string, language: Language = 'es'): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">',
    body,
    `<p style="color:#6b7280;font-size:12px">Bitácora · ${AUTOMATIC[language]}</p>`,
    '</body></html>',
  ].join('\n');
}

/** Signup step 2: the 6-digit code. */
export function otpMail(to: string, code: string, minutes: number): MailMessage {
  const subject = `Tu código de verificación de Bitácora: ${code}`;
  const text = [
    'Hola:',
    '',
    `Tu código para crear tu cuenta en Bitácora es: ${code}`,
    '',
    `Vence en ${minutes} minutos. Si no lo pediste, ignora este mensaje.`,
  ].join('\n');
  const html = layout(
    subject,
    [
      '<p>Hola:</p>',
      '<p>Tu código para crear tu cuenta en Bitácora es:</p>',
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
      `<p>Vence en ${minutes} minutos. Si no lo pediste, ignora este mensaje.</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/** Password recovery: the single-use link. */
export function resetMail(to: string, name: string, link: string, minutes: number): MailMessage {
  const subject = 'Restablece tu contraseña de Bitácora';
  const text = [
    `Hola, ${name}:`,
    '',
    'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva:',
    link,
    '',
    `El enlace sirve una sola vez y vence en ${minutes} minutos. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.`,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(name)}:</p>`,
      '<p>Recibimos una solicitud para restablecer tu contraseña.</p>',
      `<p><a href="${escapeHtml(link)}">Restablecer mi contraseña</a></p>`,
      `<p>O copia esta dirección en tu navegador: ${escapeHtml(link)}</p>`,
      `<p>El enlace sirve una sola vez y vence en ${minutes} minutos. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/** Many wrong passwords on the account: what happens now, and the owner's unlock link. */
export function lockedMail(to: string, name: string, link: string, hours: number): MailMessage {
  const subject = 'Muchos intentos fallidos de entrar en tu cuenta de Bitácora';
  const lines = [
    'Alguien escribió una contraseña equivocada muchas veces al intentar entrar en tu cuenta.',
    'Mientras tanto, para entrar hay que resolver un captcha además de escribir la contraseña: tu cuenta sigue siendo tuya.',
    'Si fuiste tú, abre este enlace para quitar el captcha:',
  ];
  const after = `El enlace vence en ${hours} horas. Si no fuiste tú, no hace falta que hagas nada; si tu contraseña es débil o la usas en otros sitios, cámbiala desde «Mi perfil».`;
  const text = [`Hola, ${name}:`, '', ...lines, link, '', after].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(name)}:</p>`,
      ...lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Desbloquear mi cuenta</a></p>`,
      `<p>O copia esta dirección en tu navegador: ${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(after)}</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/** Signup done: a welcome with the blog's address. */
export function welcomeMail(
  to: string,
  name: string,
  blogName: string,
  blogUrl: string,
): MailMessage {
  const subject = '¡Bienvenido a Bitácora!';
  const text = [
    `Hola, ${name}:`,
    '',
    `Tu cuenta y tu blog «${blogName}» están listos: ${blogUrl}`,
    'Ya puedes iniciar sesión y publicar tu primer artículo.',
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(name)}:</p>`,
      `<p>Tu cuenta y tu blog «${escapeHtml(blogName)}» están listos: <a href="${escapeHtml(blogUrl)}">${escapeHtml(blogUrl)}</a></p>`,
      '<p>Ya puedes iniciar sesión y publicar tu primer artículo.</p>',
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/** An invitation to join a blog: the single-use link to set a password (or accept with one's own). */
export function invitationMail(input: {
  to: string;
  name: string;
  inviterName: string;
  blogName: string;
  roleLabel: string;
  link: string;
  days: number;
}): MailMessage {
  const subject = `${input.inviterName} te invita a escribir en «${input.blogName}»`;
  const greeting = input.name.trim() ? `Hola, ${input.name.trim()}:` : 'Hola:';
  const invite = `${input.inviterName} te invita a unirte al blog «${input.blogName}» en Bitácora como ${input.roleLabel.toLowerCase()}.`;
  const validity = `El enlace sirve una sola vez y vence en ${input.days} días. Si no esperabas esta invitación, ignora este mensaje.`;
  const text = [
    greeting,
    '',
    invite,
    'Abre este enlace para elegir tu contraseña y aceptar la invitación:',
    input.link,
    '',
    validity,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(invite)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Aceptar la invitación</a></p>`,
      `<p>O copia esta dirección en tu navegador: ${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}

/** A sign-in from a device not seen before: the 6-digit code that lets it in. */
export function newDeviceCodeMail(
  to: string,
  code: string,
  minutes: number,
  device: string,
): MailMessage {
  const subject = `Tu código para entrar en Bitácora: ${code}`;
  const lines = [
    `Alguien inició sesión en tu cuenta desde un dispositivo nuevo (${device}).`,
    `Si fuiste tú, escribe este código para entrar: ${code}`,
  ];
  const warning = `Vence en ${minutes} minutos. Si no fuiste tú, cambia tu contraseña cuanto antes: alguien la conoce.`;
  const text = ['Hola:', '', ...lines, '', warning].join('\n');
  const html = layout(
    subject,
    [
      '<p>Hola:</p>',
      `<p>${escapeHtml(lines[0] as string)}</p>`,
      '<p>Si fuiste tú, escribe este código para entrar:</p>',
      `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(warning)}</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/** A blog's export is ready: where to download it, and until when. */
export function exportReadyMail(input: {
  to: string;
  name: string;
  blogName: string;
  link: string;
  expiresAt: string;
}): MailMessage {
  const subject = `La copia de «${input.blogName}» está lista`;
  const text = [
    `Hola, ${input.name}:`,
    '',
    `La exportación de tu blog «${input.blogName}» terminó. Descárgala aquí:`,
    input.link,
    '',
    `El enlace vence el ${input.expiresAt}. El zip tiene tus entradas, páginas, comentarios e imágenes, en el formato de Bitácora, en Markdown y en un archivo que WordPress importa.`,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>Hola, ${escapeHtml(input.name)}:</p>`,
      `<p>La exportación de tu blog «${escapeHtml(input.blogName)}» terminó.</p>`,
      `<p><a href="${escapeHtml(input.link)}">Descargar la copia</a></p>`,
      `<p>O copia esta dirección en tu navegador: ${escapeHtml(input.link)}</p>`,
      `<p>El enlace vence el ${escapeHtml(input.expiresAt)}. El zip tiene tus entradas, páginas, comentarios e imágenes, en el formato de Bitácora, en Markdown y en un archivo que WordPress importa.</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject, text, html };
}
