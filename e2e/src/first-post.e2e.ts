import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { newAccount, signUp } from './harness/signup.ts';

/** The label of the option the post form's category select shows. */
const chosenCategory = (page: Page) =>
  page
    .getByLabel('Categoría')
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

/**
 * A blogger who just signed up publishes a first post: the new blog already has a category
 * ('General'), and the post form can make another one without leaving the post.
 */
describe('a new blog’s first post', () => {
  const session = useBrowser();
  const account = newAccount('primer');
  const stamp = Date.now().toString(36);
  const firstTitle = `Mi primer post ${stamp}`;
  const firstSlug = `mi-primer-post-${stamp}`;

  it('signs up and lands on the new blog’s dashboard', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
  });

  it('publishes the first post from the dashboard, with General already chosen', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Crear post' }).click();
    await settledPath(page, '/cms/posts/new');
    await screenHeading(page, 'Nuevo post').waitFor();
    expect(await chosenCategory(page)).toBe('General');

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(firstTitle);
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Hola, mundo: este es mi cuaderno.');
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('switch', { name: 'Publicado', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();

    await settledPath(page, '/cms/posts', 30_000);
    const row = page.getByRole('row').filter({ hasText: firstTitle });
    await row.waitFor();
    expect(await row.textContent()).toContain('General');
    expect(await row.textContent()).toContain('Publicado');

    await page.goto(`${blogOrigin(session, account.subdomain)}/blog/${firstSlug}`);
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor();
    await page.getByText('Hola, mundo: este es mi cuaderno.').waitFor();
    expect(await page.locator('body').textContent()).toContain('General');
  });

  it('creates a category from the post form, keeping the title and body typed', async () => {
    const { page } = session;
    const title = `Segundo post ${stamp}`;
    const category = `Recetas ${stamp}`;
    await page.goto('/cms/posts/new');
    await screenHeading(page, 'Nuevo post').waitFor();
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await page.keyboard.type('Lentejas de la abuela.');

    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    const name = dialog.getByRole('textbox', { name: 'Nombre', exact: true });
    await name.fill(category);
    // Enter submits the dialog's own form, and only that one.
    await name.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await chosenCategory(page)).toBe(category);
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(
      title,
    );
    expect(await editor.textContent()).toContain('Lentejas de la abuela.');

    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain(category);
    expect(await page.getByRole('row').filter({ hasText: title }).count()).toBe(1);
  });

  it('the dialog’s Cancelar closes it and leaves the form as it was', async () => {
    const { page } = session;
    await page.goto('/cms/posts/new');
    await screenHeading(page, 'Nuevo post').waitFor();
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Sin guardar');
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(
      'Sin guardar',
    );
    expect(session.pageErrors).toEqual([]);
  });
});
