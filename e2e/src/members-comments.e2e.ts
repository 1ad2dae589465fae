import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { formMaySend } from './harness/comment-form.ts';
import { memberSignsInByMail } from './harness/members.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * 'Solo los miembros pueden comentar' on the demo PRO blog: a visitor finds a line to sign in
 * where the form was; signed in through the link of the mail, the member comments with their own
 * address, and the comment waits for moderation in 'Comentarios'. The setting is put back after,
 * for the files that follow on the same server.
 */
describe('only members comment', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const slug = `solo-miembros-${stamp}`;
  const email = `comenta-${stamp}@example.com`;
  const text = `Un comentario de miembro ${stamp}`;
  let reader: BrowserContext;
  let page: Page;
  let origin = '';

  afterAll(async () => {
    await reader?.close();
    await callAsPanel(session.page, 'PUT', '/api/settings', { commentsMembersOnly: false });
  });

  it("the admin turns on 'only members can comment' and publishes a post", async () => {
    await signInToDashboard(session.page, DEMO.pro);
    const set = await callAsPanel<{ commentsMembersOnly: boolean }>(
      session.page,
      'PUT',
      '/api/settings',
      { membersEnabled: true, commentsMembersOnly: true },
    );
    expect(set.status).toBe(200);
    expect(set.json.commentsMembersOnly).toBe(true);
    const post = await callAsPanel(session.page, 'POST', '/api/posts', {
      title: `Solo miembros ${stamp}`,
      slug,
      content: '<p>Hablemos de las mareas.</p>',
      status: 'PUBLISHED',
    });
    expect(post.status).toBe(201);
  });

  it('a visitor sees the way to sign in instead of the form', async () => {
    reader = await session.browser.newContext({ locale: 'es-ES' });
    reader.setDefaultTimeout(15_000);
    page = await reader.newPage();
    origin = blogOrigin(session, 'pro');
    await page.goto(`${origin}/blog/${slug}`);
    const join = page.getByRole('link', { name: 'Entra como miembro para comentar' });
    await join.waitFor();
    expect(await page.getByRole('button', { name: 'Enviar comentario' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Comentario' }).count()).toBe(0);
    await join.click();
    await page.getByRole('heading', { level: 1, name: 'Entrar en Blog Pro' }).waitFor();
  });

  it('signs in through the link of the mail and comments; the comment waits for moderation', async () => {
    const link = await memberSignsInByMail(page, email);
    expect(new URL(link).origin).toBe(origin);

    await page.goto(`${origin}/blog/${slug}`);
    // The comment form (the footer's newsletter form asks for an address too).
    const form = page.locator('form.comment-form');
    const address = form.getByRole('textbox', { name: /^Correo electrónico/ });
    await expect.poll(() => address.inputValue()).toBe(email);
    expect(await address.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('link', { name: 'Entra como miembro para comentar' }).count()).toBe(
      0,
    );
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Marina');
    await form.getByRole('textbox', { name: 'Comentario' }).fill(text);
    await formMaySend(page);
    await form.getByRole('button', { name: 'Enviar comentario' }).click();
    await page.getByText('Tu comentario está pendiente de moderación').waitFor();
  });

  it("the admin finds it pending in 'Comentarios', with the member's address", async () => {
    const { page: panel } = session;
    await panel.goto(`/cms/comments?estado=PENDING&q=${encodeURIComponent(email)}`);
    await screenHeading(panel, 'Comentarios').waitFor();
    await settledPath(panel, '/cms/comments');
    const row = panel.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    expect(await row.textContent()).toContain('Marina');
  });
});
