import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { latestMail, linkIn } from './harness/outbox.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

const DEMO_BLOG = 'Blog de demostración';
const PRO_BLOG = 'Blog Pro';
const ADMIN_ONLY = ['Categorías', 'Menu', 'Configuración', 'Usuarios'];
const stamp = Date.now().toString(36);
const proPost = `Crónica del equipo Pro ${stamp}`;

const sidebarLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Panel' }).getByRole('link').allTextContents();

/** From the blog picker into one blog's dashboard. */
async function enterBlog(page: Page, blog: string) {
  await page.goto('/blogs');
  await page.getByRole('heading', { name: 'Selecciona un blog' }).waitFor();
  await page.getByRole('button', { name: `Entrar al panel de ${blog}` }).click();
  await settledPath(page, '/cms/dashboard');
  await screenHeading(page, 'Dashboard').waitFor();
}

/**
 * ADMIN and AUTHOR are roles in a blog: the demo admin, invited as author to the PRO blog, is
 * offered an author's panel there and the admin's panel in the demo blog, in one session.
 */
describe('a user who administers one blog and writes in another', () => {
  const pro = useBrowser();
  const member = useBrowser();

  afterAll(async () => {
    // The demo admin leaves the PRO blog again: other files expect them in one blog only.
    const page = pro.page;
    const users = await callAsPanel<{ data: { uuid: string; email: string }[] }>(
      page,
      'GET',
      '/api/users?limit=100',
    );
    const blogs = await callAsPanel<{ data: { id: number }[] }>(page, 'GET', '/api/blogs');
    const joined = users.json?.data?.find((user) => user.email === DEMO.admin);
    const blogId = blogs.json?.data?.[0]?.id;
    if (joined && blogId !== undefined) {
      const removed = await callAsPanel(
        page,
        'DELETE',
        `/api/blogs/${blogId}/members/${joined.uuid}`,
      );
      expect(removed.status).toBe(200);
    }
  });

  it("the PRO admin writes a post and invites the demo blog's admin as author", async () => {
    const { page } = pro;
    await signInToDashboard(page, DEMO.pro);
    const post = await callAsPanel(page, 'POST', '/api/posts', {
      title: proPost,
      slug: `cronica-${stamp}`,
      content: `<p>${proPost}</p>`,
      status: 'PUBLISHED',
    });
    expect(post.status).toBe(201);

    await page.goto('/cms/users');
    await screenHeading(page, 'Usuarios').waitFor();
    await page.getByRole('button', { name: 'Invitar autor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar autor' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Administradora Demo');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
    expect(await dialog.getByLabel('Rol').inputValue()).toBe('AUTHOR');
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await page.getByText(`Invitación enviada a ${DEMO.admin}`).waitFor();
  });

  it('the demo admin accepts with their own password', async () => {
    const { page } = member;
    const mail = await latestMail(DEMO.admin, { subject: /te invita a escribir/ });
    expect(mail.subject).toContain(PRO_BLOG);
    await page.goto(linkIn(mail, '/invitacion'));
    await screenHeading(page, `Únete a «${PRO_BLOG}»`).waitFor();
    const form = page.getByRole('form', { name: 'Aceptar la invitación' });
    await form.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Aceptar invitación' }).click();
    await page.getByText(`Ya formas parte de «${PRO_BLOG}»`).waitFor();
  });

  it('signing in, two blogs: the picker offers both', async () => {
    const { page } = member;
    await signIn(page, DEMO.admin);
    await settledPath(page, '/blogs');
    await page.getByRole('button', { name: `Entrar al panel de ${PRO_BLOG}` }).waitFor();
    await page.getByRole('button', { name: `Entrar al panel de ${DEMO_BLOG}` }).waitFor();
  });

  it('in the PRO blog they are offered only what an author may do', async () => {
    const { page } = member;
    await enterBlog(page, PRO_BLOG);
    const links = await sidebarLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Posts', 'Mi perfil']));
    for (const item of ADMIN_ONLY) expect(links).not.toContain(item);

    await page.goto('/cms/posts');
    const theirs = page.getByRole('row').filter({ hasText: proPost });
    await theirs.getByRole('button', { name: `Ver en el frontend: ${proPost}` }).waitFor();
    expect(await theirs.getByRole('link', { name: /^Editar/ }).count()).toBe(0);
    expect(await theirs.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);

    // An admin's screen is explained in place, and the session goes on.
    await page.goto('/cms/categories');
    await screenHeading(page, 'No tienes permiso para ver esta página.').waitFor();
    await page.goto('/cms/posts');
    await page.getByRole('row').filter({ hasText: proPost }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).not.toBeNull();
  });

  it('back in the demo blog the admin options return', async () => {
    const { page } = member;
    await enterBlog(page, DEMO_BLOG);
    expect(await sidebarLinks(page)).toEqual(expect.arrayContaining(ADMIN_ONLY));

    // Searched: other files add posts to the demo blog, which may push it off the first page.
    await page.goto(`/cms/posts?q=${encodeURIComponent('Tortilla de patatas')}`);
    const authors = page.getByRole('row').filter({ hasText: 'Tortilla de patatas, con cebolla' });
    await authors.getByRole('link', { name: 'Editar Tortilla de patatas, con cebolla' }).waitFor();
    await authors
      .getByRole('button', { name: 'Eliminar Tortilla de patatas, con cebolla' })
      .waitFor();
    await page.goto('/cms/categories');
    await screenHeading(page, 'Categorías').waitFor();
  });
});
