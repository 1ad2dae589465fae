import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * A draft is previewed from its form ('Vista previa', in a new tab, in the blog's template), then
 * shared: the link opens in a fresh browser with no account, noindex and uncached, until it is
 * revoked in the form, after which it is refused.
 */
describe('previewing and sharing a draft', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Borrador: rutas por la Alpujarra ${stamp}`;
  const text = `Pampaneira, Bubión y Capileira en un día ${stamp}.`;
  let uuid = '';
  let shared = '';

  it('has a draft post', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    const categories = await callAsPanel<{ data: { id: number }[] }>(
      page,
      'GET',
      '/api/categories',
    );
    const created = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/posts', {
      title,
      slug: `alpujarra-${stamp}`,
      content: `<p>${text}</p>`,
      status: 'DRAFT',
      categoryId: categories.json.data[0]?.id,
    });
    expect(created.status).toBe(201);
    uuid = created.json.uuid;
  });

  it('opens the draft with “Vista previa” in a new tab, as the blog will show it', async () => {
    const { page, context } = session;
    await page.goto(`/cms/posts/${uuid}/edit`);
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Vista previa', exact: true }).click(),
    ]);
    await preview.waitForLoadState();
    expect(preview.url()).toMatch(
      new RegExp(`^http://demo\\.localhost:${session.port}/vista-previa/[A-Za-z0-9_-]{43}$`),
    );
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await preview.getByText(text).isVisible()).toBe(true);
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await preview.close();
  });

  it('shares a link that a signed-out browser opens', async () => {
    const { page, browser } = session;
    const section = page.getByRole('region', { name: 'Compartir vista previa' });
    await section.getByLabel('Caduca en').selectOption('1');
    await section.getByRole('button', { name: 'Compartir vista previa' }).click();
    const field = section.getByRole('textbox', { name: 'Enlace de vista previa' });
    await field.waitFor();
    shared = await field.inputValue();
    expect(shared).toMatch(/\/vista-previa\/[A-Za-z0-9_-]{43}$/);
    await section.getByRole('button', { name: /^Revocar el enlace que caduca el / }).waitFor();

    const visitor = await browser.newContext({ locale: 'es-ES' });
    try {
      const reader = await visitor.newPage();
      const answer = await reader.goto(shared);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['x-robots-tag']).toBe('noindex');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await reader.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await reader.getByText(text).isVisible()).toBe(true);
      // Nothing of the panel's session reached this browser.
      expect(await reader.evaluate(() => window.localStorage.length)).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('revokes the link in the form, and the signed-out browser is refused', async () => {
    const { page, browser } = session;
    const section = page.getByRole('region', { name: 'Compartir vista previa' });
    await section.getByRole('button', { name: /^Revocar el enlace que caduca el / }).click();
    await page.getByText('Enlace revocado: ya no abre la vista previa.').waitFor();
    await section
      .getByRole('button', { name: /^Revocar el enlace que caduca el / })
      .waitFor({ state: 'detached' });

    const visitor = await browser.newContext({ locale: 'es-ES' });
    try {
      const reader = await visitor.newPage();
      const answer = await reader.goto(shared);
      expect(answer?.status()).toBe(404);
      await reader.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
      expect(await reader.getByText(text).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});
