import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading } from './harness/panel.ts';

/**
 * An admin recommends a site from Configuración → 'Recomendaciones'; a reader of the blog finds
 * it on its page, linked from the footer, and in `/.well-known/recommendations.json`.
 */
describe('an admin recommends a site and a reader finds it', () => {
  const session = useBrowser();
  let context: BrowserContext;
  let admin: Page;
  let reader: Page;
  const stamp = Date.now().toString(36);
  const url = `https://recomendado-${stamp}.example/`;
  const title = `Blog recomendado ${stamp}`;

  beforeAll(async () => {
    context = await session.browser.newContext({ baseURL: session.origin, locale: 'es-ES' });
    context.setDefaultTimeout(15_000);
    admin = await context.newPage();
    reader = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('adds it in the panel, refused first at the address when it is the blog itself', async () => {
    await signInToDashboard(admin, DEMO.admin);
    await admin.goto('/cms/settings');
    await screenHeading(admin, 'Configuración').waitFor();
    await admin
      .getByRole('navigation', { name: 'Secciones de Configuración' })
      .getByRole('link', { name: 'Recomendaciones' })
      .click();
    await screenHeading(admin, 'Recomendaciones').waitFor();
    await admin.getByRole('button', { name: 'Añadir recomendación' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Añadir recomendación' });
    await dialog.getByLabel('Dirección').fill(`${blogOrigin(session, 'demo')}/`);
    await dialog.getByLabel('Nombre').fill(title);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('No puedes recomendar tu propio blog').waitFor();
    await dialog.getByLabel('Dirección').fill(url);
    await dialog.getByLabel('Motivo (opcional)').fill('Escribe sin prisa y con cariño.');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText(title, { exact: true }).waitFor();
  });

  it('shows it on the blog’s page, from the footer, and in recommendations.json', async () => {
    await reader.goto(`${blogOrigin(session, 'demo')}/`);
    await reader.locator('footer.site-foot').getByRole('link', { name: 'Recomendaciones' }).click();
    await reader.getByRole('heading', { level: 1, name: 'Recomendaciones' }).waitFor();
    expect(new URL(reader.url()).pathname).toBe('/recomendaciones');
    const link = reader.getByRole('link', { name: title });
    expect(await link.getAttribute('href')).toBe(url);
    expect(await link.getAttribute('rel')).toBe('noopener');
    await reader.getByText('Escribe sin prisa y con cariño.').waitFor();

    const answer = await reader.goto(
      `${blogOrigin(session, 'demo')}/.well-known/recommendations.json`,
    );
    expect(answer?.status()).toBe(200);
    const file = (await answer?.json()) as { url: string; reason: string | null }[];
    expect(file).toContainEqual(
      expect.objectContaining({ url, reason: 'Escribe sin prisa y con cariño.' }),
    );
  });

  it('deletes it in the panel, and the blog no longer shows it', async () => {
    await admin.getByRole('button', { name: `Eliminar ${title}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await admin.getByText('Aún no recomiendas ningún sitio.').waitFor();
    const answer = await reader.goto(
      `${blogOrigin(session, 'demo')}/.well-known/recommendations.json`,
    );
    expect(await answer?.json()).toEqual([]);
  });
});
