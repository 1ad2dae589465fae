import { stat } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard, signOut } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { phonePhotoFile } from './harness/images.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';

const LIMIT = 5 * 1024 * 1024;

/** 3:4 portrait, at most 2560 px tall (smaller only if the quality steps were not enough). */
function expectUpright(image: { width?: number; height?: number }) {
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  expect(height).toBeGreaterThan(width);
  expect(height).toBeLessThanOrEqual(2560);
  expect(Math.abs(width / height - 3 / 4)).toBeLessThan(0.01);
}

type Listed = {
  data: { originalName: string; size?: number; width?: number; height?: number; url: string }[];
};

/**
 * A phone photo over the server's 5MB limit, uploaded from the media library and from the
 * editor's image dialog: the panel downsizes it in the browser (turned upright by its EXIF
 * orientation) and the upload succeeds, saying meanwhile 'Reduciendo la foto…' and then
 * 'Subiendo… N %' up to 100 %.
 */
describe('a phone photo over 5MB', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);

  /** Remembers every upload status the page showed, however briefly, in order. */
  async function watchProgress(page: Page) {
    await page.evaluate(() => {
      const seen = [] as string[];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      const note = () => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (/^(Reduciendo|Subiendo…)/.test(text) && seen.at(-1) !== text) seen.push(text);
        }
      };
      new MutationObserver(note).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  }
  const progressSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

  /** The photo was reduced first, then sent with its share climbing until every byte was sent. */
  function expectReducedThenSent(seen: string[]) {
    expect(seen[0]).toBe('Reduciendo la foto…');
    const percents = seen.slice(1).map((text) => Number(text.match(/^Subiendo… (\d+) %$/)?.[1]));
    expect(percents.length).toBeGreaterThan(0);
    expect(percents.every((value) => Number.isInteger(value))).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // 99 % while the server stores it (100 only once it has answered, when the dialog closes).
    expect(percents.at(-1)).toBeGreaterThanOrEqual(99);
  }

  async function stored(page: Page, name: string) {
    const listed = await callAsPanel<Listed>(
      page,
      'GET',
      `/api/media?search=${encodeURIComponent(name)}`,
    );
    const item = listed.json.data.find((entry) => entry.originalName === name);
    expect(item).toBeDefined();
    const response = await page.request.get(item?.url ?? '');
    expect(response.ok()).toBe(true);
    const bytes = await response.body();
    return { bytes: bytes.length, ...(await sharp(bytes).metadata()) };
  }

  it('is a real phone-sized photo, over the limit', async () => {
    const file = await phonePhotoFile(`movil-${stamp}.jpg`);
    expect((await stat(file)).size).toBeGreaterThan(6 * 1024 * 1024);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4032, 3024, 6]);
  });

  it('signs in as the admin of the demo blog', async () => {
    await signInToDashboard(session.page, DEMO.admin);
  });

  it('uploads from the media library, downsized and upright', async () => {
    const { page } = session;
    const name = `movil-${stamp}.jpg`;
    await page.goto('/cms/media');
    await screenHeading(page, 'Medios').waitFor();
    await page.getByRole('button', { name: 'Subir imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir nueva imagen' });
    await dialog.getByLabel(/Arrastra una imagen aquí/).setInputFiles(await phonePhotoFile(name));
    await dialog.getByText(name).waitFor();
    await watchProgress(page);
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
    expectReducedThenSent(await progressSeen(page));
    await page.getByRole('heading', { level: 2, name }).waitFor();

    const image = await stored(page, name);
    expect(image.bytes).toBeLessThanOrEqual(LIMIT);
    // Portrait, as the phone showed it: the EXIF rotation was applied before the pixels shrank.
    expectUpright(image);
    expect(image.orientation ?? 1).toBe(1);
  });

  it("uploads through the editor's image dialog, downsized and upright", async () => {
    const { page } = session;
    const name = `movil-editor-${stamp}.jpg`;
    await page.goto('/cms/posts/new');
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Imagen', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Insertar imagen' });
    await dialog.getByRole('tab', { name: 'Subir nueva' }).click();
    await watchProgress(page);
    await dialog.getByLabel(/Elegir imagen/).setInputFiles(await phonePhotoFile(name));
    await dialog
      .getByRole('textbox', { name: /Texto alternativo/ })
      .fill('Una foto hecha con el móvil');
    await dialog.getByRole('button', { name: 'Insertar imagen' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
    await editor.locator('figure img[alt="Una foto hecha con el móvil"]').waitFor();
    expectReducedThenSent(await progressSeen(page));

    const image = await stored(page, name);
    expect(image.bytes).toBeLessThanOrEqual(LIMIT);
    expectUpright(image);
  });

  it('is taken as a series cover, reduced before the 5MB check', async () => {
    const { page } = session;
    const title = `Serie con foto de móvil ${stamp}`;
    await signOut(page);
    await signInToDashboard(page, DEMO.pro);
    await page.goto('/cms/series/new');
    const form = page.getByRole('form', { name: 'Datos de la serie' });
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await form
      .getByLabel('Imagen de portada: Elegir imagen')
      .setInputFiles(await phonePhotoFile(`portada-${stamp}.jpg`));
    await form
      .getByRole('img', { name: /portada/i })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await form.getByText('La imagen no debe superar los 5MB').count()).toBe(0);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await settledPath(page, '/cms/series', 60_000);

    const listed = await callAsPanel<{ data: { title: string; coverImage: string | null }[] }>(
      page,
      'GET',
      '/api/series?limit=100',
    );
    const cover = listed.json.data.find((entry) => entry.title === title)?.coverImage;
    expect(cover).toBeTruthy();
    const response = await page.request.get(cover ?? '');
    expect(response.ok()).toBe(true);
    const bytes = await response.body();
    expect(bytes.length).toBeLessThanOrEqual(LIMIT);
    expectUpright(await sharp(bytes).metadata());
  });
});
