import { describe, expect, it } from 'vitest';
import { blogOrigin, useBrowser, useNoScriptPage } from './harness/browser.ts';

/**
 * A reader searches the demo blog from the header's box: with JavaScript off the form alone
 * takes them to the results, accents and word forms aside, and on to the post; with it on, the
 * results come as they type, in a listbox they move through with the keys or the pointer.
 */
describe('a reader searches a blog', () => {
  const session = useBrowser();
  const noScript = useNoScriptPage(session);

  it('finds a post from the header’s box and opens it, without JavaScript', async () => {
    const { page } = noScript;
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

  it('says when nothing matches and offers the categories, without JavaScript', async () => {
    const { page } = noScript;
    await page.goto(`${blogOrigin(session, 'demo')}/`);
    await page.getByRole('search').getByLabel('Buscar en el blog').fill('xilofonista');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('heading', { name: 'Sin resultados para «xilofonista»' }).waitFor();
    expect(await page.locator('.search-categories a').count()).toBeGreaterThan(0);
  });

  it('shows results as the reader types; the keys move through them and Enter opens one', async () => {
    const { page } = session;
    await page.goto(`${blogOrigin(session, 'demo')}/`);
    const box = page.getByRole('combobox', { name: 'Buscar en el blog' });
    await box.pressSequentially('cordobas');
    const list = page.getByRole('listbox', { name: 'Buscar en el blog' });
    await list.waitFor();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    const option = list.getByRole('option', { name: /Córdoba y la Mezquita/ });
    await option.waitFor();
    // The count is announced in the live region.
    await expect
      .poll(() => page.getByRole('search').getByRole('status').textContent())
      .toMatch(/resultados?$/);
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    // Escape closes the list and keeps what was typed; the arrow opens it again.
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isHidden()).toBe(true);
    expect(await box.inputValue()).toBe('cordobas');
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    while ((await box.getAttribute('aria-activedescendant')) !== (await option.getAttribute('id')))
      await box.press('ArrowDown');
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Córdoba y la Mezquita' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog/cordoba-y-la-mezquita');
    expect(session.pageErrors).toEqual([]);
  });

  it('opens the result the reader clicks; nothing found is announced', async () => {
    const { page } = session;
    await page.goto(`${blogOrigin(session, 'demo')}/`);
    const box = page.getByRole('combobox', { name: 'Buscar en el blog' });
    await box.pressSequentially('xilofonista');
    await expect
      .poll(() => page.getByRole('search').getByRole('status').textContent())
      .toBe('Sin resultados para «xilofonista»');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.fill('');
    await box.pressSequentially('mezquita');
    const option = page.getByRole('option', { name: /Córdoba y la Mezquita/ });
    await option.click();
    await page.getByRole('heading', { level: 1, name: 'Córdoba y la Mezquita' }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});
