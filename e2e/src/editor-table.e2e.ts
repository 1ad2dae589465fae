import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { savePublished } from './harness/panel.ts';

/**
 * A writer puts a table in a post from the toolbar, adds a row and a column with the table's
 * controls, writes in its cells and publishes: the public page shows the table with its header
 * row, inside a named region a keyboard can focus and scroll sideways on a phone.
 */
describe('a post with a table', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Etapas del Camino ${stamp}`;
  const slug = `etapas-del-camino-${stamp}`;

  const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });
  const control = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Tabla' }).getByRole('button', { name, exact: true });

  async function typeCell(page: Page, text: string) {
    await page.keyboard.type(text);
    await editorCaughtUp(page);
  }

  it('signs in as the admin of the demo blog', async () => {
    await noteSelectionChanges(session.context);
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('inserts a table, adds a row and a column, and writes in the cells', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = editorOf(page);
    await editor.click();
    await typeCell(page, 'Las etapas:');
    await page.keyboard.press('Enter');
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Tabla', exact: true })
      .click();
    await editor.locator('table').waitFor();
    expect(await editor.locator('th').count()).toBe(3);
    expect(await editor.locator('tr').count()).toBe(3);

    await control(page, 'Añadir columna').click();
    await control(page, 'Añadir fila').click();
    await editor.locator('tr:nth-child(4)').waitFor();
    expect(await editor.locator('th').count()).toBe(4);
    expect(await editor.locator('td').count()).toBe(12);

    // The cursor is still in the first header cell; Tab goes from cell to cell.
    const texts = [
      ['Día', 'Etapa', 'Km', 'Desnivel'],
      ['1', 'Sarria – Portomarín', '22', '+450 m'],
      ['2', 'Portomarín – Palas de Rei', '25', '+600 m'],
      ['3', 'Palas de Rei – Arzúa', '29', '+400 m'],
    ];
    for (const [row, cells] of texts.entries()) {
      for (const [column, text] of cells.entries()) {
        if (row > 0 || column > 0) await page.keyboard.press('Tab');
        await typeCell(page, text);
      }
    }
    expect(await editor.locator('th').allTextContents()).toEqual(texts[0]);
    expect(await editor.locator('tr:last-child td').allTextContents()).toEqual(texts[3]);
  });

  it('publishes the post', async () => {
    await savePublished(session.page, title);
  });

  it('shows the table on the public page in a focusable region that scrolls sideways', async () => {
    const reader = await session.browser.newPage({ viewport: { width: 360, height: 740 } });
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    const region = reader.locator('article .content').getByRole('region', { name: 'Tabla' });
    await region.waitFor();
    expect(await region.getAttribute('tabindex')).toBe('0');
    const table = region.locator('table');
    expect(await table.locator('thead th[scope="col"]').allTextContents()).toEqual([
      'Día',
      'Etapa',
      'Km',
      'Desnivel',
    ]);
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('tbody tr:nth-child(2) td').allTextContents()).toEqual([
      '2',
      'Portomarín – Palas de Rei',
      '25',
      '+600 m',
    ]);
    // On a phone the region, not the page, scrolls sideways.
    const sizes = await region.evaluate((element) => ({
      overflow: getComputedStyle(element).overflowX,
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(sizes.overflow).toBe('auto');
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    await reader.close();
  });
});
