import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * The posts list at work: a search and a filter kept in the address across a reload and the
 * browser's back button, then a page of drafts published at once, a scheduled post published now,
 * and two posts deleted at once to the trash.
 */
describe('post list: search, filters and bulk actions', () => {
  const session = useBrowser();
  const account = newAccount('listas');
  const stamp = Date.now().toString(36);
  const titles = {
    paella: `Paella valenciana ${stamp}`,
    fideua: `Fideuá de Gandía ${stamp}`,
    gazpacho: `Gazpacho de verano ${stamp}`,
    ruta: `Ruta por la sierra ${stamp}`,
  };

  const table = () => session.page.getByRole('table', { name: 'Lista de posts' });
  const row = (title: string) => table().getByRole('row').filter({ hasText: title });
  const rowTitles = async () =>
    (await table().getByRole('row').allTextContents()).slice(1).join('\n');

  it('sets up a blog with drafts and published posts', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const create = async (title: string, content: string, status: string) => {
      const answer = await callAsPanel(page, 'POST', '/api/posts', {
        title,
        slug: `${title
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z0-9]+/g, '-')}`,
        content,
        status,
      });
      expect(answer.status).toBe(201);
    };
    await create(titles.paella, '<p>Arroz, azafrán y garrofó.</p>', 'DRAFT');
    await create(titles.fideua, '<p>Fideos finos y alioli: arroz no.</p>', 'DRAFT');
    await create(titles.gazpacho, '<p>Tomate y pepino bien fríos.</p>', 'PUBLISHED');
    await create(titles.ruta, '<p>Subida con vistas al valle.</p>', 'DRAFT');
  });

  it('searches and filters, and the address keeps both across a reload and going back', async () => {
    const { page } = session;
    await page.goto('/cms/posts');
    await row(titles.ruta).waitFor();

    await page.getByRole('searchbox', { name: /Buscar posts/ }).fill('arroz');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(/[?&]q=arroz/);
    await row(titles.paella).waitFor();
    await expect.poll(rowTitles).not.toContain(titles.gazpacho);
    // Found in the body of both rice dishes.
    await expect.poll(rowTitles).toContain(titles.fideua);

    await page.getByLabel('Estado').selectOption({ label: 'Borrador' });
    await page.waitForURL(/estado=DRAFT/);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Título: de la A a la Z' });
    await page.waitForURL(/orden=title/);
    await expect.poll(rowTitles).toMatch(new RegExp(`${titles.fideua}[^]*${titles.paella}`));

    await page.reload();
    await row(titles.paella).waitFor();
    expect(await page.getByRole('searchbox', { name: /Buscar posts/ }).inputValue()).toBe('arroz');
    expect(await page.getByLabel('Estado').inputValue()).toBe('DRAFT');
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('title-asc');
    await expect.poll(rowTitles).not.toContain(titles.ruta);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('orden='));
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('date-desc');
    expect(await page.getByLabel('Estado').inputValue()).toBe('DRAFT');

    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.waitForURL((url) => url.search === '');
    await row(titles.gazpacho).waitFor();
  });

  it('publishes the selected drafts at once', async () => {
    const { page } = session;
    await page.goto('/cms/posts?estado=DRAFT');
    await row(titles.ruta).waitFor();
    await page.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    expect(await bar.getByRole('status').textContent()).toBe('3 posts seleccionados');
    await bar.getByLabel('Acción en lote').selectOption({ label: 'Publicar' });
    await bar.getByRole('button', { name: 'Aplicar' }).click();
    await table().getByText('No posts found').waitFor();

    await page.goto('/cms/posts?estado=PUBLISHED');
    for (const title of Object.values(titles)) await row(title).waitFor();
  });

  it("publishes a scheduled post now from the 'Programado' filter", async () => {
    const { page } = session;
    const title = `Cena de Nochevieja ${stamp}`;
    const answer = await callAsPanel(page, 'POST', '/api/posts', {
      title,
      slug: `cena-de-nochevieja-${stamp}`,
      content: '<p>Uvas a medianoche.</p>',
      status: 'SCHEDULED',
      publishAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(answer.status).toBe(201);
    await page.goto('/cms/posts');
    await row(titles.ruta).waitFor();
    await page.getByLabel('Estado').selectOption({ label: 'Programado' });
    await page.waitForURL(/estado=SCHEDULED/);
    await row(title).waitFor();
    await expect.poll(rowTitles).not.toContain(titles.ruta);
    await page.getByRole('checkbox', { name: `Seleccionar ${title}` }).check();
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    await bar.getByLabel('Acción en lote').selectOption({ label: 'Publicar' });
    await bar.getByRole('button', { name: 'Aplicar' }).click();
    await table().getByText('No posts found').waitFor();

    await page.goto('/cms/posts?estado=PUBLISHED');
    expect(await row(title).textContent()).toContain('Publicado');
  });

  it('deletes the selected posts at once to the Papelera, after confirming', async () => {
    const { page } = session;
    await page.goto('/cms/posts');
    await row(titles.ruta).waitFor();
    await page.getByRole('checkbox', { name: `Seleccionar ${titles.paella}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar ${titles.fideua}` }).check();
    const bar = page.getByRole('region', { name: 'Acciones en lote' });
    await bar.getByLabel('Acción en lote').selectOption({ label: 'Eliminar' });
    await bar.getByRole('button', { name: 'Aplicar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar posts' });
    await dialog
      .getByText(
        '¿Estás seguro de que deseas eliminar estos 2 posts? Irán a la papelera, donde podrás restaurarlos durante 30 días.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(rowTitles).not.toContain(titles.paella);
    await expect.poll(rowTitles).not.toContain(titles.fideua);
    await row(titles.gazpacho).waitFor();

    await page.reload();
    await row(titles.ruta).waitFor();
    await expect.poll(rowTitles).not.toContain(titles.paella);

    await page.goto('/cms/trash');
    const trash = page.getByRole('table');
    await trash.getByRole('row').filter({ hasText: titles.paella }).waitFor();
    await trash.getByRole('row').filter({ hasText: titles.fideua }).waitFor();
  });
});
