import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard, signOut } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { newAccount, signUp } from './harness/signup.ts';

const firstSteps = (page: Page) => page.getByRole('region', { name: 'Primeros pasos' });
const progress = (page: Page) => firstSteps(page).getByRole('progressbar');
const summary = (page: Page) => page.getByRole('list', { name: 'Resumen del blog' });

/**
 * The dashboard that helps (issue 32): a new blog's admin follows 'Primeros pasos' from 0 de 5,
 * publishing a first post and sharing the blog's address, then hides the list; an admin with
 * held comments goes from the dashboard to them; a PRO admin sees the week's visits.
 */
describe('the dashboard’s first steps and figures', () => {
  const session = useBrowser();
  const account = newAccount('pasos');
  const stamp = Date.now().toString(36);
  const title = `Hola desde el dashboard ${stamp}`;

  it('shows a new blog’s five steps at 0 de 5, nothing pending and the PRO offer for visits', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    await expect
      .poll(() => progress(page).getAttribute('aria-label'))
      .toBe('Pasos completados: 0 de 5');
    expect(await firstSteps(page).getByRole('listitem').count()).toBe(5);
    const tiles = summary(page);
    expect(await tiles.getByRole('listitem').first().textContent()).toContain(
      'Ningún comentario espera moderación.',
    );
    expect(await tiles.getByRole('listitem').nth(1).textContent()).toContain('Suscriptores0');
    const visits = page.getByRole('region', { name: 'Visitas de los últimos 7 días' });
    await visits.getByText('Con el plan PRO verás aquí las visitas').waitFor();
  });

  it('counts the first post once it is published from the step’s link', async () => {
    const { page } = session;
    await firstSteps(page).getByRole('link', { name: 'Escribir un post' }).click();
    await settledPath(page, '/cms/posts/new');
    await screenHeading(page, 'Nuevo post').waitFor();
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Mi primer paso.');
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('switch', { name: 'Publicado', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await settledPath(page, '/cms/dashboard');
    await expect
      .poll(() => progress(page).getAttribute('aria-label'))
      .toBe('Pasos completados: 1 de 5');
    const step = firstSteps(page)
      .getByRole('listitem')
      .filter({ hasText: 'Publica tu primer post' });
    expect(await step.textContent()).toContain('(hecho)');
    expect(await step.getByRole('link').count()).toBe(0);
  });

  it('copies the blog’s address with Compartir and remembers the step after a reload', async () => {
    const { page, context, origin } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const address = `${blogOrigin(session, account.subdomain)}/`;
    await firstSteps(page).getByRole('button', { name: 'Compartir' }).click();
    await page.getByText(`Dirección copiada: ${address}`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect
      .poll(() => progress(page).getAttribute('aria-label'))
      .toBe('Pasos completados: 2 de 5');

    await page.reload();
    await screenHeading(page, 'Dashboard').waitFor();
    await expect
      .poll(() => progress(page).getAttribute('aria-label'))
      .toBe('Pasos completados: 2 de 5');
  });

  it('hides the list for good with Ocultar primeros pasos', async () => {
    const { page } = session;
    await firstSteps(page).getByRole('button', { name: 'Ocultar primeros pasos' }).click();
    await firstSteps(page).waitFor({ state: 'detached' });
    await page.reload();
    await summary(page).waitFor();
    expect(await firstSteps(page).count()).toBe(0);
    await signOut(page);
  });

  it('takes an admin from the pending comments figure to the held comments', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    const moderate = summary(page).getByRole('link', { name: /^Moderar \d+ comentarios?$/ });
    await moderate.waitFor();
    const held = Number((await moderate.textContent())?.match(/\d+/)?.[0]);
    expect(held).toBeGreaterThan(0);
    await moderate.click();
    await settledPath(page, /^\/cms\/comments/);
    expect(new URL(page.url()).searchParams.get('estado')).toBe('PENDING');
    const rows = page.getByRole('row').filter({ hasText: 'Pendiente' });
    await expect.poll(() => rows.count()).toBe(held);
    await signOut(page);
  });

  it('shows a PRO admin the last 7 days of visits, with a link to the statistics', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.pro);
    const visits = page.getByRole('region', { name: 'Visitas de los últimos 7 días' });
    const chart = visits.getByRole('img');
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(
      /^Visitas de los últimos 7 días: \d+ visitantes? y \d+ páginas? vistas? en 7 periodos\.$/,
    );
    expect(await visits.getByRole('row').count()).toBe(8);
    expect(await page.getByText('Con el plan PRO verás aquí').count()).toBe(0);
    await summary(page).getByRole('link', { name: 'Ver estadísticas' }).click();
    await settledPath(page, '/cms/analytics');
  });
});
