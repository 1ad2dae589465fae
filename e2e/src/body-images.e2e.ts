import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { jpegFile } from './harness/images.ts';
import { settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * Pictures inside a post's body: one uploaded through the editor's image dialog, one chosen from
 * the blog's library, one pasted into the editor. Each keeps its alt text and caption through the
 * save and the form, and the public page serves them sized from the library's copies.
 */
describe('a post with images in its body', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Paseo por Sevilla ${stamp}`;
  const slug = `paseo-por-sevilla-${stamp}`;
  const uploaded = `puente-${stamp}.jpg`;

  const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });
  const pickerOf = (page: Page) => page.getByRole('dialog', { name: 'Insertar imagen' });

  async function describeAndInsert(page: Page, alt: string, caption: string) {
    const dialog = pickerOf(page);
    await dialog.getByRole('textbox', { name: /Texto alternativo/ }).fill(alt);
    if (caption)
      await dialog.getByRole('textbox', { name: 'Pie de foto (opcional)' }).fill(caption);
    await dialog.getByRole('button', { name: 'Insertar imagen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('signs in as the admin of the demo blog', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('uploads a picture through the image dialog and inserts it with alt text and caption', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = editorOf(page);
    await editor.click();
    await page.keyboard.type('Empezamos en Triana.');
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Imagen', exact: true })
      .click();
    const dialog = pickerOf(page);
    await dialog.getByRole('tab', { name: 'Subir nueva' }).click();
    await dialog.getByLabel(/Elegir imagen/).setInputFiles(await jpegFile(uploaded, 1200, 800));
    await describeAndInsert(page, 'El puente de Triana', 'Al atardecer');
    // The dialog's form did not submit the post's.
    await settledPath(page, '/cms/posts/new');
    await editor.locator('figure img[alt="El puente de Triana"]').waitFor();
    expect(await editor.locator('figure figcaption').allTextContents()).toEqual(['Al atardecer']);
    // Uploaded for a post not saved yet: marked so, to go a day later if the draft is abandoned.
    const listed = await callAsPanel<{
      data: { originalName: string; entityType: string; entityId: string | null }[];
    }>(page, 'GET', `/api/media?search=${encodeURIComponent(uploaded)}`);
    expect(
      listed.json.data.map(({ originalName, entityType, entityId }) => ({
        originalName,
        entityType,
        entityId: entityId ?? null,
      })),
    ).toEqual([{ originalName: uploaded, entityType: 'post', entityId: null }]);
  });

  it('chooses the same picture from the library, found by its name', async () => {
    const { page } = session;
    await page.keyboard.type('Y otra vez, desde la otra orilla.');
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Imagen', exact: true })
      .click();
    const dialog = pickerOf(page);
    await dialog.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(`puente-${stamp}`);
    await dialog.getByRole('button', { name: uploaded }).click();
    await describeAndInsert(page, 'El puente desde la orilla', '');
    await editorOf(page).locator('figure img[alt="El puente desde la orilla"]').waitFor();
  });

  it('uploads a pasted picture and inserts it once described', async () => {
    const { page } = session;
    const bytes = (await readFile(await jpegFile(`pegada-${stamp}.jpg`, 1000, 750))).toString(
      'base64',
    );
    await editorOf(page).evaluate(
      (box, { data, name }) => {
        const binary = atob(data);
        const buffer = Uint8Array.from(binary, (char) => char.charCodeAt(0));
        const clipboardData = new DataTransfer();
        clipboardData.items.add(new File([buffer], name, { type: 'image/jpeg' }));
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
        );
      },
      { data: bytes, name: `pegada-${stamp}.jpg` },
    );
    const dialog = pickerOf(page);
    await dialog.getByRole('textbox', { name: /Texto alternativo/ }).waitFor({ timeout: 30_000 });
    await describeAndInsert(page, 'La Giralda', 'Desde la calle Mateos Gago');
    expect(await editorOf(page).locator('figure img').count()).toBe(3);
  });

  it('saves the post, published, and finds the pictures again in the form', async () => {
    const { page } = session;
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: /^Editar/ }).click();
    await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
    const editor = editorOf(page);
    await editor.locator('figure img').first().waitFor();
    expect(
      await editor
        .locator('figure img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
    ).toEqual(['El puente de Triana', 'El puente desde la orilla', 'La Giralda']);
    expect(await editor.locator('figure figcaption').allTextContents()).toEqual([
      'Al atardecer',
      'Desde la calle Mateos Gago',
    ]);
  });

  it('serves the pictures on the public page with their sizes, alt text and captions', async () => {
    const reader = await session.browser.newPage();
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    const content = reader.locator('article .content');
    await content.waitFor();
    const images = await content.locator('figure img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        alt: img.getAttribute('alt'),
        srcset: img.getAttribute('srcset'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    expect(images.map((image) => image.alt)).toEqual([
      'El puente de Triana',
      'El puente desde la orilla',
      'La Giralda',
    ]);
    for (const image of images) {
      expect(image.srcset).toMatch(/\d+w/);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
    }
    expect(images[0]).toMatchObject({ width: '1200', height: '800' });
    expect(await content.locator('figure figcaption').allTextContents()).toEqual([
      'Al atardecer',
      'Desde la calle Mateos Gago',
    ]);
    await reader.close();
  });
});
