import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { newPostEditor, settledPath } from './harness/panel.ts';

/**
 * The accessibility check of the post form (docs/decisions/068-accessibility-check.md): a writer
 * pastes a picture without alt text, skips from an h2 to an h4, links 'aquí' and writes a wall of
 * text; the warnings appear under the editor, each takes the editor to its place, and the post
 * still publishes with them.
 */
describe('the accessibility check before publishing', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Ruta por los faros ${stamp}`;
  const slug = `ruta-por-los-faros-${stamp}`;
  const longParagraph = `Caminamos ${Array(170).fill('junto al mar').join(' ')} hasta el faro.`;

  const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });
  const panelOf = (page: Page) => page.getByRole('region', { name: 'Accesibilidad' });
  const warning = (page: Page, name: RegExp) => panelOf(page).getByRole('button', { name });

  /** Pastes HTML as the browser does on Ctrl+V from a web page. */
  async function paste(page: Page, html: string, text: string) {
    await editorOf(page).evaluate(
      (box, clipboard) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/html', clipboard.html);
        clipboardData.setData('text/plain', clipboard.text);
        box.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
        );
      },
      { html, text },
    );
  }

  /** The element of the editor's body that holds the caret or selection, as `selector` finds it. */
  function selectionIn(editor: Locator, selector: string) {
    return editor.evaluate((box, within) => {
      const node = document.getSelection()?.anchorNode ?? null;
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      const found = element?.closest(within);
      return {
        inside: found !== null && found !== undefined && box.contains(found),
        text: found?.textContent ?? null,
        selected: String(document.getSelection()),
        focused: box.contains(document.activeElement) || box === document.activeElement,
      };
    }, selector);
  }

  it('signs in as the admin of the demo blog', async () => {
    await noteSelectionChanges(session.context);
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('writes a post with the four problems and sees each warned about', async () => {
    const { page } = session;
    const editor = await newPostEditor(page, title);
    await expect
      .poll(() => panelOf(page).getByRole('status').textContent())
      .toBe('No hay avisos de accesibilidad.');

    await page.keyboard.type('Una ruta de tres días por la costa.');
    await page.keyboard.press('Enter');
    // Markdown shortcuts: '## ' makes a heading 2, '#### ' a heading 4.
    await page.keyboard.type('## El primer día');
    await page.keyboard.press('Enter');
    await page.keyboard.type('#### Detalles');
    await page.keyboard.press('Enter');
    await editor.locator('h2', { hasText: 'El primer día' }).waitFor();
    await editor.locator('h4', { hasText: 'Detalles' }).waitFor();

    await page.keyboard.type('Las fotos del faro están aquí');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Control+ArrowLeft');
    await page.keyboard.up('Shift');
    await page.waitForFunction(() => String(document.getSelection()) === 'aquí');
    await editorCaughtUp(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
    const url = dialog.getByRole('textbox', { name: 'URL del enlace' });
    await url.fill('https://example.com/fotos');
    await url.press('Enter');
    await editor.locator('a', { hasText: /^aquí$/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(longParagraph);
    await editor.locator('p', { hasText: 'hasta el faro.' }).waitFor();
    await page.keyboard.press('Enter');
    // Last, on a line of its own, a picture pasted from a web page without alt text.
    await paste(
      page,
      '<figure><img src="https://example.com/fotos/faro-de-cabo-mayor.jpg"></figure>',
      '',
    );
    // The address answers nothing here: the picture is in the body, drawn or not.
    await editor.locator('figure img').waitFor({ state: 'attached' });

    await expect
      .poll(() => panelOf(page).getByRole('status').textContent())
      .toBe('4 avisos de accesibilidad');
    expect(await panelOf(page).getByRole('button').allTextContents()).toEqual([
      'El encabezado «Detalles» salta del nivel 2 al nivel 4: usa un encabezado de nivel 3.',
      'El enlace «aquí» no dice a dónde lleva: escribe en su texto de qué trata lo enlazado.',
      'El párrafo que empieza «Caminamos junto al mar junto al mar…» tiene 514 palabras: divídelo en párrafos de hasta 150 para que se lea mejor.',
      'Imagen sin texto alternativo (faro-de-cabo-mayor.jpg): describe lo que muestra para quien no puede verla.',
    ]);
  });

  it('takes the editor to each warning’s place', async () => {
    const { page } = session;
    const editor = editorOf(page);

    await warning(page, /El encabezado «Detalles»/).click();
    await expect
      .poll(() => selectionIn(editor, 'h4'))
      .toEqual({
        inside: true,
        text: 'Detalles',
        selected: 'Detalles',
        focused: true,
      });

    // The link's words selected: the selection may start at the end of the text before it.
    await warning(page, /El enlace «aquí»/).click();
    await expect
      .poll(() =>
        editor.evaluate((box) => {
          const selection = document.getSelection();
          return {
            touched: [...box.querySelectorAll('a')]
              .filter((link) => selection?.containsNode(link, true))
              .map((link) => link.textContent),
            selected: String(selection),
            focused: box.contains(document.activeElement) || box === document.activeElement,
          };
        }),
      )
      .toEqual({ touched: ['aquí'], selected: 'aquí', focused: true });

    // Down to the picture, under the long paragraph: selected, its 'Editar imagen' offered.
    await warning(page, /Imagen sin texto alternativo/).click();
    await editor.locator('figure.ProseMirror-selectednode img').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Editar imagen' }).waitFor();

    await warning(page, /El párrafo que empieza/).click();
    await expect
      .poll(async () => (await selectionIn(editor, 'p')).text?.startsWith('Caminamos'))
      .toBe(true);
    const paragraph = editor.locator('p', { hasText: 'hasta el faro.' });
    await expect
      .poll(() =>
        paragraph.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        }),
      )
      .toBe(true);
  });

  it('follows the writing: the picture described, its warning goes', async () => {
    const { page } = session;
    await warning(page, /Imagen sin texto alternativo/).click();
    await page.getByRole('button', { name: 'Editar imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar imagen' });
    await dialog.getByRole('textbox', { name: /Texto alternativo/ }).fill('El faro de Cabo Mayor');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => panelOf(page).getByRole('status').textContent())
      .toBe('3 avisos de accesibilidad');
  });

  it('publishes with the warnings left, and says how many went out', async () => {
    const { page } = session;
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    await page
      .getByRole('status')
      .filter({ hasText: 'Post guardado con 3 avisos de accesibilidad' })
      .waitFor();
    await page.getByRole('row').filter({ hasText: title }).waitFor();

    const reader = await session.browser.newPage();
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    const article = reader.locator('article');
    await article.getByRole('heading', { level: 4, name: 'Detalles' }).waitFor();
    await article.getByRole('link', { name: 'aquí' }).waitFor();
    await reader.close();
  });
});
