import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/** The label of the option a select shows. */
const chosenOption = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? '');

/**
 * An admin whose blog has several categories chooses the default one in Configuración; a new
 * post starts in it and is published without touching the category.
 */
describe('the default category', () => {
  const session = useBrowser();
  const account = newAccount('defecto');
  const stamp = Date.now().toString(36);
  const chosen = { name: `Viajes ${stamp}`, slug: `viajes-${stamp}` };
  const other = { name: `Cocina ${stamp}`, slug: `cocina-${stamp}` };
  const title = `Lisboa en tranvía ${stamp}`;
  const slug = `lisboa-en-tranvia-${stamp}`;

  it('sets up a blog with several categories', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    for (const category of [chosen, other]) {
      expect((await callAsPanel(page, 'POST', '/api/categories', category)).status).toBe(201);
    }
  });

  it('chooses the default category in Configuración', async () => {
    const { page } = session;
    await page.goto('/cms/settings');
    await screenHeading(page, 'Configuración').waitFor();
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    const select = form.getByLabel('Categoría por defecto', { exact: true });
    // A new blog's first category is its default until the admin chooses another.
    await select.locator('option', { hasText: chosen.name }).waitFor({ state: 'attached' });
    expect(await chosenOption(select)).toBe('General');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Ninguna',
      other.name,
      'General',
      chosen.name,
    ]);
    await select.selectOption({ label: chosen.name });
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();

    await page.reload();
    await screenHeading(page, 'Configuración').waitFor();
    const saved = page.getByLabel('Categoría por defecto', { exact: true });
    await saved.locator('option', { hasText: chosen.name }).waitFor({ state: 'attached' });
    expect(await chosenOption(saved)).toBe(chosen.name);
  });

  it('a new post starts in it and is published there without touching the category', async () => {
    const { page } = session;
    await page.goto('/cms/posts');
    await screenHeading(page, 'Posts').waitFor();
    await page.getByRole('link', { name: 'Add Post' }).click();
    await settledPath(page, '/cms/posts/new');
    await screenHeading(page, 'Nuevo post').waitFor();
    // The post form's select, labelled 'Categoría' with the required mark.
    expect(await chosenOption(page.getByLabel('Categoría'))).toBe(chosen.name);

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Del Chiado a Belém en el 28.');
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('switch', { name: 'Publicado', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();

    await settledPath(page, '/cms/posts', 30_000);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain(chosen.name);
    expect(await row.textContent()).toContain('Publicado');

    // The public blog lists it under that category.
    await page.goto(`${blogOrigin(session, account.subdomain)}/category/${chosen.slug}`);
    await page.getByRole('link', { name: title }).first().waitFor();
    await page.goto(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});
