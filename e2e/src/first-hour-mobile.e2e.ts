import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

const PHONE = { width: 375, height: 667 };

/**
 * A blogger's first post on a 375 px phone: the link and category dialogs fit the screen and
 * keep the post, leaving through the folded sidebar asks first, and the post is published.
 */
describe('a first post on a 375 px phone', () => {
  const session = useBrowser({ viewport: PHONE });
  const stamp = Date.now().toString(36);
  const title = `Desde el móvil ${stamp}`;
  const slug = `desde-el-movil-${stamp}`;
  const category = `Viajes ${stamp}`;

  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título', exact: true });

  /** The dialog is inside the 375 px screen, none of it cut off at the sides. */
  async function expectWithinScreen(page: Page, name: string) {
    const box = await page.getByRole('dialog', { name }).boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }

  it('starts a post from the panel', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    await page.goto('/cms/posts/new');
    await screenHeading(page, 'Nuevo post').waitFor();
    await titleField(page).fill(title);
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Notas del viaje');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('links a word with the toolbar’s button, and the post stays', async () => {
    const { page } = session;
    await page.keyboard.down('Shift');
    await page.keyboard.press('Control+ArrowLeft');
    await page.keyboard.up('Shift');
    await page.waitForFunction(() => String(document.getSelection()) === 'viaje');
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Enlace' })
      .click();
    await expectWithinScreen(page, 'Insertar enlace');
    const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
    await dialog.getByRole('textbox', { name: 'URL del enlace' }).fill('https://example.com/viaje');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await titleField(page).inputValue()).toBe(title);
    await page
      .getByRole('textbox', { name: 'Contenido' })
      .locator('a[href="https://example.com/viaje"]', { hasText: /^viaje$/ })
      .waitFor();
  });

  it('makes a category in place, and the post stays', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    await expectWithinScreen(page, 'Nueva categoría');
    const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(category);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await titleField(page).inputValue()).toBe(title);
    expect(
      await page
        .getByLabel('Categoría')
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    ).toBe(category);
  });

  it('asks before the folded sidebar leaves the post; staying keeps it', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Menú' }).click();
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    const prompt = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await prompt.waitFor();
    const box = await prompt.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/cms/posts/new');
    expect(await titleField(page).inputValue()).toBe(title);
  });

  it('publishes it, with the link, in the new category', async () => {
    const { page } = session;
    // The folded menu may still be open after the prompt: close it if so.
    const toggle = page.getByRole('button', { name: 'Menú' });
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('switch', { name: 'Publicado', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    await page.getByText('Post guardado').waitFor();

    await page.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const link = page.locator('article a[href="https://example.com/viaje"]');
    expect(await link.textContent()).toBe('viaje');
    expect(await page.locator('article').textContent()).toContain(category);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(session.pageErrors).toEqual([]);
  });
});
