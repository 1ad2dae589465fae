import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signIn, signInToDashboard, signOut } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { connectAtSandbox } from './harness/members.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

interface TipRow {
  name: string;
  message: string;
  gross: number;
  platformFee: number;
  net: number;
  providerFee: number;
  status: string;
}

const FEE_LABEL = 'Comisión de la plataforma sobre las propinas (%)';

/**
 * Tips ('Invítame un café', docs/decisions/060-paid-memberships.md): the super admin sets the
 * platform's share in 'Ajustes de la plataforma'; a reader of the demo blog (FREE, tips on)
 * picks three coffees under a post, pays at the sandbox's page and comes back to the thanks
 * page; the blog's admin finds the tip, and the share, in its list.
 */
describe('a tip through the sandbox', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const tipper = `Lectora ${stamp}`;
  let reader: BrowserContext;
  let page: Page;
  afterAll(() => reader?.close());

  /** The super admin's 'Ajustes de la plataforma', with the share typed as a percentage. */
  async function setPlatformFee(percent: string) {
    const { page: panel } = session;
    await panel.goto('/super-admin/settings');
    await screenHeading(panel, 'Ajustes de la plataforma').waitFor();
    const field = panel.getByRole('textbox', { name: FEE_LABEL });
    await field.fill(percent);
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await panel.getByText('Ajustes de la plataforma guardados').waitFor();
  }

  it("the super admin sets the platform's share of tips to 2,50 %", async () => {
    const { page: panel } = session;
    await signIn(panel, DEMO.super);
    await settledPath(panel, '/super-admin/blogs');
    await panel.goto('/super-admin/settings');
    const field = panel.getByRole('textbox', { name: FEE_LABEL });
    // Over half is refused in Spanish, and nothing is sent.
    await field.fill('50,5');
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await panel.getByText(/Escribe un porcentaje entre 0 y 50/).waitFor();
    await setPlatformFee('2,5');
    const saved = await callAsPanel<{ platformFeeBps: number }>(
      panel,
      'GET',
      '/api/platform-settings',
    );
    expect(saved.json.platformFeeBps).toBe(250);
    await panel.reload();
    await expect
      .poll(() => panel.getByRole('textbox', { name: FEE_LABEL }).inputValue())
      .toBe('2,50');
  });

  it('the admin of the demo blog connects its account at the sandbox and takes tips', async () => {
    const { page: panel } = session;
    await signOut(panel);
    await signInToDashboard(panel, DEMO.admin);
    // The tips go to the blog's own account: authorised once on the sandbox's page.
    await connectAtSandbox(panel);
    const on = await callAsPanel<{ tipsEnabled: boolean }>(panel, 'PUT', '/api/settings', {
      tipsEnabled: true,
    });
    expect(on.status).toBe(200);
    expect(on.json.tipsEnabled).toBe(true);
  });

  it('a reader picks three coffees, pays at the sandbox and comes back to the thanks page', async () => {
    reader = await session.browser.newContext({ locale: 'es-ES' });
    reader.setDefaultTimeout(15_000);
    page = await reader.newPage();
    const origin = blogOrigin(session, 'demo');
    await page.goto(`${origin}/blog/sevilla-en-otono`);
    const box = page.getByRole('region', { name: 'Invítame un café' });
    const amounts = box.getByRole('radio');
    await expect.poll(() => amounts.count()).toBe(3);
    await amounts.nth(1).check();
    await box.getByRole('textbox', { name: 'Tu nombre (opcional)' }).fill(tipper);
    await box
      .getByRole('textbox', { name: 'Un mensaje (opcional)' })
      .fill('Por la guía de Sevilla');
    await box.getByRole('button', { name: 'Invitar' }).click();

    await page.getByRole('heading', { level: 1, name: 'Autoriza el pago' }).waitFor();
    await page.getByRole('link', { name: 'Continuar al pago' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pago de prueba' }).waitFor();
    await page.getByText('Invítame un café · ').waitFor();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pago hecho' }).waitFor();
    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Gracias por el café!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/propina/gracias');
  });

  it('the admin finds the tip with the platform’s 2,5 % in its list', async () => {
    const { page: panel } = session;
    const find = async () => {
      const list = await callAsPanel<{ tips: TipRow[] }>(panel, 'GET', '/api/members/tips');
      expect(list.status).toBe(200);
      return list.json.tips.find((tip) => tip.name === tipper);
    };
    await expect.poll(async () => (await find())?.status, { timeout: 15_000 }).toBe('approved');
    const tip = await find();
    if (!tip) throw new Error('the tip is not listed');
    expect(tip.message).toBe('Por la guía de Sevilla');
    expect(tip.platformFee).toBe(Math.floor((tip.gross * 250) / 10_000));
    expect(tip.net).toBe(tip.gross - tip.providerFee - tip.platformFee);
  });

  it("the admin finds the tip in 'Miembros', beside the PRO offer while the blog is FREE", async () => {
    const { page: panel } = session;
    // Other files of the run may have moved the demo blog to PRO: its plan decides the screen.
    const blogs = await callAsPanel<{ data: { subdomain: string; plan: string }[] }>(
      panel,
      'GET',
      '/api/blogs',
    );
    const demo = blogs.json.data.find((blog) => blog.subdomain === 'demo');
    expect(demo).toBeDefined();
    await panel
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Miembros' })
      .click();
    await screenHeading(panel, 'Miembros').waitFor();
    const tips = panel.getByRole('table', { name: 'Propinas recibidas' });
    await tips.getByRole('cell', { name: tipper }).waitFor();
    const offer = panel.getByText(/son del plan PRO\. Las propinas funcionan en todos los planes/);
    if (demo?.plan === 'FREE') {
      await offer.waitFor();
      expect(await panel.getByRole('search').count()).toBe(0);
    } else {
      await panel.getByRole('search').waitFor();
      expect(await offer.count()).toBe(0);
    }
  });

  it('the super admin sets the share back to 0 %', async () => {
    const { page: panel } = session;
    await signOut(panel);
    await signIn(panel, DEMO.super);
    await settledPath(panel, '/super-admin/blogs');
    await setPlatformFee('0');
    const saved = await callAsPanel<{ platformFeeBps: number }>(
      panel,
      'GET',
      '/api/platform-settings',
    );
    expect(saved.json.platformFeeBps).toBe(0);
  });
});
