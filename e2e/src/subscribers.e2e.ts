import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { latestMail, linkIn, type OutboxMail } from './harness/outbox.ts';
import { callAsPanel } from './harness/panel-api.ts';

/** The mail's link under `/api/newsletter/{blog}/{kind}/`. */
const newsletterLink = (mail: OutboxMail, kind: 'confirm' | 'unsubscribe') =>
  linkIn(mail, new RegExp(`^/api/newsletter/[^/]+/${kind}/`));

/**
 * A reader follows the demo blog by email: subscribes from the form at the foot of the home
 * page (no JavaScript needed), confirms from the mail, and gets the next post the admin
 * publishes, with a working unsubscribe link.
 */
describe('email subscribers', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const email = `lectora-${stamp}@example.com`;
  const title = `Novedades de otoño ${stamp}`;
  let unsubscribe = '';

  it('a reader subscribes on the public blog and confirms from the mail', async () => {
    const context = await session.browser.newContext({ locale: 'es-ES', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${blogOrigin(session, 'demo')}/`);
    const form = page.getByRole('region', { name: 'Recibe las entradas por correo' });
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await form.getByRole('textbox', { name: 'Nombre (opcional)' }).fill('Lectora');
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();

    const mail = await latestMail(email, { subject: /Confirma tu suscripción/ });
    await page.goto(newsletterLink(mail, 'confirm'));
    await page.getByRole('heading', { name: 'Confirmar la suscripción' }).waitFor();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Listo: te escribiremos cuando').waitFor();
    await context.close();
  });

  it('the next published post arrives in the outbox, once, with its link', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    const created = await callAsPanel<{ uuid: string; slug: string }>(page, 'POST', '/api/posts', {
      title,
      slug: `novedades-${stamp}`,
      content: '<p>Llegan las hojas y las castañas.</p>',
      excerpt: 'Lo que trae el otoño',
      status: 'PUBLISHED',
    });
    expect(created.status).toBe(201);
    const mail = await latestMail(email, { subject: new RegExp(title), timeoutMs: 20_000 });
    expect(mail.text).toContain('Lo que trae el otoño');
    expect(mail.text).toContain(`/blog/novedades-${stamp}`);
    expect(mail.html).toContain('Leer más');
    unsubscribe = newsletterLink(mail, 'unsubscribe');
  });

  it("the admin's 'Suscriptores' lists, searches, exports, imports and removes", async () => {
    const { page } = session;
    const imported = `importada-${stamp}@example.com`;
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Suscriptores' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Suscriptores' }).waitFor();

    await page.getByRole('searchbox', { name: 'Buscar por email o nombre' }).fill(email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('row', { name: new RegExp(email) });
    // The row and its state are waited for, not counted at once: the search's answer replaces
    // the list the screen opened with.
    await row.getByRole('cell', { name: 'Confirmado' }).waitFor();
    await expect(row.getByRole('cell', { name: 'Confirmado' }).count()).resolves.toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^suscriptores-.+\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) {
      chunks.push(chunk);
    }
    expect(Buffer.concat(chunks).toString('utf8')).toContain(email);

    await page
      .getByLabel('Importar CSV', { exact: true })
      .and(page.locator('input'))
      .setInputFiles({
        name: 'lista.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`email,name\n${imported},Importada\n`),
      });
    await page.getByText('1 suscriptor importado, 0 filas omitidas').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar por email o nombre' }).fill(imported);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: `Eliminar ${imported}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Ningún suscriptor coincide con la búsqueda.').waitFor();
  });

  it('the unsubscribe link in the mail works', async () => {
    const { page } = session;
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByText('Ya no recibirás correos de').waitFor();
  });
});
