import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { connectAtSandbox, memberSignsInByMail } from './harness/members.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * Paid memberships (docs/decisions/060-paid-memberships.md): a free member of the demo PRO blog
 * subscribes to a paid tier through the sandbox's page, the account page shows the plan, and
 * 'Cancelar' keeps access to the period's end.
 */
describe('a paid membership through the sandbox', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const tierName = `Mecenas ${stamp}`;
  const email = `mecenas-${stamp}@example.com`;
  let reader: BrowserContext;
  let page: Page;
  afterAll(() => reader?.close());

  it('the admin connects the blog’s account at the sandbox and puts a paid tier on sale', async () => {
    await signInToDashboard(session.page, DEMO.pro);
    // The money goes to the blog's own account: authorised once on the sandbox's page.
    await connectAtSandbox(session.page);
    const connected = await callAsPanel<{ status: string }>(
      session.page,
      'GET',
      '/api/members/mercadopago',
    );
    expect(connected.json.status).toBe('connected');
    const created = await callAsPanel(session.page, 'POST', '/api/members/tiers', {
      name: tierName,
      benefits: ['Las entradas de pago'],
      monthlyPrice: 500,
      yearlyPrice: 5000,
    });
    expect(created.status).toBe(201);
  });

  it('a free member subscribes through the sandbox and the account page shows the plan', async () => {
    reader = await session.browser.newContext({ locale: 'es-ES' });
    reader.setDefaultTimeout(15_000);
    page = await reader.newPage();
    const origin = blogOrigin(session, 'pro');
    await page.goto(`${origin}/members/entrar`);
    await memberSignsInByMail(page, email);

    const offer = page.getByRole('listitem').filter({ hasText: tierName });
    await offer.getByRole('button', { name: /^Suscribirme por 5,00\sUS\$ al mes$/ }).click();
    await page.getByRole('link', { name: 'Continuar al pago' }).click();
    await page.getByRole('heading', { name: 'Suscripción de prueba' }).waitFor();
    await page.getByText(tierName).waitFor();
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.getByRole('link', { name: 'Volver al blog' }).click();

    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
    await page.getByRole('heading', { level: 2, name: tierName }).waitFor();
    await page.getByText(/^Se renueva el /).waitFor();
  });

  it("'Cancelar' keeps access to the period's end", async () => {
    await page.getByRole('button', { name: 'Cancelar la suscripción' }).click();
    await page.getByText(/^Cancelada: tienes acceso hasta el /).waitFor();
    await page.getByRole('heading', { level: 2, name: tierName }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar la suscripción' }).count()).toBe(0);
  });
});
