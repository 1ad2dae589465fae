import * as OTPAuth from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../scripts/server-process.ts';
import { DEMO, DEMO_PASSWORD, loginScreen, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { codeIn, latestMail } from './harness/outbox.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

const stamp = Date.now().toString(36);
const writer = {
  name: `Marta Segura ${stamp}`,
  email: `marta-${stamp}@example.com`,
  password: 'Candado-7314',
};

/** A new author of the demo blog, made through the API with the demo admin's session. */
async function createWriter(origin: string) {
  const json = (method: string, path: string, token?: string, body?: unknown, blog?: string) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
        ...(blog && { 'x-blog-id': blog }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = await (
    await json('POST', '/api/auth/login', undefined, { email: DEMO.admin, password: DEMO_PASSWORD })
  ).json();
  const blogs = await (await json('GET', '/api/blogs', login.token)).json();
  const demo = (blogs.data ?? blogs).find((b: { subdomain: string }) => b.subdomain === 'demo');
  const created = await json(
    'POST',
    '/api/users',
    login.token,
    { ...writer, bio: '', role: 'AUTHOR' },
    demo.uuid,
  );
  if (created.status !== 201) throw new Error(`creating the writer answered ${created.status}`);
  await json('POST', '/api/auth/logout', login.token);
}

/** What the authenticator app shows for `secret`, `aheadSteps` periods from now. */
function appCode(secret: string, aheadSteps = 0) {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp: Date.now() + aheadSteps * 30_000 });
}

/** Forgets the session as logout does; the device id stays, as it does in the panel. */
async function signOut(page: Page) {
  await page.evaluate(() => {
    for (const key of ['authToken', 'authUser', 'activeBlog', 'activeBlogRole'])
      window.localStorage.removeItem(key);
  });
}

async function typePassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  const login = loginScreen(page);
  await login.email.fill(email);
  await login.password.fill(password);
  await login.submit.click();
}

/** The second step's form (named by its title): its one code field and 'Verificar'. */
async function enterCode(page: Page, step: string, label: string, code: string) {
  const form = page.getByRole('form', { name: step });
  await form.getByLabel(label).fill(code);
  await form.getByRole('button', { name: 'Verificar' }).click();
}

describe('two-factor sign-in', () => {
  const session = useBrowser();
  let secret = '';
  let recoveryCodes: string[] = [];

  it('enrols from Mi perfil: QR code and key, a code from the app, then the recovery codes', async () => {
    const { page } = session;
    await createWriter(session.origin);
    await typePassword(page, writer.email, writer.password);
    await settledPath(page, '/cms/dashboard');
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await screenHeading(page, 'Editar usuario').waitFor();
    const section = page.getByRole('region', { name: /Verificación en dos pasos/ });
    await section.getByText('Desactivada').waitFor();
    await section.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
    // A session alone does not turn it on: the password first, a wrong one refused.
    const confirm = page.getByRole('dialog', { name: 'Confirma tu contraseña' });
    await confirm.getByLabel('Contraseña').fill('no-es-la-clave');
    await confirm.getByRole('button', { name: 'Continuar' }).click();
    await section.getByText('La contraseña o el código no son correctos').waitFor();
    await section.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
    await confirm.getByLabel('Contraseña').fill(writer.password);
    await confirm.getByRole('button', { name: 'Continuar' }).click();
    // The setup checks the password (a slow hash by design) before the QR code can show.
    await section.getByRole('img', { name: /Código QR/ }).waitFor();

    await expect
      .poll(() =>
        section
          .getByRole('img', { name: /Código QR/ })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    secret = ((await section.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Código de 6 dígitos').fill(appCode(secret));
    await section.getByRole('button', { name: 'Confirmar y activar' }).click();

    const codes = section.getByRole('region', { name: 'Códigos de recuperación' });
    // Turning it on checks the password again first.
    await codes.waitFor();
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    recoveryCodes = await codes.getByRole('listitem').allTextContents();
    await codes.getByRole('button', { name: 'Ya los guardé' }).click();
    await section.getByText('Activada').waitFor();
    await section.getByText('Te quedan 10 códigos de recuperación.').waitFor();
  });

  it('signs out, then signs in with a code from the app', async () => {
    const { page } = session;
    await signOut(page);
    await typePassword(page, writer.email, writer.password);
    await page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    // The enrolment spent the code of its own period: the app's next one is the one to type.
    await enterCode(
      page,
      'Verificación en dos pasos',
      'Código de verificación',
      appCode(secret, 1),
    );
    await settledPath(page, '/cms/dashboard');
  });

  it('signs in with a recovery code once; the same code is refused the second time', async () => {
    const { page } = session;
    const code = recoveryCodes[0] as string;
    await signOut(page);
    await typePassword(page, writer.email, writer.password);
    await enterCode(page, 'Verificación en dos pasos', 'Código de verificación', code);
    await settledPath(page, '/cms/dashboard');

    await signOut(page);
    await typePassword(page, writer.email, writer.password);
    await enterCode(page, 'Verificación en dos pasos', 'Código de verificación', code);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('El código no es correcto o ya se usó');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(session.pageErrors).toEqual([]);
  });
});

describe('a new device with NEW_DEVICE_CODE on', () => {
  const session = useBrowser();
  let server: RunningServer | undefined;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    server = await startServer({ env: { NEW_DEVICE_CODE: 'on' } });
    context = await session.browser.newContext({
      baseURL: server.origin,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  it('asks the first time for the code emailed, and not again on the same device', async () => {
    await typePassword(page, DEMO.author, DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Confirma que eres tú' }).waitFor();
    await page.getByText(DEMO.author, { exact: false }).first().waitFor();
    const mail = await latestMail(DEMO.author, {
      subject: /código para entrar/,
      origin: server?.origin,
    });
    const code = codeIn(mail);
    await enterCode(page, 'Confirma que eres tú', 'Código del correo', code);
    await settledPath(page, '/cms/dashboard');

    await signOut(page);
    await typePassword(page, DEMO.author, DEMO_PASSWORD);
    await settledPath(page, '/cms/dashboard');
  });
});

describe('two-factor required by a blog admin and by the super admin', () => {
  const session = useBrowser();
  let server: RunningServer | undefined;
  let context: BrowserContext;
  let page: Page;
  // A server of its own: the requirement would otherwise reach the demo accounts of every
  // other file.
  beforeAll(async () => {
    server = await startServer();
    context = await session.browser.newContext({
      baseURL: server.origin,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  const sidebarLink = (name: string) =>
    page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name });

  it("the admin requires it in 'Configuración'; the author enrols at its next sign-in", async () => {
    await signInToDashboard(page, DEMO.admin);
    await sidebarLink('Configuración').click();
    await screenHeading(page, 'Configuración').waitFor();
    const toggle = page.getByRole('switch', {
      name: 'Exigir verificación en dos pasos a los miembros',
    });
    await toggle.click();
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Configuración guardada correctamente').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await signOut(page);
    await typePassword(page, DEMO.author, DEMO_PASSWORD);
    await page
      .getByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' })
      .waitFor();
    const key = ((await page.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    await page.getByLabel('Código de 6 dígitos').fill(appCode(key));
    await page.getByRole('button', { name: 'Confirmar y activar' }).click();
    const codes = page.getByRole('region', { name: 'Códigos de recuperación' });
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    await codes.getByRole('button', { name: 'Continuar' }).click();
    await settledPath(page, '/cms/dashboard');
  });

  it("the super admin requires it of every account in 'Ajustes de la plataforma'", async () => {
    await signOut(page);
    await typePassword(page, DEMO.super, DEMO_PASSWORD);
    await settledPath(page, '/super-admin/blogs');
    await sidebarLink('Ajustes de la plataforma').click();
    await screenHeading(page, 'Ajustes de la plataforma').waitFor();
    await page
      .getByRole('switch', { name: 'Exigir verificación en dos pasos a todas las cuentas' })
      .click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes de la plataforma guardados').waitFor();

    await signOut(page);
    await typePassword(page, DEMO.pro, DEMO_PASSWORD);
    await page
      .getByRole('heading', { level: 1, name: 'Activa la verificación en dos pasos' })
      .waitFor();
    await page.getByRole('img', { name: /Código QR/ }).waitFor();
    expect(session.pageErrors).toEqual([]);
  });
});
