import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { latestMail, linkIn, mailsTo } from './harness/outbox.ts';

const SIGN_IN_SUBJECT = /Tu enlace para entrar en Blog Pro/;
const SIGN_IN_LINK = /^\/members\/entrar\?token=/;

/**
 * A reader joins the demo PRO blog (members turned on) as a free member by mail, without
 * JavaScript: asks for a link, confirms it, sees 'Mi cuenta', takes the newsletter, signs out,
 * signs in again with a new link, and deletes the account.
 */
describe('members', () => {
  const session = useBrowser();
  const email = `miembro-${Date.now().toString(36)}@example.com`;
  let context: BrowserContext;
  let page: Page;
  let origin = '';

  beforeAll(async () => {
    origin = blogOrigin(session, 'pro');
    context = await session.browser.newContext({ locale: 'es-ES', javaScriptEnabled: false });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  const header = () => page.getByRole('banner');
  /** The members' pages (the footer keeps the newsletter's own form). */
  const main = () => page.getByRole('main');

  /** Asks for a link from the blog's 'Entrar' and follows the new one the mail brings. */
  async function signIn(name?: string) {
    const before = (await mailsTo(email, { subject: SIGN_IN_SUBJECT })).length;
    await page.goto(`${origin}/`);
    await header().getByRole('link', { name: 'Entrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Entrar en Blog Pro' }).waitFor();
    await main().getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    if (name) await main().getByRole('textbox', { name: 'Nombre (opcional)' }).fill(name);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();

    await expect
      .poll(async () => (await mailsTo(email, { subject: SIGN_IN_SUBJECT })).length, {
        timeout: 15_000,
      })
      .toBe(before + 1);
    const mail = await latestMail(email, { subject: SIGN_IN_SUBJECT });
    const link = linkIn(mail, SIGN_IN_LINK);
    expect(new URL(link).origin).toBe(origin);
    // Opening the link only shows the confirming form: a mail scanner's visit uses nothing.
    await page.goto(link);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Entrar en Blog Pro' }).waitFor();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/members/cuenta');
  }

  it('a reader joins free by mail and the blog greets them with "Mi cuenta"', async () => {
    await signIn('Marta');
    await page.getByText(email).waitFor();
    await page.getByText('Gratis', { exact: true }).waitFor();
    await expect(main().getByRole('textbox', { name: 'Nombre' }).inputValue()).resolves.toBe(
      'Marta',
    );
    const cookies = await context.cookies(origin);
    const session = cookies.find((cookie) => cookie.name === 'bitacora_member');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.goto(`${origin}/`);
    await header().getByRole('link', { name: 'Mi cuenta' }).waitFor();
    await expect(header().getByRole('link', { name: 'Entrar' }).count()).resolves.toBe(0);
  });

  it('takes the newsletter from the account page', async () => {
    await page.goto(`${origin}/members/cuenta`);
    const newsletter = page.getByRole('checkbox', { name: 'Recibir los posts por correo' });
    await expect(newsletter.isChecked()).resolves.toBe(false);
    await newsletter.check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados.').waitFor();
    await expect(
      page.getByRole('checkbox', { name: 'Recibir los posts por correo' }).isChecked(),
    ).resolves.toBe(true);
  });

  it('signs out, and signs in again with a new link', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await header().getByRole('link', { name: 'Entrar' }).waitFor();
    await page.goto(`${origin}/members/cuenta`);
    await page.getByRole('heading', { level: 1, name: 'Entrar en Blog Pro' }).waitFor();

    await signIn();
    // The same member: the newsletter they took is still on.
    await expect(
      page.getByRole('checkbox', { name: 'Recibir los posts por correo' }).isChecked(),
    ).resolves.toBe(true);
  });

  it('deletes the account', async () => {
    await page
      .getByRole('checkbox', { name: 'Entiendo que mi cuenta se borra para siempre' })
      .check();
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByRole('heading', { name: 'Cuenta eliminada' }).waitFor();
    const cookies = await context.cookies(origin);
    expect(cookies.find((cookie) => cookie.name === 'bitacora_member')).toBeUndefined();
    await page.goto(`${origin}/members/cuenta`);
    await page.getByRole('heading', { level: 1, name: 'Entrar en Blog Pro' }).waitFor();
  });
});
