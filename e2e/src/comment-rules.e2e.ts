import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/server-process.ts';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { fillComment, sendComment } from './harness/comment-form.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

/**
 * The blog's comment rules and the form's minimum time, on a server of this file's own: behind a
 * trusted proxy (TRUST_PROXY), so each visitor comes from an address of its own, as on the
 * internet, and the per-address limit counts them apart; and with the blog's rules free to change
 * without touching the other files' demo blog.
 */
describe('comment rules and the form’s minimum time', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  let server: RunningServer | undefined;
  let staff: BrowserContext;
  let page: Page;
  const visitors: BrowserContext[] = [];
  let nextAddress = 10;

  const blogUrl = (slug: string) =>
    `http://demo.localhost:${server?.port}/blog/${encodeURIComponent(slug)}`;

  beforeAll(async () => {
    // Chromium reaches *.localhost over IPv4 or IPv6: both loopbacks stand for the proxy.
    server = await startServer({ env: { TRUST_PROXY: '127.0.0.1,::1' } });
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
    for (const visitor of visitors) await visitor.close();
    await staff?.close();
    await server?.stop();
  });

  /** A reader in a browser of their own, from an address of their own. */
  async function newVisitor(): Promise<Page> {
    const visitor = await session.browser.newContext({
      locale: 'es-ES',
      extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${nextAddress++}` },
    });
    visitor.setDefaultTimeout(15_000);
    visitors.push(visitor);
    return visitor.newPage();
  }

  /**
   * Opens the post and sends a comment through its form: after a person's time to write
   * (`inGoodTime`, the form's 3 s minimum) or at once, the way a bot does. Either way the sender
   * is told the same: a bot learns nothing from it.
   */
  async function comment(
    reader: Page,
    slug: string,
    who: { name: string; email: string },
    text: string,
    inGoodTime: boolean,
  ) {
    await reader.goto(blogUrl(slug));
    const draft = { name: who.name, email: who.email, text };
    if (inGoodTime) {
      await sendComment(reader, draft);
      return;
    }
    await fillComment(reader, draft);
    // The page's script fetches the form's signed time when the page loads; once it is in,
    // nothing overwrites the bot's.
    await reader.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="formToken"]')?.value,
    );
    // A bot asks for a signed time and sends at once, in the same breath: however slow the
    // page was to load, the server sees milliseconds between the two.
    await reader.evaluate(async () => {
      const form = document.querySelector('form.comment-form') as HTMLFormElement;
      const postUuid = (form.elements.namedItem('postUuid') as HTMLInputElement).value;
      const res = await fetch(`/api/comments/form-token/${encodeURIComponent(postUuid)}`);
      const { token } = (await res.json()) as { token: string };
      (form.elements.namedItem('formToken') as HTMLInputElement).value = token;
      form.requestSubmit();
    });
    await reader.getByText('Tu comentario está pendiente de moderación').waitFor();
  }

  /** The staff's comments screen filtered by a status, and the row with `text` in it. */
  async function staffRow(status: 'Pendiente' | 'Spam' | 'Aprobado', text: string) {
    // The address names the filter, so the first list the screen loads is already filtered.
    const value = { Pendiente: 'PENDING', Spam: 'SPAM', Aprobado: 'APPROVED' }[status];
    await page.goto(`/cms/comments?estado=${value}`);
    await screenHeading(page, 'Comentarios').waitFor();
    return page.getByRole('row').filter({ hasText: text });
  }

  async function saveSettings(change: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
    await page.goto('/cms/settings');
    await screenHeading(page, 'Configuración').waitFor();
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    await change(form);
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();
  }

  it('a comment sent after a person’s time waits under Pendiente; one sent at once waits there too', async () => {
    await signInToDashboard(page, DEMO.admin);
    const person = `Lo leí con calma ${stamp}`;
    const bot = `Sent at once ${stamp}`;
    await comment(
      await newVisitor(),
      'sevilla-en-otono',
      { name: `Irene ${stamp}`, email: 'irene@example.com' },
      person,
      true,
    );
    await comment(
      await newVisitor(),
      'sevilla-en-otono',
      { name: `Bot ${stamp}`, email: 'bot@example.com' },
      bot,
      false,
    );

    // Too fast is held for a person to look at, as the sender was told, not hidden in Spam
    // (docs/decisions/050-not-spam.md).
    await (await staffRow('Pendiente', person)).waitFor();
    await page.getByRole('row').filter({ hasText: bot }).waitFor();
    await staffRow('Spam', bot);
    await page.getByRole('table', { name: 'Lista de comentarios' }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: bot }).count()).toBe(0);
  });

  it('holds a known commenter’s comment with too many links or a held word', async () => {
    await saveSettings(async (form) => {
      await form
        .getByRole('textbox', { name: 'Enlaces permitidos antes de retener un comentario' })
        .fill('1');
      await form.getByRole('textbox', { name: 'Palabras retenidas' }).fill('sorteo');
      await form
        .getByRole('switch', {
          name: 'Aprobar automáticamente a quien ya tiene comentarios aprobados',
        })
        .click();
    });
    // Read back as saved.
    await page.reload();
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    expect(
      await form
        .getByRole('textbox', { name: 'Enlaces permitidos antes de retener un comentario' })
        .inputValue(),
    ).toBe('1');
    expect(await form.getByRole('textbox', { name: 'Palabras retenidas' }).inputValue()).toBe(
      'sorteo',
    );

    // Lucía has an approved comment on the blog: hers are approved at once, unless a rule holds
    // them.
    const lucia = { name: 'Lucía', email: 'lucia@example.com' };
    const reader = await newVisitor();
    const plain = `Volvimos en noviembre y tenías razón ${stamp}`;
    const linked = `Las fuentes: https://es.wikipedia.org/wiki/Sevilla y https://www.visitasevilla.es ${stamp}`;
    const worded = `¿Habrá otro SORTEO de guías este año? ${stamp}`;
    await comment(reader, 'sevilla-en-otono', lucia, plain, true);
    await comment(reader, 'sevilla-en-otono', lucia, linked, true);
    await comment(reader, 'sevilla-en-otono', lucia, worded, true);

    await reader.goto(blogUrl('sevilla-en-otono'));
    await reader.locator('article.comment', { hasText: plain }).waitFor();
    expect(await reader.getByText(linked).count()).toBe(0);
    expect(await reader.getByText(worded).count()).toBe(0);
    await (await staffRow('Pendiente', linked)).waitFor();
    await page.getByRole('row').filter({ hasText: worded }).waitFor();
  });

  it('a post with ‘Cerrar comentarios’ shows the closed notice, and the API refuses', async () => {
    await page.goto('/cms/posts');
    await page.getByRole('link', { name: 'Editar Córdoba y la Mezquita' }).click();
    const editPath = await settledPath(page, /^\/cms\/posts\/[0-9a-f-]+\/edit$/);
    const postUuid = editPath.split('/')[3] as string;
    await page.getByRole('switch', { name: 'Cerrar comentarios' }).click();
    await page.getByRole('switch', { name: 'Cerrar comentarios', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);

    const reader = await newVisitor();
    await reader.goto(blogUrl('cordoba-y-la-mezquita'));
    await reader.getByText('Los comentarios están cerrados').waitFor();
    expect(await reader.getByRole('button', { name: 'Enviar comentario' }).count()).toBe(0);
    const refused = await reader.evaluate(async (uuid) => {
      const res = await fetch('/api/comments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postUuid: uuid,
          authorName: 'Ana',
          authorEmail: 'ana@example.com',
          content: 'Por la puerta de atrás',
        }),
      });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    }, postUuid);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Los comentarios están cerrados');
    // Another post still takes comments.
    await reader.goto(blogUrl('tortilla-de-patatas'));
    await reader.getByRole('button', { name: 'Enviar comentario' }).waitFor();
  });

  it('turning comments off for the whole blog hides every post’s form', async () => {
    await saveSettings(async (form) => {
      await form.getByRole('switch', { name: 'Permitir comentarios en el blog' }).click();
    });
    const reader = await newVisitor();
    for (const slug of ['sevilla-en-otono', 'tortilla-de-patatas']) {
      await reader.goto(blogUrl(slug));
      await reader.getByText('Los comentarios están cerrados').waitFor();
      expect(await reader.getByRole('button', { name: 'Enviar comentario' }).count()).toBe(0);
      expect(await reader.getByRole('textbox', { name: 'Comentario' }).count()).toBe(0);
    }
  });
});
