import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  loginScreen,
  signIn,
  signInToDashboard,
  signOut,
} from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

/** Fills the login form already on screen (the guard brought the visitor here). */
async function submitLogin(page: Page, email: string) {
  const login = loginScreen(page);
  await login.email.fill(email);
  await login.password.fill('Demo1234!');
  await login.submit.click();
}

/** Every path the page went through, client-side navigations included. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** The admin's draft of the seed ('Granada y la Alhambra'), as the admin reads it through the API. */
async function adminDraft(origin: string): Promise<{ uuid: string; title: string }> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const blogs = (await (
    await fetch(`${origin}/api/blogs?limit=100`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { uuid: string; subdomain: string }[] };
  const demo = blogs.data.find((blog) => blog.subdomain === 'demo');
  const list = (await (
    await fetch(`${origin}/api/posts?includeDrafts=true&status=DRAFT&limit=100`, {
      headers: { authorization: `Bearer ${token}`, 'x-blog-id': demo?.uuid ?? '' },
    })
  ).json()) as { data: { uuid: string; title: string; slug: string }[] };
  const draft = list.data.find((post) => post.slug === 'granada-y-la-alhambra');
  if (!draft) throw new Error("The admin's draft is missing from the seed");
  return draft;
}

/**
 * The sidebar's entries by name. The pending-comments badge ('1 comentario pendiente') is left
 * out: it counts what the other browser tests on the shared server left waiting.
 */
const sidebarLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Panel' }).getByRole('link').allTextContents()).map(
    (text) => text.replace(/\d+\s*\d+ comentarios? pendientes?$/, ''),
  );

describe('a deep link into the panel, signed out', () => {
  const session = useBrowser();

  it("goes through login and back to the post's edit form", async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    await page.goto('/cms/posts');
    await page.getByRole('link', { name: 'Editar Sevilla en otoño' }).click();
    const editPath = await settledPath(page, /^\/cms\/posts\/[0-9a-f-]+\/edit$/);
    const uuid = editPath.split('/')[3] ?? '';
    await signOut(page);

    // The address in the other order the panel accepts, as a link in a mail might have it.
    await page.goto(`/cms/posts/edit/${uuid}`);
    await settledPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toMatch(
      new RegExp(`^/cms/posts/(edit/)?${uuid}(/edit)?$`),
    );
    await submitLogin(page, DEMO.admin);
    await settledPath(page, editPath);
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Sevilla en otoño');
    await signOut(page);
  });

  it('brings an author with one blog back to /cms/pages', async () => {
    const { page } = session;
    await page.goto('/cms/pages');
    await settledPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/cms/pages');
    await submitLogin(page, DEMO.author);
    await settledPath(page, '/cms/pages');
    await screenHeading(page, 'Páginas').waitFor();
    await page.getByRole('row').filter({ hasText: 'Sobre mí' }).waitFor();
    await signOut(page);
  });

  it('lands as usual when the role may not open the address', async () => {
    const { page } = session;
    await page.goto('/cms/settings');
    await settledPath(page, '/login');
    await submitLogin(page, DEMO.author);
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
    await signOut(page);
  });

  it('never follows a next address off the panel', async () => {
    const { page } = session;
    for (const next of ['https://example.org/cms/posts', '//example.org/cms/posts', '/signup']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await submitLogin(page, DEMO.admin);
      await settledPath(page, '/cms/dashboard');
      expect(new URL(page.url()).origin).toBe(session.origin);
      await signOut(page);
    }
  });

  it('opening /login directly still lands where the role lands', async () => {
    const { page } = session;
    await signIn(page, DEMO.admin);
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
    await signOut(page);
    await signIn(page, DEMO.super);
    await settledPath(page, '/super-admin/blogs');
    await signOut(page);
  });
});

describe('the demo author', () => {
  const session = useBrowser();

  it('enters its only blog directly, without the picker', async () => {
    const { page } = session;
    const paths = recordPaths(page);
    await signIn(page, DEMO.author);
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
    await page.waitForFunction(() => Boolean(window.localStorage.getItem('activeBlog')));
    expect(paths).not.toContain('/blogs');
    await page.getByText('Blog de demostración').first().waitFor();
    // The dashboard's quick actions offer only what the author may do.
    await page.getByRole('link', { name: 'Crear post' }).waitFor();
    expect(await page.getByRole('link', { name: 'Gestionar categorías' }).count()).toBe(0);
  });

  it('sees no Categorías, Menu, Usuarios or Configuración in the sidebar', async () => {
    const { page } = session;
    expect(await sidebarLinks(page)).toEqual([
      'Dashboard',
      'Posts',
      'Comentarios',
      'Series',
      'Páginas',
      'Papelera',
      'Medios',
      'Mi perfil',
    ]);
  });

  it("has Editar and Eliminar on its own posts, and neither on the admin's", async () => {
    const { page } = session;
    await page.goto('/cms/posts');
    const own = page.getByRole('row').filter({ hasText: 'Tortilla de patatas, con cebolla' });
    await own.getByRole('link', { name: 'Editar Tortilla de patatas, con cebolla' }).waitFor();
    await own.getByRole('button', { name: 'Eliminar Tortilla de patatas, con cebolla' }).waitFor();
    const theirs = page.getByRole('row').filter({ hasText: 'Sevilla en otoño' });
    await theirs.getByRole('button', { name: 'Ver en el frontend: Sevilla en otoño' }).waitFor();
    expect(await theirs.getByRole('link', { name: /^Editar/ }).count()).toBe(0);
    expect(await theirs.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);
  });

  it("sees its own draft but not the admin's, and the draft's address is not found", async () => {
    const { page } = session;
    const draft = await adminDraft(session.origin);
    await page.goto('/cms/posts');
    await page.getByRole('row').filter({ hasText: 'Borrador: gazpacho' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Sevilla en otoño' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: draft.title }).count()).toBe(0);
    const listed = await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .count();

    // The dashboard counts the posts the list shows, and its activity leaves the draft out.
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await screenHeading(page, 'Dashboard').waitFor();
    const stats = page.getByLabel('Estadísticas');
    await expect.poll(() => stats.getAttribute('aria-busy')).toBeNull();
    const postsCard = stats.locator(':scope > *').filter({ hasText: /^Posts/ });
    expect((await postsCard.textContent())?.replace(/\s+/g, '')).toBe(`Posts${listed}`);
    expect(await page.getByText(draft.title).count()).toBe(0);

    // Its address reads as a post that does not exist, and leads back to the list.
    await page.goto(`/cms/posts/${draft.uuid}/edit`);
    const notice = page.getByRole('alertdialog');
    await notice
      .getByText(
        `No se encontró el post con UUID: ${draft.uuid}. Por favor, regresa a la lista de posts.`,
      )
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).count()).toBe(0);
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await settledPath(page, '/cms/posts');
    await screenHeading(page, 'Posts').waitFor();
  });

  it("has neither on the admin's page and series", async () => {
    const { page } = session;
    await page.goto('/cms/pages');
    const aboutPage = page.getByRole('row').filter({ hasText: 'Sobre mí' });
    await aboutPage.waitFor();
    expect(await aboutPage.getByRole('link', { name: /^Editar/ }).count()).toBe(0);
    expect(await aboutPage.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);

    await page.goto('/cms/series');
    const series = page.getByRole('row').filter({ hasText: 'Guía de Andalucía' });
    await series.waitFor();
    expect(await series.getByRole('button', { name: /^(Editar|Eliminar)/ }).count()).toBe(0);
  });

  it.each([
    ['/cms/categories', 'Las categorías del blog solo las gestiona su administrador.'],
    ['/cms/settings', 'La configuración del blog solo la cambia su administrador.'],
    ['/cms/users', 'Los usuarios del blog solo los gestiona su administrador.'],
  ])('is told inside the panel why it may not open %s', async (path, reason) => {
    const { page } = session;
    await page.goto(path);
    await screenHeading(page, 'No tienes permiso para ver esta página.').waitFor();
    await page.getByText(reason).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    // Still inside the panel, still signed in.
    await page.getByRole('navigation', { name: 'Panel' }).waitFor();
    await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
  });

  it('can leave the blog picker with Cerrar sesión', async () => {
    const { page } = session;
    await page.goto('/blogs');
    await page.getByRole('heading', { name: 'Selecciona un blog' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await settledPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/cms/dashboard');
    await settledPath(page, '/login');
  });
});

describe('the demo admin', () => {
  const session = useBrowser();

  it("finds 'Usuarios' in the sidebar and opens the blog's users", async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    const links = await sidebarLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Categorías', 'Menu', 'Configuración']));
    expect(links).toContain('Usuarios');
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Usuarios' })
      .click();
    await settledPath(page, '/cms/users');
    await page.getByRole('row').filter({ hasText: 'author@example.com' }).waitFor();
  });

  it('keeps Editar and Eliminar on the author’s posts', async () => {
    const { page } = session;
    await page.goto('/cms/posts');
    const row = page.getByRole('row').filter({ hasText: 'Tortilla de patatas, con cebolla' });
    await row.getByRole('link', { name: 'Editar Tortilla de patatas, con cebolla' }).waitFor();
    await row.getByRole('button', { name: 'Eliminar Tortilla de patatas, con cebolla' }).waitFor();
  });
});
