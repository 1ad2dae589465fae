import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { connectAtSandbox } from './harness/members.ts';
import { callAsPanel } from './harness/panel-api.ts';

const MEMBER = 'irene@example.com';

/**
 * The admin of the demo PRO blog opens 'Miembros', finds the demo member, gifts a membership
 * and ends the gift, and exports the members as CSV.
 */
describe("the panel's 'Miembros'", () => {
  const session = useBrowser();

  it('finds the demo member, gifts a membership, ends the gift and exports the CSV', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.pro);
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Miembros' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Miembros' }).waitFor();

    await page.getByRole('searchbox', { name: 'Buscar por correo o nombre' }).fill('irene');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('row', { name: new RegExp(MEMBER) });
    await row.waitFor();
    await page.getByRole('button', { name: `Ver ${MEMBER}` }).click();
    const detail = page.getByRole('region', { name: /irene@example\.com/ });
    await detail.getByRole('table', { name: 'Pagos' }).waitFor();

    await detail.getByRole('button', { name: 'Regalar membresía' }).click();
    await detail.getByText('Estado: Regalo').waitFor();
    await row.getByRole('cell', { name: 'Regalo' }).waitFor();
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('comped');
    await page
      .getByRole('row', { name: new RegExp(MEMBER) })
      .getByRole('cell', { name: 'Regalo' })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^miembros-.+\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) {
      chunks.push(chunk);
    }
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('email,name,status,tier,created_at,newsletter,comp_until');
    expect(csv).toMatch(/^"irene@example\.com","Irene",comped,/m);

    await detail.getByRole('button', { name: 'Quitar regalo' }).click();
    await detail.getByRole('button', { name: 'Regalar membresía' }).waitFor();
  });
});

/** A Ghost members export as Ghost writes it, with addresses of this run. */
const ghostCsv = (stamp: string) =>
  [
    'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
    `6470c1f2a5e3b20001a1b2d1,lucia-${stamp}@example.com,Lucía ${stamp},,true,false,,2023-05-26T14:03:22.000Z,,Lectores,`,
    `6470c1f2a5e3b20001a1b2d2,mateo-${stamp}@example.com,Mateo ${stamp},,false,false,,2023-06-02T09:11:45.000Z,,,`,
    `6470c1f2a5e3b20001a1b2d3,camila-${stamp}@example.com,Camila ${stamp},,true,true,,2023-07-19T18:40:00.000Z,,,`,
    `6470c1f2a5e3b20001a1b2d4,no-es-un-correo,Sin correo,,true,false,,2023-09-01T10:00:00.000Z,,,`,
    `6470c1f2a5e3b20001a1b2d5,lucia-${stamp}@example.com,Lucía otra vez,,true,false,,2023-10-01T10:00:00.000Z,,,`,
  ].join('\r\n');

/** `YYYY-MM-DD` some days from now, and the same day as the panel writes it. */
function dayFromNow(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return {
    iso: date.toISOString().slice(0, 10),
    spoken: date.toLocaleDateString('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
}

/**
 * The admin imports a Ghost export, finds the imported members, gifts one a tier until a day,
 * and sees a reader's tip, paid through the sandbox, in 'Propinas'.
 */
describe("'Miembros': the import, a gift until a day, and the tips", () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const tierName = `Amigos ${stamp}`;
  let tipsWereOn = false;

  afterAll(async () => {
    // Other tests read the PRO blog's post pages: its tips go back as they were.
    if (!tipsWereOn) {
      await callAsPanel(session.page, 'PUT', '/api/settings', { tipsEnabled: false });
    }
  });

  it('imports a Ghost members CSV and reports the row it left out', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.pro);
    const tier = await callAsPanel(page, 'POST', '/api/members/tiers', {
      name: tierName,
      monthlyPrice: 500,
      yearlyPrice: 5000,
    });
    expect(tier.status).toBe(201);
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Miembros' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Miembros' }).waitFor();

    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByLabel('Archivo CSV').setInputFiles({
      name: 'ghost-members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(ghostCsv(stamp)),
    });
    await page.getByRole('button', { name: 'Importar miembros' }).click();
    await page.getByText('Nuevos: 3 · Actualizados: 0 · Sin cambios: 1 · Con regalo: 1').waitFor();
    await page.getByText('Línea 5: El email no es válido').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar por correo o nombre' }).fill(stamp);
    await page.getByRole('button', { name: 'Buscar' }).click();
    for (const who of ['lucia', 'mateo', 'camila']) {
      await page.getByRole('row', { name: new RegExp(`${who}-${stamp}@example\\.com`) }).waitFor();
    }
    await page
      .getByRole('row', { name: new RegExp(`camila-${stamp}`) })
      .getByRole('cell', { name: 'Regalo' })
      .waitFor();
  });

  it('gifts an imported member a tier until a day', async () => {
    const { page } = session;
    const email = `mateo-${stamp}@example.com`;
    await page.getByRole('button', { name: `Ver ${email}` }).click();
    const detail = page.getByRole('region', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await detail
      .getByRole('combobox', { name: 'Nivel del regalo' })
      .selectOption({ label: tierName });
    const until = dayFromNow(10);
    await detail.getByLabel('Hasta (opcional)').fill(until.iso);
    await detail.getByRole('button', { name: 'Regalar membresía' }).click();
    await detail.getByText(`Regalo hasta el ${until.spoken}.`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.getByRole('cell', { name: 'Regalo' }).waitFor();
    await row.getByRole('cell', { name: tierName }).waitFor();
  });

  it("lists a reader's tip, paid through the sandbox, in 'Propinas'", async () => {
    const { page } = session;
    const settings = await callAsPanel(page, 'GET', '/api/settings');
    tipsWereOn = (settings.json as { tipsEnabled?: boolean }).tipsEnabled === true;
    const on = await callAsPanel(page, 'PUT', '/api/settings', { tipsEnabled: true });
    expect(on.status).toBe(200);
    // Tips go to the blog's own Mercado Pago account: authorised once on the sandbox's page.
    const back = page.url();
    await connectAtSandbox(page);
    await page.goto(back);
    const slug = `un-cafe-${stamp}`;
    const post = await callAsPanel(page, 'POST', '/api/posts', {
      title: `Un café ${stamp}`,
      slug,
      content: '<p>Gracias por leer.</p>',
      status: 'PUBLISHED',
    });
    expect(post.status).toBe(201);

    const reader = await session.browser.newContext({ locale: 'es-ES' });
    try {
      const tab = await reader.newPage();
      await tab.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`);
      const form = tab.getByRole('region', { name: 'Invítame un café' });
      await form.getByRole('textbox', { name: 'Tu nombre (opcional)' }).fill(`Lector ${stamp}`);
      await form.getByRole('button', { name: 'Invitar' }).click();
      await tab.getByRole('link', { name: 'Continuar al pago' }).click();
      await tab.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
      await tab.getByRole('button', { name: 'Pagar', exact: true }).click();
      await tab.getByRole('heading', { name: 'Pago hecho' }).waitFor();
    } finally {
      await reader.close();
    }

    await page.reload();
    const tips = page.getByRole('table', { name: 'Propinas recibidas' });
    const row = tips.getByRole('row', { name: new RegExp(`Lector ${stamp}`) });
    await row.getByRole('cell', { name: 'Cobrada' }).waitFor();
    await row.getByRole('cell', { name: /US\$/ }).waitFor();
  });
});
