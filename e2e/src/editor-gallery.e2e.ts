import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { jpegFile } from './harness/images.ts';
import { newPostEditor, savePublished, settledPath } from './harness/panel.ts';
import { uploadAsPanel } from './harness/panel-api.ts';

/**
 * A gallery made in the editor: three pictures of the blog's library chosen in 'Insertar galería',
 * each described, go into a post as one gallery; the post is saved, published, and its public
 * page lays the three out as the grid an imported gallery gets.
 */
describe('a post with a gallery made in the editor', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Tres playas ${stamp}`;
  const slug = `tres-playas-${stamp}`;
  const names = ['zarautz', 'getaria', 'mundaka'].map((place) => `${place}-${stamp}.jpg`);
  const alts = ['La playa de Zarautz', 'El puerto de Getaria', 'La ola de Mundaka'];

  it('signs in as the admin of the demo blog, whose library gets three pictures', async () => {
    await signInToDashboard(session.page, DEMO.admin);
    for (const name of names) {
      const sent = await uploadAsPanel(session.page, await jpegFile(name, 900, 600));
      expect(sent.status).toBe(201);
    }
  });

  it('chooses the three in the gallery dialog, describes each, and inserts them', async () => {
    const { page } = session;
    const editor = await newPostEditor(page, title);
    await page.keyboard.type('El verano, de playa en playa.');
    await page
      .getByRole('toolbar', { name: /Formato de/ })
      .getByRole('button', { name: 'Galería', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Insertar galería' });
    await dialog.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(stamp);
    for (const name of names) {
      const thumb = dialog.getByRole('button', { name });
      await thumb.click();
      expect(await thumb.getAttribute('aria-pressed')).toBe('true');
    }
    await dialog.getByText('3 imágenes elegidas').waitFor();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    for (const [index, name] of names.entries()) {
      await dialog
        .getByRole('textbox', { name: `Texto alternativo de ${name}` })
        .fill(alts[index] ?? '');
    }
    await dialog.getByRole('button', { name: 'Insertar galería' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The dialog's form did not submit the post's.
    await settledPath(page, '/cms/posts/new');
    const gallery = editor.locator('figure[data-gallery="grid"]');
    await gallery.waitFor();
    expect(
      await gallery
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
    ).toEqual(alts);
  });

  it('saves the post, published', async () => {
    await savePublished(session.page, title);
  });

  it('shows the three pictures on the public page as a grid', async () => {
    const reader = await session.browser.newPage();
    await reader.setViewportSize({ width: 1200, height: 900 });
    await reader.goto(`${blogOrigin(session, 'demo')}/blog/${slug}`);
    const gallery = reader.locator('article .content figure[data-gallery="grid"]');
    await gallery.waitFor();
    const images = gallery.locator('img');
    expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
      alts,
    );
    // Each picture is served: loaded in the reader's browser once the gallery is in view.
    await gallery.scrollIntoViewIfNeeded();
    await reader.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('figure[data-gallery] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await gallery.evaluate((figure) => getComputedStyle(figure).display)).toBe('grid');
    // Laid out side by side on a wide screen: the three pictures share one row.
    const tops = await images.evaluateAll((imgs) =>
      imgs.map((img) => Math.round(img.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await reader.close();
  });
});
