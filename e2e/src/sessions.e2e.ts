import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

const stamp = Date.now().toString(36);
const writer = {
  name: `Lucía Viajera ${stamp}`,
  email: `lucia-${stamp}@example.com`,
  password: 'Montaña-4821',
};
/** The second browser says it is Firefox on Windows, so the list can tell the two apart. */
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A JSON call to the server under test, outside any browser. */
async function api(origin: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** A new account, an author of the demo blog, with no session yet. */
async function createWriter(origin: string) {
  const login = await api(origin, 'POST', '/api/auth/login', undefined, {
    email: DEMO.admin,
    password: DEMO_PASSWORD,
  });
  const token = login.json.token as string;
  const blogs = await api(origin, 'GET', '/api/blogs', token);
  const demo = (blogs.json.data ?? blogs.json).find(
    (blog: { subdomain: string }) => blog.subdomain === 'demo',
  );
  const created = await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-blog-id': demo.uuid,
    },
    body: JSON.stringify({ ...writer, bio: '', role: 'AUTHOR' }),
  });
  if (created.status !== 201) throw new Error(`creating the writer answered ${created.status}`);
  await api(origin, 'POST', '/api/auth/logout', token);
}

/** The token the panel stored (a plain string, or a JSON one). */
const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('authToken');
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'string' ? parsed : raw;
    } catch {
      return raw;
    }
  });

describe('active sessions', () => {
  const session = useBrowser();
  let other: BrowserContext | undefined;
  let otherPage: Page;
  afterAll(async () => {
    await other?.close();
  });

  it('the same writer signs in on two browsers', async () => {
    await createWriter(session.origin);
    other = await session.browser.newContext({
      baseURL: session.origin,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      userAgent: FIREFOX_WINDOWS,
    });
    other.setDefaultTimeout(15_000);
    otherPage = await other.newPage();
    await signInToDashboard(session.page, writer.email, writer.password);
    await signInToDashboard(otherPage, writer.email, writer.password);
  });

  it("'Mi perfil' lists both, this one marked, and ends the other", async () => {
    const { page } = session;
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await screenHeading(page, 'Editar usuario').waitFor();
    const section = page.getByRole('region', { name: 'Sesiones activas' });
    const items = section.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    const here = items.filter({ hasText: 'Esta sesión' });
    expect(await here.textContent()).toContain('Chrome en Linux');
    expect(await here.getByRole('button').count()).toBe(0);
    const there = items.filter({ hasText: 'Firefox en Windows' });
    expect(await there.textContent()).toContain('Este equipo');

    await there.getByRole('button', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('¿Cerrar la sesión de Firefox en Windows?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByText('Sesión cerrada').waitFor();
    await expect.poll(() => items.count()).toBe(1);
    await section.getByText('No tienes otras sesiones abiertas.').waitFor();
  });

  it('the other browser is sent to the login screen on its next action', async () => {
    await otherPage
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Posts' })
      .click();
    await settledPath(otherPage, '/login');
    expect(await storedToken(otherPage)).toBeNull();
  });

  it('logout ends the session on the server: the old token is refused', async () => {
    const { page } = session;
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    expect((await api(session.origin, 'GET', '/api/sessions', token ?? '')).status).toBe(200);
    // The sidebar's button (the panel's header), not one of the list's.
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await settledPath(page, '/login');
    // The address changes first; the session ends as the panel unmounts, once /login renders.
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect
      .poll(async () => (await api(session.origin, 'GET', '/api/blogs', token ?? '')).status)
      .toBe(401);
  });
});
