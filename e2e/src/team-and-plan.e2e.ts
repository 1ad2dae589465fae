import { describe, expect, it } from 'vitest';
import { DEMO, signIn, signInToDashboard, signOut } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

const stamp = Date.now().toString(36);
const author = {
  name: `Sara Escritora ${stamp}`,
  email: `sara-${stamp}@example.com`,
  password: 'Autora789!',
};

/** The FREE demo blog's admin changes its settings, adds an author and buys PRO. */
describe('the admin of the FREE demo blog', () => {
  const session = useBrowser();
  const description = `Viajes y cocina, desde ${stamp}.`;

  it('signs in', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('changes the settings and sees them saved', async () => {
    const { page } = session;
    await page.goto('/cms/settings');
    await screenHeading(page, 'Configuración').waitFor();
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    // The domain is for PRO blogs; this one is FREE.
    expect(await form.getByRole('textbox', { name: 'ID de Google Analytics' }).isDisabled()).toBe(
      true,
    );
    await form.getByRole('textbox', { name: 'Descripción' }).fill(description);
    await form.getByLabel('Plantilla').selectOption('minimal');
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Configuración del blog' });
    await expect
      .poll(() => reloaded.getByRole('textbox', { name: 'Descripción' }).inputValue())
      .toBe(description);
    expect(await reloaded.getByLabel('Plantilla').inputValue()).toBe('minimal');
  });

  it('creates an author', async () => {
    const { page } = session;
    await page.goto('/cms/users');
    await screenHeading(page, 'Usuarios').waitFor();
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    await settledPath(page, '/cms/users/new');
    const form = page.getByRole('form', { name: 'Datos del usuario' });
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(author.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(author.email);
    await form.getByLabel('Rol').selectOption({ label: 'Autor' });
    await form.getByRole('textbox', { name: 'Biografía' }).fill('Escribe las rutas de montaña.');
    await form.getByLabel('Nueva contraseña').fill(author.password);
    await form.getByLabel('Confirmar contraseña').fill(author.password);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario creado correctamente').waitFor();
    // Back to the list two seconds after the toast.
    await settledPath(page, '/cms/users', 10_000);
    const row = page.getByRole('row').filter({ hasText: author.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Autor');
  });

  it('upgrades to PRO through the sandbox checkout', async () => {
    const { page } = session;
    await page.goto('/cms/settings');
    await page.getByRole('heading', { name: 'Tu plan actual' }).waitFor();
    expect(
      await page
        .getByRole('definition')
        .filter({ hasText: /^Gratis$/ })
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Mejorar plan', exact: true }).click();
    await page.getByRole('button', { name: /^Contratar PRO mensual/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
    await page.getByRole('button', { name: 'Pagar' }).click();

    await settledPath(page, '/cms/settings');
    // 'Tu plan actual' lists the plan as a term and its value.
    await page.getByRole('definition').filter({ hasText: /^PRO$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Mejorar plan', exact: true }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    expect(await form.getByRole('textbox', { name: 'ID de Google Analytics' }).isDisabled()).toBe(
      false,
    );
  });
});

/** The author the admin created signs in and is kept to an author's part of the panel. */
describe('the new author', () => {
  const session = useBrowser();

  it('signs in and enters its only blog, on the dashboard', async () => {
    const { page } = session;
    await signIn(page, author.email, author.password);
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
  });

  it.each(['/cms/settings', '/cms/users', '/cms/categories', '/cms/menu', '/super-admin/blogs'])(
    'is told it may not open %s, and taken back to the dashboard',
    async (path) => {
      const { page } = session;
      await page.goto(path);
      await screenHeading(page, 'No tienes permiso para ver esta página.').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
      await settledPath(page, '/cms/dashboard');
      await screenHeading(page, 'Dashboard').waitFor();
    },
  );

  it('writes a page of its own, edits it and deletes it', async () => {
    const { page } = session;
    const stamp = Date.now().toString(36);
    const first = `Colaboraciones ${stamp}`;
    const title = `Colabora conmigo ${stamp}`;
    await page.goto('/cms/pages');
    await page.getByRole('link', { name: 'Add Page' }).click();
    await settledPath(page, '/cms/pages/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(first);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await page.keyboard.type('Escríbeme si quieres colaborar.');
    await page.getByRole('button', { name: 'Guardar Página' }).click();
    await settledPath(page, '/cms/pages', 30_000);

    await page.getByRole('link', { name: `Editar ${first}` }).click();
    await settledPath(page, /^\/cms\/pages\/[0-9a-f-]+\/edit$/);
    const titleField = page.getByRole('textbox', { name: 'Título', exact: true });
    await expect.poll(() => titleField.inputValue()).toBe(first);
    await titleField.fill(title);
    await page.getByRole('button', { name: 'Guardar Página' }).click();
    await settledPath(page, '/cms/pages', 30_000);

    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByRole('button', { name: `Eliminar ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await screenHeading(page, 'Páginas').waitFor();
    await page.getByRole('link', { name: 'Add Page' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
  });

  it('is offered no way to edit or delete the admin\u2019s post', async () => {
    const { page } = session;
    await page.goto('/cms/posts');
    const row = page.getByRole('row').filter({ hasText: 'Sevilla en otoño' });
    await row.getByRole('button', { name: 'Ver en el frontend: Sevilla en otoño' }).waitFor();
    expect(await row.getByRole('button', { name: 'Eliminar Sevilla en otoño' }).count()).toBe(0);
    expect(await row.getByRole('link', { name: 'Editar Sevilla en otoño' }).count()).toBe(0);
  });

  it('is refused by the server too', async () => {
    const { page } = session;
    const statuses = await page.evaluate(async () => {
      // The session as the panel stored it (plain values, or JSON strings).
      const read = (key: string) => {
        const raw = window.localStorage.getItem(key) ?? '';
        try {
          const parsed: unknown = JSON.parse(raw);
          return typeof parsed === 'string' ? parsed : raw;
        } catch {
          return raw;
        }
      };
      const token = read('authToken');
      const blog = read('activeBlog');
      const headers = {
        authorization: `Bearer ${token}`,
        'x-blog-id': String(blog),
        'content-type': 'application/json',
      };
      const settings = await fetch('/api/settings', {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          title: 'Tomado',
          description: '',
          language: 'es',
          template: 'default',
        }),
      });
      const category = await fetch('/api/categories', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Intrusa', slug: 'intrusa' }),
      });
      return [settings.status, category.status];
    });
    expect(statuses).toEqual([403, 403]);
  });

  it('signs out', async () => {
    await signOut(session.page);
  });
});
