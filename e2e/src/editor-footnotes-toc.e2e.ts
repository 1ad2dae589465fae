import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { savePublished } from './harness/panel.ts';

/**
 * A writer puts a table of contents, two headings and a footnote in a post and publishes it
 * (docs/decisions/070-footnotes-and-toc.md): the public post lists the headings as links to
 * their anchors, the reference jumps to its note and the note's back link returns to the text.
 */
describe('a post with a table of contents and a footnote', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Notas de campo ${stamp}`;
  const slug = `notas-de-campo-${stamp}`;

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

  it('writes a table of contents, two headings and a footnote, and publishes', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await typeLine(page, 'Lo que vimos en el monte.');
    await tool(page, 'Índice').click();
    await editorCaughtUp(page);
    await typeLine(page, '## Primer día');
    await page.keyboard.press('Enter');
    await typeLine(page, 'Subimos al amanecer');
    await tool(page, 'Nota al pie').click();
    await editor.locator('li#nota-1').waitFor();
    await editorCaughtUp(page);
    await typeLine(page, 'A las seis y media.');
    await editor.locator('p', { hasText: 'Subimos al amanecer' }).click();
    await page.keyboard.press('End');
    await editorCaughtUp(page);
    await page.keyboard.press('Enter');
    await typeLine(page, '## Segundo día');
    await page.keyboard.press('Enter');
    await typeLine(page, 'Bajamos por el río.');

    // The block shows the headings as they are now, before any save.
    const toc = editor.getByRole('navigation', { name: 'Índice' });
    await expect
      .poll(() => toc.getByRole('listitem').allTextContents())
      .toEqual(['Primer día', 'Segundo día']);
    expect(await editor.locator('sup a[href="#nota-1"]').textContent()).toBe('1');
    await savePublished(page, title);
  });

  it('shows readers the table of contents and the note, with links both ways', async () => {
    const reader = await session.browser.newPage();
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    // axe-core, evaluated by the test (the page's policy runs no script but its own).
    const axe = await readFile(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    );
    await reader.evaluate(axe);
    const violations = await reader.evaluate(async () => {
      const { axe: run } = window as unknown as {
        axe: { run: (context: Element) => Promise<{ violations: { id: string }[] }> };
      };
      const result = await run.run(document.querySelector('article') as Element);
      return result.violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
    const content = reader.locator('article .content');
    const toc = content.getByRole('navigation', { name: 'Índice' });
    const links = toc.getByRole('link');
    expect(await links.allTextContents()).toEqual(['Primer día', 'Segundo día']);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '#primer-dia',
      '#segundo-dia',
    ]);
    await links.nth(1).click();
    await expect.poll(() => new URL(reader.url()).hash).toBe('#segundo-dia');
    expect(await content.locator('h2#segundo-dia').textContent()).toBe('Segundo día');

    const notes = content.getByRole('region', { name: 'Notas' });
    expect(await notes.getByRole('listitem').allTextContents()).toEqual(['A las seis y media. ↩']);
    await content.locator('sup a#ref-1').click();
    await expect.poll(() => new URL(reader.url()).hash).toBe('#nota-1');
    await expect.poll(() => notes.locator('li:target').count(), { timeout: 5000 }).toBe(1);
    await notes.getByRole('link', { name: 'Volver al texto' }).click();
    await expect.poll(() => new URL(reader.url()).hash).toBe('#ref-1');
    await expect.poll(() => content.locator('a#ref-1:target').count()).toBe(1);
    await reader.close();
  });
});
