import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * Deleting a category that has posts: the dialog says how many and where they go, the posts
 * move to the category chosen, and the menu item that led to the deleted one goes with it.
 */
describe('deleting a category with posts', () => {
  const session = useBrowser();
  const account = newAccount('borrar');
  const stamp = Date.now().toString(36);
  const doomed = { name: `Rutas ${stamp}`, slug: `rutas-${stamp}` };
  const target = { name: `Viajes ${stamp}`, slug: `viajes-${stamp}` };
  const postTitles = [`Por el Cares ${stamp}`, `Hacia Somiedo ${stamp}`];

  it('sets up a blog with two categories, two posts and a menu item to the category', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const created = await callAsPanel<{ id: number }>(page, 'POST', '/api/categories', doomed);
    expect(created.status).toBe(201);
    expect((await callAsPanel(page, 'POST', '/api/categories', target)).status).toBe(201);
    for (const [i, title] of postTitles.entries()) {
      const post = await callAsPanel(page, 'POST', '/api/posts', {
        title,
        slug: `ruta-${i}-${stamp}`,
        content: `<p>${title}</p>`,
        status: 'PUBLISHED',
        categoryId: created.json.id,
      });
      expect(post.status).toBe(201);
    }
    for (const item of [
      { label: 'Inicio', url: '/', order: 1 },
      { label: 'Rutas', url: `/category/${doomed.slug}`, order: 2 },
    ]) {
      expect((await callAsPanel(page, 'POST', '/api/menu', item)).status).toBe(201);
    }
    // The blog links to the category before it is deleted.
    await page.goto(`${blogOrigin(session, account.subdomain)}/`);
    await page.locator(`a[href$="/category/${doomed.slug}"]`).first().waitFor();
    await page.goto('/cms/menu');
    await page
      .getByRole('row')
      .filter({ hasText: `/category/${doomed.slug}` })
      .waitFor();
  });

  it('names the posts and the menu item, and moves the posts to the category chosen', async () => {
    const { page } = session;
    await page.goto('/cms/categories');
    await screenHeading(page, 'Categorías').waitFor();
    await page.getByRole('button', { name: `Eliminar ${doomed.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar categoría' });
    await dialog.getByText('¿Estás seguro de que quieres eliminar esta categoría?').waitFor();
    await dialog.getByText('Esta categoría tiene 2 posts.').waitFor();
    await dialog.getByText('También se quitará 1 elemento del menú que apuntaba a ella.').waitFor();
    const moveTo = dialog.getByLabel('Mover sus posts a');
    const options = await moveTo.locator('option').allTextContents();
    expect(options).toEqual(['General', target.name]);
    await moveTo.selectOption({ label: target.name });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('row').filter({ hasText: doomed.name }).waitFor({ state: 'detached' });
    const targetRow = page.getByRole('row').filter({ hasText: target.name });
    expect(await targetRow.getByRole('cell').allTextContents()).toContain('2');
  });

  it('the posts show the new category', async () => {
    const { page } = session;
    await page.goto('/cms/posts');
    for (const title of postTitles) {
      const row = page.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      expect(await row.textContent()).toContain(target.name);
    }
  });

  it('the menu item that pointed to the deleted category is gone, the others stay', async () => {
    const { page } = session;
    await page.goto('/cms/menu');
    await page.getByRole('row').filter({ hasText: 'Inicio' }).waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: `/category/${doomed.slug}` })
        .count(),
    ).toBe(0);

    await page.goto(`${blogOrigin(session, account.subdomain)}/`);
    await page.getByRole('link', { name: 'Inicio' }).first().waitFor();
    expect(await page.locator(`a[href$="/category/${doomed.slug}"]`).count()).toBe(0);
    await page.goto(`${blogOrigin(session, account.subdomain)}/category/${target.slug}`);
    for (const title of postTitles) await page.getByText(title).first().waitFor();
  });
});
