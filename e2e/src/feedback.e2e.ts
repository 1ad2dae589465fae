import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { jpegFile } from './harness/images.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

const stamp = Date.now().toString(36);

/** A timed notice of the panel (`role="status"`) with this text. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * The demo blog is FREE in the seed; another file buys PRO for it, so this one puts it back
 * through the super admin's API before relying on it.
 */
async function demoBlogIsFree(origin: string) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.super, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const blogs = (await (
    await fetch(`${origin}/api/blogs?limit=100`, { headers: auth })
  ).json()) as {
    data: { id: number; subdomain: string }[];
  };
  const demo = blogs.data.find((blog) => blog.subdomain === 'demo');
  if (!demo) throw new Error('The demo blog is missing');
  const patch = await fetch(`${origin}/api/blogs/${demo.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'FREE' }),
  });
  expect(patch.status).toBe(200);
}

/** A call of the panel's API as the signed-in user of this page, on the active blog. */
async function panelCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([url, payload]) => {
      const read = (key: string) => {
        const raw = window.localStorage.getItem(key) ?? '';
        try {
          return JSON.parse(raw) as string;
        } catch {
          return raw;
        }
      };
      const res = await fetch(url, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${read('authToken')}`,
          'x-blog-id': read('activeBlog'),
          'content-type': 'application/json',
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return res.json();
    },
    [path, body] as const,
  ) as Promise<T>;
}

/** The admin of the FREE demo blog is told what happened after each step. */
describe('feedback in the panel', () => {
  const session = useBrowser();

  beforeAll(async () => {
    await demoBlogIsFree(inject('origin'));
  });

  it('signs in; the dashboard names its tab', async () => {
    await signInToDashboard(session.page, DEMO.admin);
    await expect.poll(() => session.page.title()).toBe('Dashboard · Bitácora');
  });

  it('names each screen in the browser tab', async () => {
    const { page } = session;
    for (const [path, heading, title] of [
      ['/cms/posts', 'Posts', 'Posts · Bitácora'],
      ['/cms/posts/new', 'Nuevo post', 'Nuevo post · Bitácora'],
      ['/cms/categories', 'Categorías', 'Categorías · Bitácora'],
      ['/cms/settings', 'Configuración', 'Configuración · Bitácora'],
    ] as const) {
      await page.goto(path);
      await screenHeading(page, heading).waitFor();
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
  });

  it('says the post was saved', async () => {
    const { page } = session;
    const title = `Aviso de guardado ${stamp}`;
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Un texto breve.');
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await toast(page, 'Post guardado').waitFor();
    await settledPath(page, '/cms/posts');
    await page.getByRole('row').filter({ hasText: title }).waitFor();
  });

  it('says the image was uploaded', async () => {
    const { page } = session;
    const name = `aviso-${stamp}.jpg`;
    const file = await jpegFile(name, 900, 700);
    await page.goto('/cms/media');
    await screenHeading(page, 'Medios').waitFor();
    await page.getByRole('button', { name: 'Subir imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir nueva imagen' });
    await dialog.getByLabel(/Arrastra una imagen aquí/).setInputFiles(file);
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await toast(page, 'Imagen subida correctamente').waitFor();
    await page.getByRole('heading', { level: 2, name }).waitFor();
  });

  it('lists each series with its real post count', async () => {
    const { page } = session;
    await page.goto('/cms/series');
    await screenHeading(page, 'Series').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Guía de Andalucía' });
    await row.waitFor();
    const list = await panelCall<{ data: { uuid: string; slug: string }[] }>(page, '/api/series');
    const guide = list.data.find((series) => series.slug === 'guia-de-andalucia');
    const one = await panelCall<{ posts: unknown[] }>(page, `/api/series/uuid/${guide?.uuid}`);
    expect(one.posts.length).toBeGreaterThan(0);
    // Título, Autor, Posts, Última edición, Acciones.
    expect((await row.getByRole('cell').nth(2).textContent())?.trim()).toBe(
      String(one.posts.length),
    );
  });

  it('offers PRO on a FREE blog, starts the checkout, and says so when it is cancelled', async () => {
    const { page } = session;
    await page.goto('/cms/series');
    await page.getByRole('button', { name: 'Añadir Serie' }).click();
    const offer = page.getByRole('dialog', { name: 'Las series son del plan PRO' });
    await offer.getByText('Las series están disponibles en el plan PRO.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/cms/series');
    await offer.getByRole('button', { name: /^Contratar PRO mensual/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await settledPath(page, '/cms/settings');
    await toast(page, 'El pago se canceló. Tu plan no ha cambiado.').waitFor();
    // Said once: the parameter is gone, so a reload says nothing.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page
      .getByRole('definition')
      .filter({ hasText: /^Gratis$/ })
      .waitFor();
  });

  it('offers PRO instead of the form at the new series address of a FREE blog', async () => {
    const { page } = session;
    await page.goto('/cms/series/new');
    await screenHeading(page, 'Nueva serie').waitFor();
    await page.getByText('Las series están disponibles en el plan PRO.').waitFor();
    await page.getByRole('button', { name: /^Contratar PRO anual/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
  });

  it('refuses a social link that is neither an address nor a handle, under its field', async () => {
    const { page } = session;
    await page.goto('/cms/settings');
    const form = page.getByRole('form', { name: 'Configuración del blog' });
    const facebook = form.getByRole('textbox', { name: 'Facebook' });
    await facebook.fill('mi página de facebook');
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await form
      .getByText(
        'Escribe una dirección que empiece por https:// o tu usuario de Facebook (usuario).',
      )
      .waitFor();
    expect(await facebook.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Configuración guardada correctamente').count()).toBe(0);

    // A handle is taken, and kept as the profile address.
    await facebook.fill('@cuaderno.demo');
    await form.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Facebook' }).inputValue())
      .toBe('https://www.facebook.com/cuaderno.demo');
  });

  it('shows the panel’s own not-found screen for an unknown panel route', async () => {
    const { page } = session;
    await page.goto('/cms/no-existe');
    await page.getByRole('alert').filter({ hasText: 'Página no encontrada' }).waitFor();
    await expect.poll(() => page.title()).toBe('Página no encontrada · Bitácora');
  });
});

/** The PRO blog's admin pays a renewal in the sandbox and is told on coming back. */
describe('back from a completed checkout', () => {
  const session = useBrowser();

  it('says ¡Ya eres PRO! on the settings it returns to', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.pro);
    const { payment_url } = await panelCall<{ payment_url: string }>(
      page,
      '/api/subscriptions/create-preference',
      { interval: 'monthly', plan: 'PRO' },
    );
    await page.goto(payment_url);
    await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await settledPath(page, '/cms/settings');
    await toast(page, /^¡Ya eres PRO!/).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });
});

describe('feedback outside the panel', () => {
  const session = useBrowser();

  it('says a 3-character password is too short on the reset form', async () => {
    const { page } = session;
    await page.goto('/reset-password?token=cualquiera');
    const reset = page.getByRole('form', { name: 'Cambiar contraseña' });
    await reset.getByLabel('Nueva contraseña').fill('abc');
    await reset.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await reset.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    expect(await reset.getByText('La contraseña es obligatoria').count()).toBe(0);
  });

  it('answers an unknown address of the product with an HTML 404 page with a way home', async () => {
    const { page } = session;
    const res = await page.goto('/no-existe');
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(await page.title()).toBe('Página no encontrada · Bitácora');
    await page.getByRole('link', { name: 'Volver a la página de inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // The API keeps its JSON answer.
    const api = await page.request.get('/api/no-existe');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: 'Ruta no encontrada' });
  });
});
