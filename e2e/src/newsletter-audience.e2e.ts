import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { memberSignsInByMail } from './harness/members.ts';
import { latestMail, mailsTo } from './harness/outbox.ts';
import { newPostEditor, savePublished } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

/**
 * 'Enviar a' on the post form (docs/decisions/059-visibility-and-paywall.md): the admin of the
 * demo PRO blog writes a paid post with the paywall block and mails it to paid members only. A
 * subscriber with a paid (gifted) membership gets the whole post; a subscriber who is no member
 * gets nothing.
 */
describe("the newsletter's audience", () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Para mecenas ${stamp}`;
  const free = `El adelanto para todos ${stamp}`;
  const gated = `Lo que solo leen los de pago ${stamp}`;
  const paidEmail = `mecenas-boletin-${stamp}@example.com`;
  const freeEmail = `lector-boletin-${stamp}@example.com`;
  const readers: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const reader of readers) await reader.close();
  });

  it('a reader becomes a member by mail and the admin gifts them a membership', async () => {
    const reader = await session.browser.newContext({ locale: 'es-ES' });
    readers.push(reader);
    reader.setDefaultTimeout(15_000);
    const page = await reader.newPage();
    await page.goto(`${blogOrigin(session, 'pro')}/members/entrar`);
    await memberSignsInByMail(page, paidEmail);

    await noteSelectionChanges(session.context);
    await signInToDashboard(session.page, DEMO.pro);
    const found = await callAsPanel<{ items: { uuid: string; email: string }[] }>(
      session.page,
      'GET',
      `/api/members?search=${encodeURIComponent(paidEmail)}`,
    );
    expect(found.status).toBe(200);
    const member = found.json.items.find((item) => item.email === paidEmail);
    expect(member, 'the new member is listed').toBeDefined();
    const gifted = await callAsPanel(session.page, 'POST', `/api/members/${member?.uuid}/comp`);
    expect(gifted.status).toBeLessThan(300);
    const tier = await callAsPanel(session.page, 'POST', '/api/members/tiers', {
      name: `Boletín ${stamp}`,
      monthlyPrice: 500,
      yearlyPrice: 5000,
    });
    expect(tier.status).toBe(201);
  });

  it('both readers are confirmed subscribers, imported in the panel', async () => {
    const { page } = session;
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Suscriptores' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Suscriptores' }).waitFor();
    // The reader who is no member comes first: had the post's mail been for them, it would
    // have gone out before the paid member's.
    await page
      .getByLabel('Importar CSV', { exact: true })
      .and(page.locator('input'))
      .setInputFiles({
        name: 'lista.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `email,name,confirmed\n${freeEmail},Lector,sí\n${paidEmail},Mecenas,sí\n`,
        ),
      });
    await page.getByText('2 suscriptores importados, 0 filas omitidas').waitFor();
  });

  it("the admin writes a paid post with the paywall and mails it to 'Solo miembros de pago'", async () => {
    const admin = session.page;
    const editor = await newPostEditor(admin, title);
    await admin.keyboard.type(free);
    await editorCaughtUp(admin);
    await admin
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Contenido para miembros', exact: true })
      .click();
    await editor.getByText('A partir de aquí, solo miembros').waitFor();
    await admin.keyboard.type(gated);
    await editorCaughtUp(admin);
    await admin.getByLabel('Visibilidad').selectOption({ label: 'Miembros de pago' });
    // A gifted membership opens every tier; the post is left for all of them, as by default.
    const tiers = admin.getByRole('group', { name: 'Niveles con acceso' });
    expect(
      await tiers.getByRole('checkbox', { name: 'Todos los niveles de pago' }).isChecked(),
    ).toBe(true);
    await admin.getByLabel('Enviar a').selectOption({ label: 'Solo miembros de pago' });
    await savePublished(admin, title);
  });

  it('the paid member gets the whole post by mail; the subscriber who is no member, nothing', async () => {
    const mail = await latestMail(paidEmail, { subject: new RegExp(title), timeoutMs: 20_000 });
    expect(mail.text).toContain(free);
    expect(mail.text).toContain(gated);
    expect(await mailsTo(freeEmail, { subject: new RegExp(title) })).toEqual([]);
  });
});
