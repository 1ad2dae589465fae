import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * Tags from the post form to the public blog: one typed new and one picked from the blog's
 * suggestions, kept after a reload, linked from the post to its tag page, and renamed on the
 * categories screen.
 */
describe('tagging a post', () => {
  const session = useBrowser();
  const account = newAccount('etiquetas');
  const stamp = Date.now().toString(36);
  const existing = `Montaña ${stamp}`;
  const typed = `Ruta ${stamp}`;
  const renamed = `Senderismo ${stamp}`;
  const title = `Subida al Naranjo ${stamp}`;
  const slug = `subida-naranjo-${stamp}`;
  let uuid = '';

  it('sets up a blog with a tag already in use and an untagged post', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const tagged = await callAsPanel(page, 'POST', '/api/posts', {
      title: `Otro post ${stamp}`,
      slug: `otro-${stamp}`,
      content: '<p>Texto</p>',
      status: 'PUBLISHED',
      tags: [existing],
    });
    expect(tagged.status).toBe(201);
    const post = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/posts', {
      title,
      slug,
      content: '<p>Por la canal de Camburero.</p>',
      status: 'PUBLISHED',
    });
    expect(post.status).toBe(201);
    uuid = post.json.uuid;
  });

  it('adds a new tag and a suggested one in the post form, and finds them after a reload', async () => {
    const { page } = session;
    await page.goto(`/cms/posts/${uuid}/edit`);
    const input = page.getByRole('combobox', { name: 'Etiquetas' });
    await input.waitFor();
    await input.fill(typed);
    await input.press('Enter');
    await page.getByRole('button', { name: `Quitar la etiqueta ${typed}` }).waitFor();
    // Typed without its accent, the existing tag is still offered.
    await input.fill('montana');
    await page
      .getByRole('listbox', { name: 'Etiquetas existentes' })
      .getByRole('option', { name: existing })
      .click();
    await page.getByRole('button', { name: `Quitar la etiqueta ${existing}` }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);

    await page.goto(`/cms/posts/${uuid}/edit`);
    await page.reload();
    for (const name of [existing, typed])
      await page.getByRole('button', { name: `Quitar la etiqueta ${name}` }).waitFor();
  });

  it('the public post links its tags to their pages', async () => {
    const { page } = session;
    const origin = blogOrigin(session, account.subdomain);
    await page.goto(`${origin}/blog/${slug}`);
    await page
      .getByRole('navigation', { name: 'Etiquetas' })
      .getByRole('link', { name: typed })
      .click();
    await page.waitForURL(`${origin}/tag/ruta-${stamp}`);
    await page.getByRole('heading', { level: 1, name: typed }).waitFor();
    await page.getByRole('link', { name: title }).waitFor();
  });

  it('a tag renamed on the categories screen shows its new name on the blog', async () => {
    const { page } = session;
    await page.goto('/cms/categories');
    await screenHeading(page, 'Categorías').waitFor();
    const row = page.getByRole('row').filter({ hasText: typed });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toContain('1');
    await page.getByRole('button', { name: `Renombrar ${typed}` }).click();
    const field = page.getByRole('textbox', { name: `Nuevo nombre para ${typed}` });
    await field.fill(renamed);
    await field.press('Enter');
    await page.getByRole('row').filter({ hasText: renamed }).waitFor();

    await page.goto(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
    await page
      .getByRole('navigation', { name: 'Etiquetas' })
      .getByRole('link', { name: renamed })
      .waitFor();
    expect(await page.getByRole('link', { name: typed }).count()).toBe(0);
  });
});
