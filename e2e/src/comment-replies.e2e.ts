import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/server-process.ts';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { fillComment } from './harness/comment-form.ts';
import { screenHeading } from './harness/panel.ts';

/**
 * Replies on the demo blog's 'sevilla-en-otono': a visitor without JavaScript comments, the
 * admin approves and answers from the panel, the answer shows as the author's; the visitor
 * answers back through 'Responder' and, once approved, the answer shows nested. On a server of
 * this file's own, so its two comments do not count against the other files' visitors, who share
 * one address on the common server (5 comments per address in 10 minutes).
 */
describe('replying to comments', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const visitorName = `Rocío ${stamp}`;
  const comment = `¿Merece la pena en noviembre? ${stamp}`;
  const staffReply = `Sí, y con menos gente ${stamp}`;
  const visitorReply = `¡Gracias, allí estaremos! ${stamp}`;
  let server: RunningServer | undefined;
  let staff: BrowserContext;
  let page: Page;
  let visitor: BrowserContext;
  let reader: Page;
  const postUrl = () => `http://demo.localhost:${server?.port}/blog/sevilla-en-otono`;

  beforeAll(async () => {
    server = await startServer();
    staff = await session.browser.newContext({
      baseURL: server.origin,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      viewport: { width: 1280, height: 900 },
    });
    staff.setDefaultTimeout(15_000);
    page = await staff.newPage();
  }, 120_000);

  afterAll(async () => {
    await visitor?.close();
    await staff?.close();
    await server?.stop();
  });

  /** The visitor's comment on the public page, found by its text. */
  const commentOnPage = () => reader.locator('article.comment', { hasText: comment }).first();

  async function approveInPanel(text: string, author: string) {
    await page.goto('/cms/comments');
    await screenHeading(page, 'Comentarios').waitFor();
    await page.getByLabel('Estado').selectOption({ label: 'Pendiente' });
    const row = page.getByRole('row').filter({ hasText: text });
    // Approving asks nothing: the toast says so and offers to undo it.
    await row.getByRole('button', { name: `Aprobar el comentario de ${author}` }).click();
    await page.getByRole('status').filter({ hasText: 'Comentario aprobado' }).waitFor();
    await page.getByLabel('Estado').selectOption({ label: 'Aprobado' });
    await page.getByRole('row').filter({ hasText: text }).waitFor();
  }

  it('a visitor without JavaScript comments on a post', async () => {
    await signInToDashboard(page, DEMO.admin);
    visitor = await session.browser.newContext({ locale: 'es-ES', javaScriptEnabled: false });
    reader = await visitor.newPage();
    await reader.goto(postUrl());
    await fillComment(reader, { name: visitorName, email: 'rocio@example.com', text: comment });
    await reader.getByRole('button', { name: 'Enviar comentario' }).click();
    await reader.getByText('Tu comentario está pendiente de moderación').waitFor();
  });

  it('the admin approves it and answers from the panel; the answer shows as the author’s', async () => {
    await approveInPanel(comment, visitorName);
    const row = page.getByRole('row').filter({ hasText: comment });
    await row.getByRole('button', { name: `Responder al comentario de ${visitorName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Responder a ${visitorName}` });
    await dialog.getByRole('textbox', { name: /Respuesta/ }).fill(staffReply);
    await dialog.getByRole('button', { name: 'Publicar respuesta' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: staffReply }).waitFor();

    await reader.goto(postUrl());
    const answer = commentOnPage().locator('.replies article.comment', { hasText: staffReply });
    await answer.waitFor();
    expect(await answer.getByText('Respuesta del autor').count()).toBe(1);
  });

  it('the visitor answers back without JavaScript; once approved it shows nested', async () => {
    await commentOnPage().getByRole('link', { name: 'Responder' }).click();
    await reader.getByText(`Respondiendo a ${visitorName}`).waitFor();
    expect(reader.url()).toContain('?responder=');
    await fillComment(reader, {
      name: visitorName,
      email: 'rocio@example.com',
      text: visitorReply,
    });
    await reader.getByRole('button', { name: 'Enviar comentario' }).click();
    await reader.getByText('Tu comentario está pendiente de moderación').waitFor();
    expect(await reader.getByText(visitorReply).count()).toBe(0);

    await approveInPanel(visitorReply, visitorName);
    await reader.goto(postUrl());
    await commentOnPage().locator('.replies article.comment', { hasText: visitorReply }).waitFor();
    // Nested replies take no 'Responder' of their own.
    expect(await commentOnPage().getByRole('link', { name: 'Responder' }).count()).toBe(1);
    await visitor.close();
  });
});
