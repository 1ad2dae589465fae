import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { editorCaughtUp, noteSelectionChanges } from './harness/editor.ts';
import { memberSignsInByMail } from './harness/members.ts';
import { newPostEditor, savePublished } from './harness/panel.ts';

/**
 * Access per post (docs/decisions/059-visibility-and-paywall.md): the admin of the demo PRO blog
 * writes a post with the paywall block and 'Solo miembros'; a visitor sees the free part and the
 * members' box, never the rest; a reader who signs in by mail from that box reads it whole.
 */
describe('a members-only post', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Para socios ${stamp}`;
  const slug = `para-socios-${stamp}`;
  const free = `Lo que todos leen ${stamp}`;
  const gated = `Lo que solo leen los miembros ${stamp}`;
  const email = `socia-${stamp}@example.com`;
  let reader: BrowserContext;
  let page: Page;
  afterAll(() => reader?.close());

  it('the admin writes it with the paywall block and publishes it for members', async () => {
    await noteSelectionChanges(session.context);
    await signInToDashboard(session.page, DEMO.pro);
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
    await admin.getByLabel('Visibilidad').selectOption({ label: 'Solo miembros' });
    await savePublished(admin, title);
  });

  it('a visitor reads the free part and the box, never the rest', async () => {
    reader = await session.browser.newContext({ locale: 'es-ES' });
    reader.setDefaultTimeout(15_000);
    page = await reader.newPage();
    const origin = blogOrigin(session, 'pro');
    const response = await page.goto(`${origin}/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await main.getByText(free).waitFor();
    await main.getByText('Este post es solo para miembros').waitFor();
    expect(await response?.text()).not.toContain(gated);
  });

  it('a reader who signs in by mail from the box reads it whole', async () => {
    const origin = blogOrigin(session, 'pro');
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Entrar en Blog Pro' }).waitFor();
    await memberSignsInByMail(page, email);

    await page.goto(`${origin}/blog/${slug}`);
    const main = page.getByRole('main');
    await main.getByText(gated).waitFor();
    await main.getByText(free).waitFor();
    expect(await main.getByText('Este post es solo para miembros').count()).toBe(0);
  });
});
