import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * The same short travel note written in seven programs and copied: what each puts on the
 * clipboard as text/html (fixtures/clipboard/) is pasted into a new post, which must keep its
 * headings, nested lists, link, bold, italic and table (its bold first row as the header row),
 * drop the program's styling, and be saved so.
 */
const FIXTURES = {
  'google-docs': 'Google Docs',
  'word-desktop': 'Word',
  'word-online': 'Word para la web',
  libreoffice: 'LibreOffice',
  pages: 'Pages',
  notion: 'Notion',
  'web-page': 'una página web',
} as const;

/** The document every fixture holds, as the editor and the server keep it (shared with the story). */
const EXPECTED_HTML = (
  await readFile(new URL('./fixtures/clipboard/expected.html', import.meta.url), 'utf8')
).trim();

/** HTML with every attribute but a link's address taken away, and no whitespace between tags. */
const structureOf = (html: string) =>
  html
    .replace(/<(\w+)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*>/g, (_, tag: string, attributes: string) => {
      const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
      return href === undefined ? `<${tag}>` : `<${tag} href="${href}">`;
    })
    .replace(/>\s+</g, '><')
    .trim();

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });

/** The text/plain flavour the programs put beside the HTML: the text, a line per block. */
const plainTextOf = (html: string) =>
  html
    .replace(/<head[\s\S]*?<\/head>|<!--[\s\S]*?-->|<!\[[\s\S]*?\]>/gi, '')
    .replace(/<\/(?:p|h\d|li|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\n\s*\n+/g, '\n')
    .trim();

/** Pastes HTML and its text as the browser does on Ctrl+V: a paste event with both flavours. */
async function pasteInto(page: Page, html: string) {
  await editorOf(page).evaluate(
    (box, clipboard) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/html', clipboard.html);
      clipboardData.setData('text/plain', clipboard.text);
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    },
    { html, text: plainTextOf(html) },
  );
}

/** What the editor shows: its structure, and every styling attribute left inside it. */
async function editorContents(page: Page) {
  return editorOf(page).evaluate((box) => ({
    headings: [...box.querySelectorAll('h2, h3')].map((h) => `${h.tagName}:${h.textContent}`),
    bullets: [...box.querySelectorAll('ul > li')].map((li) => li.firstElementChild?.textContent),
    nested: [...box.querySelectorAll('ul ul > li')].map((li) => li.textContent),
    numbers: [...box.querySelectorAll('ol > li')].map((li) => li.textContent),
    links: [...box.querySelectorAll('a[href]')].map(
      (a) => `${a.textContent}→${a.getAttribute('href')}`,
    ),
    bold: [...box.querySelectorAll('strong')].map((b) => b.textContent),
    italic: [...box.querySelectorAll('em')].map((i) => i.textContent),
    paragraphs: [...box.querySelectorAll(':scope > p')].map((p) => p.textContent),
    headerCells: [...box.querySelectorAll('table th')].map((th) => th.textContent),
    cells: [...box.querySelectorAll('table td')].map((td) => td.textContent),
    styled: [...box.querySelectorAll('[style], [class]:not(.ProseMirror-trailingBreak), font')].map(
      (element) => element.outerHTML.slice(0, 120),
    ),
  }));
}

describe('pasting from word processors and web pages', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);

  it('signs in as the admin of the demo blog', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  for (const [file, program] of Object.entries(FIXTURES)) {
    it(`keeps the structure of a paste from ${program}, and saves it`, async () => {
      const { page } = session;
      const html = await readFile(
        new URL(`fixtures/clipboard/${file}.html`, import.meta.url),
        'utf8',
      );
      const title = `Pegado desde ${program} ${stamp}`;
      await page.goto('/cms/posts/new');
      await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
      await editorOf(page).click();
      await pasteInto(page, html);
      await editorOf(page).locator('h3').waitFor();

      expect(await editorContents(page)).toEqual({
        headings: ['H2:Ruta por Asturias', 'H3:Qué llevar'],
        bullets: ['Botas de montaña', 'Chubasquero', 'Uno que abulte poco', 'Crema solar'],
        nested: ['Uno que abulte poco'],
        numbers: ['Reservar el albergue', 'Comprar los billetes de tren'],
        links: ['la guía de la ruta→https://example.com/guia-asturias'],
        bold: ['Oviedo'],
        italic: ['Cudillero'],
        paragraphs: [
          'Salimos de Oviedo al amanecer y llegamos a Cudillero a mediodía. Todo el recorrido está en la guía de la ruta.',
          'Antes de salir:',
        ],
        headerCells: ['Día', 'Etapa', 'Km'],
        cells: ['1', 'Oviedo – Avilés', '30', '2', 'Avilés – Cudillero', '25'],
        styled: [],
      });

      await page.getByLabel('Categoría').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Guardar Post' }).click();
      await settledPath(page, '/cms/posts', 30_000);
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByRole('link', { name: /^Editar/ }).click();
      await settledPath(page, /^\/cms\/posts\/[^/]+\/edit$/);
      const uuid = new URL(page.url()).pathname.split('/')[3] ?? '';

      const saved = await callAsPanel<{ content: string }>(page, 'GET', `/api/posts/uuid/${uuid}`);
      expect(saved.status).toBe(200);
      expect(structureOf(saved.json.content)).toBe(structureOf(EXPECTED_HTML));
      expect(saved.json.content).toContain('<th scope="col">Día</th>');
      expect(saved.json.content).not.toMatch(/\s(?:style|class|face|lang)=|<font|<span|mso-|o:p/i);
      // Opened again, the editor shows what was pasted.
      await editorOf(page).locator('h3').waitFor();
      expect((await editorContents(page)).nested).toEqual(['Uno que abulte poco']);
    });
  }
});
