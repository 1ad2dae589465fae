import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { newPostEditor, settledPath } from './harness/panel.ts';

/**
 * The link dialog lives inside the post form: applying a link must insert it and do nothing
 * else (no submit of the post form, no reload, nothing typed lost), by Enter and by the button.
 */
describe('a link in the body of a post', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Enlaces del río ${stamp}`;
  const slug = `enlaces-del-rio-${stamp}`;

  /** Selects the last word of the editor's text with Shift+Ctrl+←, and checks what it took. */
  async function selectLastWord(page: Page) {
    await page.keyboard.down('Shift');
    await page.keyboard.press('Control+ArrowLeft');
    await page.keyboard.up('Shift');
    await page.waitForFunction(() => /^\p{L}+$/u.test(String(document.getSelection())));
    await editorCaughtUp(page);
  }

  /**
   * Puts the caret at the end of the editor's text on a new paragraph. The linked word is still
   * selected after the dialog; Enter before the editor has seen the caret move would replace it.
   */
  async function newParagraphAtEnd(page: Page) {
    await page.getByRole('textbox', { name: 'Contenido' }).focus();
    await page.keyboard.press('Control+End');
    await page.waitForFunction(() => document.getSelection()?.isCollapsed === true);
    await editorCaughtUp(page);
    await page.keyboard.press('Enter');
  }

  async function expectFormIntact(page: Page, path: string | RegExp) {
    expect(new URL(page.url()).search).toBe('');
    await settledPath(page, path);
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(
      title,
    );
  }

  it('signs in as the admin of the demo blog', async () => {
    await noteSelectionChanges(session.context);
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('adds a link with Ctrl+K and Enter without leaving the new post', async () => {
    const { page } = session;
    const editor = await newPostEditor(page, title);
    await page.keyboard.type('Lee la guía del Ebro');
    await selectLastWord(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
    const url = dialog.getByRole('textbox', { name: 'URL del enlace' });
    await url.fill('https://example.com/ebro');
    await url.press('Enter');
    // The text has the focus back as soon as Enter is handled: keys typed right after the
    // dialog reach the text, none is lost on the closing dialog.
    expect(await editor.evaluate((text) => text.contains(document.activeElement))).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    // The caret waits after the link: typing goes on outside it and replaces nothing.
    await page.keyboard.type(' hoy');
    await editor.getByText('Lee la guía del Ebro hoy').waitFor();
    await expectFormIntact(page, '/cms/posts/new');
    await editor.locator('a[href="https://example.com/ebro"]', { hasText: /^Ebro$/ }).waitFor();
    expect(await editor.locator('a').textContent()).toBe('Ebro');
  });

  it('adds a second link with the Aplicar button', async () => {
    const { page } = session;
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await newParagraphAtEnd(page);
    await page.keyboard.type('Y la del Duero');
    await selectLastWord(page);
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Enlace' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
    await dialog.getByRole('textbox', { name: 'URL del enlace' }).fill('https://example.com/duero');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expectFormIntact(page, '/cms/posts/new');
    await editor.locator('a[href="https://example.com/duero"]', { hasText: /^Duero$/ }).waitFor();
  });

  it('a refused address keeps the dialog open with its message and the post untouched', async () => {
    const { page } = session;
    await newParagraphAtEnd(page);
    await page.keyboard.type('Y otro');
    await selectLastWord(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
    const url = dialog.getByRole('textbox', { name: 'URL del enlace' });
    await url.fill('javascript:alert(1)');
    await url.press('Enter');
    await dialog.getByText('Esta dirección no está permitida', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectFormIntact(page, '/cms/posts/new');
  });

  it('saves the post, published, with both links in its HTML', async () => {
    const { page } = session;
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    await page.getByRole('row').filter({ hasText: title }).waitFor();

    const reader = await session.browser.newPage();
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    const article = reader.locator('article');
    expect(await article.locator('a[href="https://example.com/ebro"]').textContent()).toBe('Ebro');
    expect(await article.textContent()).toContain('Lee la guía del Ebro hoy');
    expect(await article.locator('a[href="https://example.com/duero"]').textContent()).toBe(
      'Duero',
    );
    await reader.close();
  });

  it('an existing post keeps its unsaved edits when a link is added', async () => {
    const { page } = session;
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: /^Editar/ }).click();
    await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.locator('a[href="https://example.com/duero"]').waitFor();
    const excerpt = page.getByRole('textbox', { name: 'Extracto' });
    await excerpt.fill(`Dos ríos ${stamp}`);
    await newParagraphAtEnd(page);
    await page.keyboard.type('Y la del Tajo');
    await selectLastWord(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
    const url = dialog.getByRole('textbox', { name: 'URL del enlace' });
    await url.fill('https://example.com/tajo');
    await url.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    await expectFormIntact(page, /^\/cms\/posts\/[^/]+\/edit$/);
    expect(await excerpt.inputValue()).toBe(`Dos ríos ${stamp}`);
    await editor.locator('a[href="https://example.com/tajo"]', { hasText: /^Tajo$/ }).waitFor();
  });
});
