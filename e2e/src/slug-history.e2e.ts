import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * A published post's slug changes in its form: the old address still leads to the post (a 301
 * the browser follows), the form lists it under 'Direcciones anteriores', and once removed there
 * the old address is a 404.
 */
describe('an old address after a slug change', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `El mercado de Triana ${stamp}`;
  const oldSlug = `mercado-de-triana-${stamp}`;
  const newSlug = `mercado-triana-${stamp}`;
  let uuid = '';

  it('has a published post to rename', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    const categories = await callAsPanel<{ data: { id: number }[] }>(
      page,
      'GET',
      '/api/categories',
    );
    const created = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/posts', {
      title,
      slug: oldSlug,
      content: '<p>Puestos de pescado, fruta y cerámica junto al puente.</p>',
      status: 'PUBLISHED',
      categoryId: categories.json.data[0]?.id,
    });
    expect(created.status).toBe(201);
    uuid = created.json.uuid;
    // A visitor reads it at its first address, so the page is in the blog's cache.
    const visit = await page.goto(`${blogOrigin(session, 'demo')}/blog/${oldSlug}`);
    expect(visit?.status()).toBe(200);
  });

  it('changes the slug in the post form', async () => {
    const { page } = session;
    await page.goto(`/cms/posts/${uuid}/edit`);
    const slug = page.getByRole('textbox', { name: 'Slug' });
    await slug.fill(newSlug);
    await slug.blur();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
  });

  it('opens the old address and lands on the new one', async () => {
    const { page } = session;
    const origin = blogOrigin(session, 'demo');
    const answer = await page.goto(`${origin}/blog/${oldSlug}`);
    expect(page.url()).toBe(`${origin}/blog/${newSlug}`);
    expect(answer?.status()).toBe(200);
    expect(answer?.request().redirectedFrom()?.url()).toBe(`${origin}/blog/${oldSlug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('lists the old address in the form, and once removed it is a 404', async () => {
    const { page } = session;
    const origin = blogOrigin(session, 'demo');
    await page.goto(`/cms/posts/${uuid}/edit`);
    const section = page.getByRole('region', { name: 'Direcciones anteriores' });
    const shown = `demo.localhost:${session.port}/blog/${oldSlug}`;
    const link = section.getByRole('link', { name: shown });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${origin}/blog/${oldSlug}`);
    await section.getByRole('button', { name: `Quitar la dirección anterior ${shown}` }).click();
    await page.getByText('Dirección anterior quitada: ahora responde «no encontrada».').waitFor();
    await section.waitFor({ state: 'detached' });

    const answer = await page.goto(`${origin}/blog/${oldSlug}`);
    expect(answer?.status()).toBe(404);
    expect(page.url()).toBe(`${origin}/blog/${oldSlug}`);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    // The post itself is where it was.
    expect((await page.goto(`${origin}/blog/${newSlug}`))?.status()).toBe(200);
  });
});
