import type { Page } from 'playwright-core';

/** The part of the path the panel is on, after client-side navigation settles. */
export async function settledPath(page: Page, expected: string | RegExp, timeout = 15_000) {
  await page.waitForURL(
    (url) =>
      typeof expected === 'string' ? url.pathname === expected : expected.test(url.pathname),
    { timeout },
  );
  return new URL(page.url()).pathname;
}

/** The panel's main heading (each screen has one `h1`). */
export const screenHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A new post with its title, the caret in its body: the body's text box. */
export async function newPostEditor(page: Page, title: string) {
  await page.goto('/cms/posts/new');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Contenido' });
  await editor.click();
  return editor;
}

/** Saves the open post form published, in the first category, and waits for its row in the list. */
export async function savePublished(page: Page, title: string) {
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('switch', { name: 'Borrador' }).click();
  await page.getByRole('button', { name: 'Guardar Post' }).click();
  await settledPath(page, '/cms/posts', 30_000);
  await page.getByRole('row').filter({ hasText: title }).waitFor();
}
