import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogOrigin, useBrowser } from './harness/browser.ts';

/**
 * A reader searches the demo blog from the header's box, with JavaScript off: the form alone
 * takes them to the results, accents and word forms aside, and on to the post.
 */
describe('a reader searches a blog without JavaScript', () => {
  const session = useBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await session.browser.newContext({
      baseURL: session.origin,
      locale: 'es-ES',
      javaScriptEnabled: false,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('finds a post from the header’s box and opens it', async () => {
    await page.goto(`${blogOrigin(session, 'demo')}/`);
    const box = page.getByRole('search').getByLabel('Buscar en el blog');
    await box.fill('cordobas');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('heading', { name: 'Resultados para «cordobas»' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await box.inputValue()).toBe('cordobas');
    const result = page.getByRole('link', { name: 'Córdoba y la Mezquita' });
    expect(await result.getAttribute('href')).toBe('/blog/cordoba-y-la-mezquita');
    await result.click();
    await page.getByRole('heading', { level: 1, name: 'Córdoba y la Mezquita' }).waitFor();
  });

  it('says when nothing matches and offers the categories', async () => {
    await page.goto(`${blogOrigin(session, 'demo')}/`);
    await page.getByRole('search').getByLabel('Buscar en el blog').fill('xilofonista');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('heading', { name: 'Sin resultados para «xilofonista»' }).waitFor();
    expect(await page.locator('.search-categories a').count()).toBeGreaterThan(0);
  });
});
