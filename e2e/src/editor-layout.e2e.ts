import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { jpegFile } from './harness/images.ts';
import { settledPath } from './harness/panel.ts';

/**
 * The editor on a laptop and a phone: a picture wider than the column stays inside it when the
 * post is opened again, and a code block can be left from the keyboard, with a hint that says how.
 */
describe('the editor keeps its column and lets the writer out of a code block', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Vista ancha ${stamp}`;

  const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });

  /** How far the page and the body's picture reach, against the window and the editor. */
  async function widths(page: Page) {
    return page.evaluate(() => {
      const editor = document.querySelector('.ProseMirror') as HTMLElement;
      const img = editor.querySelector('figure img') as HTMLImageElement;
      return {
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
        imgRight: img.getBoundingClientRect().right,
        editorRight: editor.getBoundingClientRect().right,
        imgWidth: img.getBoundingClientRect().width,
      };
    });
  }

  it('signs in as the admin of the demo blog', async () => {
    await noteSelectionChanges(session.context);
    await session.page.setViewportSize({ width: 1366, height: 768 });
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('leaves a code block with Enter three times at its end, and with ↓ on its last line', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = editorOf(page);
    await editor.click();
    await page.keyboard.type('```');
    await page.keyboard.type(' ');
    await editorCaughtUp(page);
    await page.keyboard.type('let a = 1;');
    await editorCaughtUp(page);
    await page.getByText('Para salir del bloque de código', { exact: false }).waitFor();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Enter');
      await editorCaughtUp(page);
    }
    await page.keyboard.type('Fuera del bloque');
    await editorCaughtUp(page);
    expect(await editor.locator('pre').count()).toBe(1);
    expect(await editor.locator('pre code').textContent()).toBe('let a = 1;');
    await editor.locator('pre + p', { hasText: 'Fuera del bloque' }).waitFor();
    expect(await page.getByText('Para salir del bloque de código', { exact: false }).count()).toBe(
      0,
    );

    await page.keyboard.press('Enter');
    await page.keyboard.type('```');
    await page.keyboard.type(' ');
    await editorCaughtUp(page);
    await page.keyboard.type('let b = 2;');
    await editorCaughtUp(page);
    await page.keyboard.press('ArrowDown');
    await editorCaughtUp(page);
    await page.keyboard.type('Después del segundo');
    await editorCaughtUp(page);
    expect(await editor.locator('pre code').allTextContents()).toEqual([
      'let a = 1;',
      'let b = 2;',
    ]);
    await editor.locator('pre + p', { hasText: 'Después del segundo' }).waitFor();
  });

  it('inserts a picture wider than the column and saves the post', async () => {
    const { page } = session;
    await page.keyboard.press('Enter');
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Imagen', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Insertar imagen' });
    await dialog.getByRole('tab', { name: 'Subir nueva' }).click();
    await dialog
      .getByLabel(/Elegir imagen/)
      .setInputFiles(await jpegFile(`ancha-${stamp}.jpg`, 2400, 1200));
    await dialog.getByRole('textbox', { name: /Texto alternativo/ }).fill('Una playa muy ancha');
    await dialog.getByRole('button', { name: 'Insertar imagen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await editorOf(page).locator('figure img[alt="Una playa muy ancha"]').waitFor();
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
  });

  it('opened again, the picture fits the column at 1 366 px and at 375 px', async () => {
    const { page } = session;
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: /^Editar/ }).click();
    await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
    const img = editorOf(page).locator('figure img[alt="Una playa muy ancha"]');
    await img.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector('.ProseMirror figure img') as HTMLImageElement | null;
      return image?.complete === true && image.naturalWidth > 0;
    });
    for (const size of [
      { width: 1366, height: 768 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForFunction((width) => window.innerWidth === width, size.width);
      const seen = await widths(page);
      expect(seen.page, JSON.stringify(seen)).toBeLessThanOrEqual(seen.window);
      expect(seen.imgRight, JSON.stringify(seen)).toBeLessThanOrEqual(seen.editorRight + 0.5);
      expect(seen.imgWidth).toBeGreaterThan(100);
    }
  });
});
