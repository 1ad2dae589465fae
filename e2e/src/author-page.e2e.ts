import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogOrigin, useBrowser } from './harness/browser.ts';

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
});
