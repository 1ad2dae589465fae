import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/server-process.ts';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { fillComment } from './harness/comment-form.ts';
import { screenHeading } from './harness/panel.ts';

/**
 * 'No es spam' (issue 32): a reader's comment with a shortened link is judged spam by its score
 * while the reader is told it waits for moderation; the admin finds it under the Spam filter,
 * sends it back with 'No es spam' (one at a time, and another in bulk), approves it, and it shows
 * on the blog. On a server of this file's own, so its comments do not count against the other
 * files' visitors (5 comments per address in 10 minutes).
 */
describe('rescuing a comment from Spam', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const name = `Marta ${stamp}`;
  const text = `Me encantó, la hice con bonito del norte. Os dejo la mía: https://bit.ly/marmitako-${stamp}`;
  const second = {
    name: `Luis ${stamp}`,
    text: `Muy útil, mi versión: https://bit.ly/sevilla-${stamp}`,
  };
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
    visitor = await session.browser.newContext({ locale: 'es-ES' });
    visitor.setDefaultTimeout(15_000);
    reader = await visitor.newPage();
  }, 120_000);

  afterAll(async () => {
    await visitor?.close();
    await staff?.close();
    await server?.stop();
  });

  async function comment(who: string, email: string, content: string) {
    await reader.goto(postUrl());
    await fillComment(reader, { name: who, email, text: content });
    await reader.getByRole('button', { name: 'Enviar comentario' }).click();
    await reader.getByText('Tu comentario está pendiente de moderación').waitFor();
  }

  const row = (content: string) => page.getByRole('row').filter({ hasText: content });

  it('a reader’s comment with a shortened link lands in Spam, the reader told it waits', async () => {
    await comment(name, 'marta@example.com', text);
    await comment(second.name, 'luis@example.com', second.text);
    await signInToDashboard(page, DEMO.admin);
    await page.goto('/cms/comments');
    await screenHeading(page, 'Comentarios').waitFor();
    await page.getByLabel('Estado').selectOption({ label: 'Pendiente' });
    await expect.poll(() => new URL(page.url()).searchParams.get('estado')).toBe('PENDING');
    await page.getByRole('table').waitFor();
    // The list may still show every comment for a moment, until the filtered page arrives.
    await expect.poll(() => row(text).count(), { timeout: 15_000 }).toBe(0);
    // The admin is told: a note outside the Spam filter counts what went there lately.
    const note = page.getByRole('status').filter({ hasText: /a Spam en los últimos 7 días/ });
    await note.waitFor();
    await note.getByRole('button', { name: 'Ver spam' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('estado')).toBe('SPAM');
    await row(text).getByText('Spam', { exact: true }).waitFor();
    await row(second.text).waitFor();
  });

  it('‘No es spam’ sends it back to Pendiente without a question', async () => {
    await row(text)
      .getByRole('button', { name: `El comentario de ${name} no es spam` })
      .click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: 'Comentario devuelto a moderación' })
      .waitFor();
    await row(text).getByText('Pendiente', { exact: true }).waitFor();
    expect(
      await row(text)
        .getByRole('button', { name: /no es spam/ })
        .count(),
    ).toBe(0);
  });

  it('the bulk bar’s ‘No es spam’ does the same for the ticked ones', async () => {
    await page.reload();
    await screenHeading(page, 'Comentarios').waitFor();
    await row(second.text)
      .getByRole('checkbox', { name: `Seleccionar el comentario de ${second.name}` })
      .check();
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    await bar.getByRole('button', { name: 'No es spam' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Comentario devuelto a moderación' })
      .waitFor();
    await expect.poll(() => row(second.text).count()).toBe(0);
    expect(await row(text).count()).toBe(0);
  });

  it('approved from Pendiente, it shows on the blog', async () => {
    await page.getByLabel('Estado').selectOption({ label: 'Pendiente' });
    await row(second.text).waitFor();
    await row(text)
      .getByRole('button', { name: `Aprobar el comentario de ${name}` })
      .click();
    await page.getByRole('status').filter({ hasText: 'Comentario aprobado' }).waitFor();
    await reader.goto(postUrl());
    await reader.locator('article.comment', { hasText: `marmitako-${stamp}` }).waitFor();
    expect(await reader.getByText(second.text).count()).toBe(0);
  });
});
