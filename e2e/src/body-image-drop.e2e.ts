import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { pngFile } from './harness/images.ts';
import { settledPath } from './harness/panel.ts';

/**
 * A picture file dropped into the editor, as from the desktop: uploaded to the library through
 * the image dialog, described, and served sized on the blog after a save and a reload.
 */
describe('an image file dropped into the editor', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Mercado de Triana ${stamp}`;
  const slug = `mercado-de-triana-${stamp}`;
  const name = `mercado-${stamp}.png`;
  const alt = 'Los puestos del mercado por la mañana';

  const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });

  it('signs in as the admin of the demo blog', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('uploads the dropped PNG and inserts it where it fell, once described', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = editorOf(page);
    await editor.click();
    await page.keyboard.type('Primero, el mercado.');
    const bytes = (await readFile(await pngFile(name, 1200, 900))).toString('base64');
    // What a browser sends when a file from the desktop lands on the paragraph.
    await editor
      .locator('p')
      .first()
      .evaluate(
        (paragraph, { data, fileName }) => {
          const buffer = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
          const dataTransfer = new DataTransfer();
          dataTransfer.items.add(new File([buffer], fileName, { type: 'image/png' }));
          const box = paragraph.getBoundingClientRect();
          const at = { clientX: box.right - 1, clientY: box.top + box.height / 2 };
          for (const type of ['dragenter', 'dragover', 'drop'])
            paragraph.dispatchEvent(
              new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true, ...at }),
            );
        },
        { data: bytes, fileName: name },
      );
    const dialog = page.getByRole('dialog', { name: 'Insertar imagen' });
    const altField = dialog.getByRole('textbox', { name: /Texto alternativo/ });
    await altField.waitFor({ timeout: 30_000 });
    await altField.fill(alt);
    await dialog.getByRole('button', { name: 'Insertar imagen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await editor.locator(`figure img[alt="${alt}"]`).waitFor();
    // It went in after the paragraph it fell on, not inside it.
    expect(
      await editor.evaluate((box) => [...box.children].map((child) => child.tagName.toLowerCase())),
    ).toEqual(['p', 'figure', 'p']);
  });

  it('saves the post, published, and finds the picture again after a reload', async () => {
    const { page } = session;
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: /^Editar/ }).click();
    await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
    await page.reload();
    const image = editorOf(page).locator('figure img');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe(alt);
    expect(await image.getAttribute('src')).toMatch(/^\/media\/.+/);
  });

  it('serves it on the public page with srcset, its size and its alt text', async () => {
    const reader = await session.browser.newPage();
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    const image = reader.locator('article .content figure img');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe(alt);
    expect(await image.getAttribute('srcset')).toMatch(/ \d+w/);
    expect(await image.getAttribute('sizes')).toBeTruthy();
    expect(await image.getAttribute('width')).toBe('1200');
    expect(await image.getAttribute('height')).toBe('900');
    // The copies answer: the browser loaded the picture it chose from the srcset.
    await image.scrollIntoViewIfNeeded();
    await reader.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );
    await reader.close();
  });
});
