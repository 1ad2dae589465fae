import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInHere, signInToDashboard, signOut } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { sendComment } from './harness/comment-form.ts';
import { latestMail, linkIn, mailsTo, type OutboxMail } from './harness/outbox.ts';
import { screenHeading } from './harness/panel.ts';

/** The mail's link under `/api/comment-links/{kind}/`. */
const commentLink = (mail: OutboxMail, kind: string) =>
  linkIn(mail, new RegExp(`^/api/comment-links/${kind}/`));

/**
 * Notifications on the demo blog's 'sevilla-en-otono': a visitor comments and asks to hear of
 * replies; the blog's admin gets the comment by mail and approves it from the mail, signed out,
 * on the page the link opens; the comment shows on the post. The visitor confirms their address
 * from their own mail.
 */
describe('comment notifications', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const comment = `¿Hay visitas guiadas en otoño? ${stamp}`;
  const visitorEmail = `aviso-${stamp}@example.com`;
  let visitor: BrowserContext;
  let reader: Page;
  let approveLink = '';
  let queueLink = '';
  const postUrl = () => `${blogOrigin(session, 'demo')}/blog/sevilla-en-otono`;

  afterAll(async () => {
    await visitor?.close();
  });

  /** The visitor writes on a post of the demo blog, taking a person's time. */
  async function writeComment(slug: string, text: string, email: string, notify: boolean) {
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    await sendComment(reader, { name: 'Inés', email, text, notifyReplies: notify });
  }

  it('a visitor comments and ticks the box for replies', async () => {
    visitor = await session.browser.newContext({ locale: 'es-ES' });
    reader = await visitor.newPage();
    await writeComment('sevilla-en-otono', comment, visitorEmail, true);
  });

  it('the admin’s mail has the comment and an approve link that works once', async () => {
    const mail = await latestMail(DEMO.admin, { text: comment });
    expect(mail.subject).toContain('Comentario pendiente en');
    expect(mail.text).toContain('Inés comentó en');
    approveLink = commentLink(mail, 'approve');
    queueLink = commentLink(mail, 'queue');

    // Opened signed out, as from a mail: the page asks before approving.
    const { page } = session;
    await page.goto(approveLink);
    await page.getByRole('heading', { name: 'Aprobar el comentario' }).waitFor();
    await page.getByText(comment).waitFor();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('Comentario aprobado. Ya se ve en el blog.').waitFor();

    await page.goto(approveLink);
    await page.getByText('Este enlace ya se usó. Cada enlace sirve una sola vez.').waitFor();
    expect(await page.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
  });

  it('the queue link leads through sign-in to the comments screen', async () => {
    const { page } = session;
    const answer = await page.goto(queueLink);
    const queueRedirect = answer?.url() ?? '';
    await page.waitForURL((url) => url.pathname === '/login');
    await signInHere(page, DEMO.admin);
    // The link names the comment's blog: the panel makes it the active one and drops it.
    await page.waitForURL((url) => url.pathname === '/cms/comments' && url.search === '');
    await screenHeading(page, 'Comentarios').waitFor();
    const blogParam = new URL(queueRedirect).searchParams.get('blog');
    expect(blogParam).toBeTruthy();
    expect(await page.evaluate(() => window.localStorage.getItem('activeBlog'))).toContain(
      blogParam as string,
    );
    await signOut(page);
  });

  it('the approved comment shows on the public post', async () => {
    await reader.goto(postUrl());
    await reader.locator('article.comment', { hasText: comment }).waitFor();
  });

  it('the visitor confirms the replies notice from their mail', async () => {
    const mail = await latestMail(visitorEmail, { text: 'Abre este enlace para confirmarlo' });
    expect(mail.subject).toContain('Confirma los avisos de respuestas');
    await reader.goto(commentLink(mail, 'confirm'));
    await reader.getByRole('button', { name: 'Confirmar' }).click();
    await reader
      .getByText('Listo: te avisaremos por correo cuando respondan a tu comentario.')
      .waitFor();
  });

  it('the author turns the notices off in Mi perfil; a comment on their post mails only the admin', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.author);
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await screenHeading(page, 'Editar usuario').waitFor();
    const choice = page.getByRole('group', { name: 'Avisos de comentarios' });
    await choice.getByRole('radio', { name: 'Ninguno' }).check();
    await page.getByText('Preferencia de avisos guardada').waitFor();
    await page.reload();
    expect(await choice.getByRole('radio', { name: 'Ninguno' }).isChecked()).toBe(true);

    const quiet = `Sin aviso para el autor ${stamp}`;
    await writeComment('tortilla-de-patatas', quiet, `otra-${stamp}@example.com`, false);
    await latestMail(DEMO.admin, { text: quiet });
    // The admin's mail went after the recipients were chosen: none was chosen for the author.
    expect(await mailsTo(DEMO.author, { text: quiet })).toEqual([]);

    await choice.getByRole('radio', { name: 'Cada comentario' }).check();
    await page.getByText('Preferencia de avisos guardada').first().waitFor();
  });
});
