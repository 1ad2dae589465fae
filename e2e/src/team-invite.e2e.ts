import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { latestMail, linkIn, mailsTo } from './harness/outbox.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

const stamp = Date.now().toString(36);
const invitee = {
  name: `Irene Invitada ${stamp}`,
  email: `irene-${stamp}@example.com`,
  password: 'Invitada-2026!',
};
const BLOG = 'Blog de demostración';

/** A blog call with the session the panel stored, as the member's next request would be. */
async function blogCallStatus(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const read = (key: string) => {
      const raw = window.localStorage.getItem(key) ?? '';
      try {
        const parsed: unknown = JSON.parse(raw);
        return typeof parsed === 'string' ? parsed : raw;
      } catch {
        return raw;
      }
    };
    const res = await fetch('/api/posts', {
      headers: { authorization: `Bearer ${read('authToken')}`, 'x-blog-id': read('activeBlog') },
    });
    return res.status;
  });
}

/**
 * The demo blog's admin invites an author by email; the author sets a password through the
 * mailed link and enters the blog; the admin removes them and they can no longer enter it.
 */
describe('an invitation by email', () => {
  const admin = useBrowser();
  const member = useBrowser();
  let link = '';

  it('the admin invites a new author from the users screen', async () => {
    const { page } = admin;
    await signInToDashboard(page, DEMO.admin);
    await page.goto('/cms/users');
    await screenHeading(page, 'Usuarios').waitFor();
    await page.getByRole('button', { name: 'Invitar autor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar autor' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(invitee.name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
    expect(await dialog.getByLabel('Rol').inputValue()).toBe('AUTHOR');
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await page.getByText(`Invitación enviada a ${invitee.email}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const pending = page.getByRole('region', { name: 'Invitaciones pendientes' });
    await pending.getByRole('row').filter({ hasText: invitee.email }).waitFor();
    // Still there after a reload: the server keeps it.
    await page.reload();
    await pending.getByRole('row').filter({ hasText: invitee.email }).waitFor();

    const mail = await latestMail(invitee.email, { subject: /te invita a escribir/ });
    expect(mail.subject).toContain(BLOG);
    link = linkIn(mail, '/invitacion');
  });

  it('the author opens the link, sets a password and goes into the blog already signed in', async () => {
    const { page } = member;
    await page.goto(link);
    await screenHeading(page, `Únete a «${BLOG}»`).waitFor();
    await page.getByText(invitee.email, { exact: false }).waitFor();
    const form = page.getByRole('form', { name: 'Aceptar la invitación' });
    // The user form's password rules.
    await form.getByLabel('Nueva contraseña').fill('corta');
    await form.getByLabel('Confirmar contraseña').fill('corta');
    await form.getByRole('button', { name: 'Aceptar invitación' }).click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();
    await form.getByLabel('Nueva contraseña').fill(invitee.password);
    await form.getByLabel('Confirmar contraseña').fill(invitee.password);
    await form.getByRole('button', { name: 'Aceptar invitación' }).click();
    await page.getByText(`Ya formas parte de «${BLOG}»`).waitFor();
    // Accepting signed the author in: the panel opens on the blog that invited them.
    await page.getByRole('main').getByRole('button', { name: 'Ir a mi panel' }).click();
    await settledPath(page, '/cms/dashboard');
    await screenHeading(page, 'Dashboard').waitFor();
    await page.getByRole('banner').getByText(BLOG).waitFor();
    expect(await blogCallStatus(page)).toBe(200);

    // /login keeps working for the new account.
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await settledPath(page, '/login');
    await signIn(page, invitee.email, invitee.password);
    // One blog: the picker, or straight into it (the guard may pass by the dashboard first).
    const picker = page.getByRole('button', { name: `Entrar al panel de ${BLOG}` });
    const dashboard = screenHeading(page, 'Dashboard');
    await picker.or(dashboard).first().waitFor();
    if (await picker.isVisible()) {
      await picker.click();
      await settledPath(page, '/cms/dashboard');
    }
    await screenHeading(page, 'Dashboard').waitFor();
    expect(await blogCallStatus(page)).toBe(200);
  });

  it('the same link a second time says it was used', async () => {
    const page = await member.context.newPage();
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'Esta invitación ya se usó' }).waitFor();
    expect(await page.getByLabel('Nueva contraseña').count()).toBe(0);
    await page.close();
  });

  it('the admin sees the new member and removes them from the blog', async () => {
    const { page } = admin;
    await page.reload();
    await screenHeading(page, 'Usuarios').waitFor();
    const row = page.getByRole('row').filter({ hasText: invitee.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Autor');
    await page
      .getByRole('region', { name: 'Invitaciones pendientes' })
      .getByText('No hay invitaciones pendientes')
      .waitFor();
    // No way to remove oneself.
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: DEMO.admin })
        .getByRole('button', {
          name: /Quitar del blog/,
        })
        .count(),
    ).toBe(0);

    await row.getByRole('button', { name: `Quitar del blog a ${invitee.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Quitar del blog' });
    await confirm.getByText('Su cuenta se conserva').waitFor();
    await confirm.getByRole('button', { name: 'Quitar del blog' }).click();
    await page.getByText(`${invitee.name} ya no es miembro del blog`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await screenHeading(page, 'Usuarios').waitFor();
    await page.getByRole('row').filter({ hasText: DEMO.author }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: invitee.email }).count()).toBe(0);
  });

  it('the removed member can no longer enter the blog', async () => {
    const { page } = member;
    // Their very next call for the blog is refused.
    expect(await blogCallStatus(page)).toBe(404);
    // The panel forgets the blog and sends them to choose another.
    await page.goto('/cms/posts');
    await page.getByText('El blog seleccionado no existe...').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await settledPath(page, '/blogs');
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, invitee.email, invitee.password);
    await settledPath(page, '/blogs');
    await page.getByText('No hay blogs registrados.').waitFor();
    expect(await page.getByRole('button', { name: `Entrar al panel de ${BLOG}` }).count()).toBe(0);
  });
});

/** Invitation mails are capped per recipient address (docs/decisions/048-recipient-mail-caps.md). */
describe('invitation mails to one address', () => {
  const admin = useBrowser();
  const email = `tope-${stamp}@example.com`;

  it('a sixth invitation in a day to one address is refused with a clear Spanish message', async () => {
    const { page } = admin;
    await signInToDashboard(page, DEMO.admin);
    await page.goto('/cms/users');
    await screenHeading(page, 'Usuarios').waitFor();
    await page.getByRole('button', { name: 'Invitar autor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar autor' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await page.getByText(`Invitación enviada a ${email}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Four resends make five mails today; the notice is replaced by each new one.
    const resend = page.getByRole('button', { name: `Reenviar la invitación a ${email}` });
    for (let sent = 2; sent <= 5; sent++) {
      await resend.click();
      await page.getByText(`Invitación reenviada a ${email}`).waitFor();
      await expect.poll(() => resend.isEnabled()).toBe(true);
      await expect.poll(async () => (await mailsTo(email)).length).toBe(sent);
    }
    await resend.click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'Esa dirección ya recibió 5 invitaciones hoy. Podrás volver a enviarle una mañana.',
      })
      .waitFor();
    expect(await mailsTo(email)).toHaveLength(5);
    // The pending invitation stays as it was.
    await page
      .getByRole('region', { name: 'Invitaciones pendientes' })
      .getByRole('row')
      .filter({ hasText: email })
      .waitFor();
  });
});

/** A call to the API from the test, with a token and a blog when given. */
async function apiCall(
  origin: string,
  method: string,
  path: string,
  options: { token?: string; blog?: string; body?: unknown } = {},
) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.blog && { 'x-blog-id': options.blog }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const tokenOf = async (origin: string, email: string, password: string) =>
  (await apiCall(origin, 'POST', '/api/auth/login', { body: { email, password } })).json
    .token as string;

async function blogUuid(origin: string, token: string, subdomain: string): Promise<string> {
  const { json } = await apiCall(origin, 'GET', '/api/blogs', { token });
  return json.data.find((blog: { subdomain: string }) => blog.subdomain === subdomain).uuid;
}

/** What the authenticator app shows for `secret`, `aheadSteps` periods from now. */
const appCode = (secret: string, aheadSteps = 0) =>
  new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp: Date.now() + aheadSteps * 30_000 });

/**
 * An existing account with two-factor accepts an invitation: the acceptance does not skip its
 * second step, which /login asks before the panel opens on the invited blog.
 */
describe('an invitation to an account with two-factor', () => {
  const member = useBrowser();
  const writer = {
    name: `Tomás Doble ${stamp}`,
    email: `tomas-${stamp}@example.com`,
    password: 'Doble-Paso-2026',
  };
  let secret = '';
  let link = '';

  it('an author of the PRO blog with two-factor is invited to the demo blog', async () => {
    const { origin } = member;
    const pro = await tokenOf(origin, DEMO.pro, DEMO_PASSWORD);
    const created = await apiCall(origin, 'POST', '/api/users', {
      token: pro,
      blog: await blogUuid(origin, pro, 'pro'),
      body: { ...writer, bio: '', role: 'AUTHOR' },
    });
    expect(created.status).toBe(201);
    const own = await tokenOf(origin, writer.email, writer.password);
    const setup = await apiCall(origin, 'POST', '/api/two-factor/setup', {
      token: own,
      body: { password: writer.password },
    });
    secret = setup.json.secret;
    const enabled = await apiCall(origin, 'POST', '/api/two-factor/enable', {
      token: own,
      body: { code: appCode(secret), password: writer.password },
    });
    expect(enabled.status).toBe(200);

    const admin = await tokenOf(origin, DEMO.admin, DEMO_PASSWORD);
    const invited = await apiCall(origin, 'POST', '/api/invitations', {
      token: admin,
      blog: await blogUuid(origin, admin, 'demo'),
      body: { email: writer.email },
    });
    expect(invited.status).toBe(201);
    link = linkIn(
      await latestMail(writer.email, { subject: /te invita a escribir/ }),
      '/invitacion',
    );
  });

  it('accepting asks the second step at /login, then opens the invited blog', async () => {
    const { page } = member;
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Aceptar la invitación' });
    await form.getByLabel('Contraseña').fill(writer.password);
    await form.getByRole('button', { name: 'Aceptar invitación' }).click();
    await page.getByText(`Ya formas parte de «${BLOG}»`).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Ir a mi panel' }).click();

    await settledPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    // The enrolment spent the code of its own period: the app's next one is the one to type.
    const step = page.getByRole('form', { name: 'Verificación en dos pasos' });
    await step.getByLabel('Código de verificación').fill(appCode(secret, 1));
    await step.getByRole('button', { name: 'Verificar' }).click();
    await settledPath(page, '/cms/dashboard');
    await page.getByRole('banner').getByText(BLOG).waitFor();
    expect(await blogCallStatus(page)).toBe(200);
  });
});
