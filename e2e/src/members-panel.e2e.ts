import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';

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
    expect(csv.split('\r\n')[0]).toBe('email,name,status,tier,created_at,newsletter');
    expect(csv).toMatch(/^"irene@example\.com","Irene",comped,/m);

    await detail.getByRole('button', { name: 'Quitar regalo' }).click();
    await detail.getByRole('button', { name: 'Regalar membresía' }).waitFor();
  });
});
