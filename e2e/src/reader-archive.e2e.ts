import { describe, expect, it } from 'vitest';
import { blogOrigin, useBrowser, useNoScriptPage } from './harness/browser.ts';

/**
 * A reader browses the demo blog's archive from the footer, with JavaScript off: the index's
 * months, a month's posts, a post, and the related posts under it.
 */
describe('a reader browses a blog’s archive', () => {
  const session = useBrowser();
  const noScript = useNoScriptPage(session);

  it('opens a month from the archive’s index, a post of it, and a related post', async () => {
    const { page } = noScript;
    await page.goto(`${blogOrigin(session, 'demo')}/`);
    await page.locator('.site-foot').getByRole('link', { name: 'Archivo', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Archivo' }).waitFor();
    const month = page.locator('.archive-months a').first();
    const monthName = (await month.textContent()) ?? '';
    const href = (await month.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/archive\/\d{4}\/(0[1-9]|1[0-2])$/);
    await month.click();
    const year = href.split('/')[2];
    await page.getByRole('heading', { level: 1, name: `${monthName} de ${year}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    const first = page.locator('.card h2 a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const related = page.getByRole('region', { name: 'También te puede interesar' });
    const next = related.getByRole('link').first();
    const nextTitle = (await next.textContent()) ?? '';
    expect(nextTitle).not.toBe(title);
    await next.click();
    await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
  });
});
