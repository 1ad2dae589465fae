import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading } from './harness/panel.ts';

/**
 * A reader of the demo blog follows a post's author to their page: who they are, and their
 * published posts of that blog, each leading back to its post.
 */
describe('a reader opens an author’s page from a post', () => {
  const session = useBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await session.browser.newContext({ baseURL: session.origin, locale: 'es-ES' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('goes from the byline to the author’s page and back to a post', async () => {
    await page.goto(`${blogOrigin(session, 'demo')}/blog/tortilla-de-patatas`);
    await page.locator('article.post header').getByRole('link', { name: 'Andrés Autor' }).click();
    await page.getByRole('heading', { level: 1, name: 'Andrés Autor' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/author/andres-autor');
    await page.getByText('Escribo sobre viajes y cocina.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Entradas de Andrés Autor' }).waitFor();
    // Their draft and the other author's posts are not theirs to show here.
    expect(await page.getByRole('link', { name: /gazpacho/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sevilla en otoño' }).count()).toBe(0);
    expect(
      await page.locator('link[rel=alternate][href="/author/andres-autor/feed.xml"]').count(),
    ).toBe(1);
    await page.getByRole('link', { name: 'Tortilla de patatas, con cebolla' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Tortilla de patatas, con cebolla' })
      .waitFor();
  });

  it('shows a link the writer set in their profile, as theirs (rel=me)', async () => {
    const writer = await context.newPage();
    await signInToDashboard(writer, DEMO.author);
    await writer
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await screenHeading(writer, 'Editar usuario').waitFor();
    const form = writer.getByRole('form', { name: 'Datos del usuario' });
    const links = form.getByRole('group', { name: 'Redes sociales' });
    await links.getByLabel('GitHub').fill('http://github.com/andres-autor');
    await form.getByRole('button', { name: 'Guardar' }).click();
    // The address must be https://: said at the field, nothing saved.
    await links.getByText('La dirección de GitHub debe empezar por https://').waitFor();
    await links.getByLabel('GitHub').fill('https://github.com/andres-autor');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await writer.getByText('Usuario actualizado correctamente').waitFor();
    await writer.close();

    await page.goto(`${blogOrigin(session, 'demo')}/author/andres-autor`);
    const profiles = page.getByRole('navigation', { name: 'Redes sociales de Andrés Autor' });
    const github = profiles.getByRole('link', { name: 'GitHub' });
    await github.waitFor();
    expect(await github.getAttribute('href')).toBe('https://github.com/andres-autor');
    expect(await github.getAttribute('rel')).toBe('me noopener');
    // Only what was set: no other network is listed.
    expect(await profiles.getByRole('link').count()).toBe(1);
  });
});
