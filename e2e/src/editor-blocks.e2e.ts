import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { savePublished, settledPath } from './harness/panel.ts';

/**
 * The blocks added to the editor (docs/product.md#editor-blocks), each made once with its
 * Markdown shortcut and once with the toolbar: they survive the save, come back in the form, and
 * the public page shows them, code highlighted by the server and the video in YouTube's
 * privacy-enhanced player.
 */
describe('a post with every kind of block', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Pan de pueblo ${stamp}`;
  const slug = `pan-de-pueblo-${stamp}`;

  async function typeLine(page: Page, text: string) {
    await page.keyboard.type(text);
    await editorCaughtUp(page);
  }

  const tool = (page: Page, name: string) =>
    page.getByRole('toolbar', { name: /Formato de/ }).getByRole('button', { name, exact: true });

  it('signs in as the admin of the demo blog', async () => {
    await noteSelectionChanges(session.context);
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('writes each block with its Markdown shortcut', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await typeLine(page, '### Ingredientes');
    await page.keyboard.press('Enter');
    await typeLine(page, '1. Harina');
    await page.keyboard.press('Enter');
    await typeLine(page, 'Agua');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await typeLine(page, '---');
    await typeLine(page, '```js ');
    await typeLine(page, 'const horas = 12;');
    // Ctrl+Enter leaves a code block for a new paragraph.
    await page.keyboard.press('Control+Enter');
    await editorCaughtUp(page);

    await editor.locator('h3', { hasText: 'Ingredientes' }).waitFor();
    expect(await editor.locator('ol > li').allTextContents()).toEqual(['Harina', 'Agua']);
    await editor.locator('hr').waitFor();
    await editor.locator('pre code.language-javascript', { hasText: 'const horas' }).waitFor();
    expect(await page.getByLabel('Lenguaje del bloque de código').count()).toBe(0);
  });

  it('writes each block again from the toolbar, and a video through its dialog', async () => {
    const { page } = session;
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await typeLine(page, 'Reposo');
    await tool(page, 'Título 3').click();
    await editor.locator('h3', { hasText: 'Reposo' }).waitFor();
    await page.keyboard.press('Enter');
    await typeLine(page, 'Tapar la masa');
    await tool(page, 'Lista numerada').click();
    await editor.locator('ol > li', { hasText: 'Tapar la masa' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await typeLine(page, 'print("listo")');
    await tool(page, 'Bloque de código').click();
    await page.getByLabel('Lenguaje del bloque de código').selectOption('python');
    await editor.locator('pre code.language-python', { hasText: 'print' }).waitFor();
    await editor.focus();
    await editorCaughtUp(page);
    await page.keyboard.press('Control+Enter');
    await editorCaughtUp(page);
    await tool(page, 'Separador').click();
    expect(await editor.locator('hr').count()).toBe(2);

    await tool(page, 'Insertar vídeo').click();
    const dialog = page.getByRole('dialog', { name: 'Insertar vídeo' });
    const address = dialog.getByRole('textbox', { name: 'Dirección del vídeo (YouTube o Vimeo)' });
    await address.fill('https://evil.example/watch?v=dQw4w9WgXcQ');
    await address.press('Enter');
    await dialog.getByText('no es de un vídeo de YouTube o Vimeo', { exact: false }).waitFor();
    await address.fill('https://youtu.be/dQw4w9WgXcQ');
    await address.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // Enter in the dialog did not submit the post form.
    await settledPath(page, '/cms/posts/new');
    expect(new URL(page.url()).search).toBe('');
    await editor
      .locator('figure[data-embed="youtube"] a[href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"]')
      .waitFor();
    await typeLine(page, 'Fin');
  });

  it('saves the post, published', async () => {
    await savePublished(session.page, title);
  });

  it('finds every block again in the form', async () => {
    const { page } = session;
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: /^Editar/ }).click();
    await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.locator('figure[data-embed="youtube"]').waitFor();
    expect(await editor.locator('h3').allTextContents()).toEqual(['Ingredientes', 'Reposo']);
    expect(await editor.locator('ol > li').allTextContents()).toEqual([
      'Harina',
      'Agua',
      'Tapar la masa',
    ]);
    expect(await editor.locator('hr').count()).toBe(2);
    expect(await editor.locator('pre code.language-javascript').textContent()).toBe(
      'const horas = 12;',
    );
    await editor.locator('pre code.language-python').click();
    expect(await page.getByLabel('Lenguaje del bloque de código').inputValue()).toBe('python');
  });

  it('shows the blocks on the public page: highlighted code, rules, lists and the video', async () => {
    const reader = await session.browser.newPage();
    const response = await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`, {
      // The player is YouTube's page: the test waits for the post, not for it.
      waitUntil: 'domcontentloaded',
    });
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    const content = reader.locator('article .content');
    await content.waitFor();
    expect(await content.locator('h3').allTextContents()).toEqual(['Ingredientes', 'Reposo']);
    expect(await content.locator('ol > li').allTextContents()).toEqual([
      'Harina',
      'Agua',
      'Tapar la masa',
    ]);
    expect(await content.locator('hr').count()).toBe(2);
    const js = content.locator('pre code.hljs.language-javascript');
    expect(await js.textContent()).toBe('const horas = 12;');
    expect(await js.locator('span.hljs-keyword').first().textContent()).toBe('const');
    expect(
      await content.locator('pre code.hljs.language-python span.hljs-string').textContent(),
    ).toBe('"listo"');
    const player = content.locator('figure.video iframe');
    expect(await player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(await player.getAttribute('loading')).toBe('lazy');
    expect(await player.getAttribute('title')).toBe('Vídeo de YouTube');
    const fallback = content.getByRole('link', { name: 'Ver el vídeo en YouTube' });
    expect(await fallback.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    // Nothing of the post runs: the only scripts are the server's own.
    expect(await content.locator('script').count()).toBe(0);
    await reader.close();
  });
});
