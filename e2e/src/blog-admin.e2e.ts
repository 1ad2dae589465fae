import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { jpegFile } from './harness/images.ts';
import { screenHeading } from './harness/panel.ts';

/** The labels of the menu's rows, top to bottom. */
async function menuLabels(page: import('playwright-core').Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Menu items' }).getByRole('row');
  const labels: string[] = [];
  for (const row of await rows.all()) {
    const cell = row.getByRole('cell').first();
    if ((await cell.count()) === 0) continue;
    // The first cell also holds the drag handle's glyph.
    labels.push(((await cell.textContent()) ?? '').replace(/^[^\p{L}]+/u, '').trim());
  }
  return labels;
}

/** The demo blog's admin keeps the menu and the media library. */
describe('the admin of the demo blog', () => {
  const session = useBrowser();

  it('signs in', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('reorders the menu by dragging a row, and the blog shows the new order', async () => {
    const { page } = session;
    await page.goto('/cms/menu');
    await screenHeading(page, 'Menu').waitFor();
    await page.getByText('3 item(s) found').waitFor();
    expect(await menuLabels(page)).toEqual(['Inicio', 'Sobre mí', 'Viajes']);

    const handle = page.getByRole('button', { name: /^Reordenar Inicio/ });
    const target = page.getByRole('row').filter({ hasText: 'Viajes' });
    await handle.dragTo(target);
    await expect.poll(() => menuLabels(page)).toEqual(['Sobre mí', 'Viajes', 'Inicio']);

    // Saved: a fresh load shows the same order, and so does the blog's own menu.
    await page.reload();
    await page.getByText('3 item(s) found').waitFor();
    expect(await menuLabels(page)).toEqual(['Sobre mí', 'Viajes', 'Inicio']);
    const blog = await session.context.newPage();
    await blog.goto(blogOrigin(session, 'demo'));
    const links = await blog.getByRole('navigation').first().getByRole('link').allTextContents();
    expect(
      links
        .map((text) => text.trim())
        .filter((text) => ['Inicio', 'Sobre mí', 'Viajes'].includes(text)),
    ).toEqual(['Sobre mí', 'Viajes', 'Inicio']);
    await blog.close();
  });

  it('uploads an image to the media library and deletes it', async () => {
    const { page } = session;
    const name = `faro-${Date.now().toString(36)}.jpg`;
    const file = await jpegFile(name, 900, 700);
    await page.goto('/cms/media');
    await screenHeading(page, 'Medios').waitFor();
    await page.getByRole('button', { name: 'Subir imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir nueva imagen' });
    await dialog.getByLabel(/Arrastra una imagen aquí/).setInputFiles(file);
    await dialog.getByText(name).waitFor();
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('heading', { level: 2, name });
    await card.waitFor();
    const thumb = page.getByRole('img', { name });
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(
        '¿Estás seguro de que deseas eliminar esta imagen? Esta acción no se puede deshacer.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await screenHeading(page, 'Medios').waitFor();
    await page.getByRole('button', { name: 'Subir imagen' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name }).count()).toBe(0);
  });
});
