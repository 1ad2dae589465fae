import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { memberSignsInByMail } from './harness/members.ts';
import { screenHeading } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * Getting paid (docs/decisions/060-paid-memberships.md): the admin of the demo PRO blog connects
 * its own Mercado Pago account from Configuración → Cobros through the sandbox's authorisation
 * page, sees it connected, and a reader then buys a paid tier; 'Desconectar' asks first and stops
 * the sales.
 */
describe('the blog’s Mercado Pago account', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const tierName = `Suscriptor ${stamp}`;
  const email = `cobros-${stamp}@example.com`;
  let reader: BrowserContext;
  let page: Page;
  afterAll(() => reader?.close());

  const cobros = () => session.page.getByRole('group', { name: 'Cobros' });

  it('the admin connects it in Configuración → Cobros through the sandbox', async () => {
    const { page: panel } = session;
    await signInToDashboard(panel, DEMO.pro);
    // Whatever an earlier file left, the blog starts without an account.
    expect((await callAsPanel(panel, 'DELETE', '/api/members/mercadopago')).status).toBe(200);
    await panel.goto('/cms/settings');
    await screenHeading(panel, 'Configuración').waitFor();
    await cobros().getByText('No conectado').waitFor();
    await cobros().getByRole('combobox', { name: 'Moneda del blog' }).waitFor();
    await cobros().getByRole('button', { name: 'Conectar con Mercado Pago' }).click();

    await panel.getByRole('heading', { level: 1, name: 'Conectar cuenta de prueba' }).waitFor();
    await panel.getByRole('button', { name: 'Autorizar' }).click();

    await panel.waitForURL(/\/cms\/settings$/);
    await panel
      .getByText('Cuenta de Mercado Pago conectada: el blog ya puede recibir pagos.')
      .waitFor();
    await cobros().getByText('Conectado', { exact: true }).waitFor();
    await cobros()
      .getByText(/^VENDEDOR_PRUEBA_\d{4}$/)
      .waitFor();
    const state = await callAsPanel<{ status: string }>(panel, 'GET', '/api/members/mercadopago');
    expect(state.json.status).toBe('connected');
  });

  it('a reader buys a paid tier, paid to that account', async () => {
    const created = await callAsPanel(session.page, 'POST', '/api/members/tiers', {
      name: tierName,
      monthlyPrice: 700,
      yearlyPrice: 7000,
    });
    expect(created.status).toBe(201);

    reader = await session.browser.newContext({ locale: 'es-ES' });
    reader.setDefaultTimeout(15_000);
    page = await reader.newPage();
    const origin = blogOrigin(session, 'pro');
    await page.goto(`${origin}/members/entrar`);
    await memberSignsInByMail(page, email);

    const offer = page.getByRole('listitem').filter({ hasText: tierName });
    await offer.getByRole('button', { name: /^Suscribirme por 7,00\sUS\$ al mes$/ }).click();
    await page.getByRole('link', { name: 'Continuar al pago' }).click();
    await page.getByRole('heading', { name: 'Suscripción de prueba' }).waitFor();
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await page.getByRole('heading', { level: 2, name: tierName }).waitFor();
    await page.getByText(/^Se renueva el /).waitFor();
  });

  it("'Desconectar' asks first, then the blog sells no more", async () => {
    const { page: panel } = session;
    // Read again: the reader's membership is now one of the active ones.
    await panel.reload();
    await cobros().getByRole('button', { name: 'Desconectar' }).click();
    const dialog = panel.getByRole('alertdialog', { name: '¿Desconectar Mercado Pago?' });
    await dialog.getByText(/suscripci(ón|ones) activas? sigue/).waitFor();
    await dialog.getByRole('button', { name: 'Desconectar' }).click();
    await cobros().getByText('No conectado').waitFor();

    const other = await reader.newPage();
    await other.goto(`${blogOrigin(session, 'pro')}/members/cuenta`);
    // The reader's own membership runs on; a new one could not be bought.
    await other.getByRole('heading', { level: 2, name: tierName }).waitFor();
    await other.close();
  });
});
