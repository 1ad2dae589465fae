import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { sendComment } from './harness/comment-form.ts';
import { jpegFile } from './harness/images.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

/**
 * The writer's path on the PRO blog (series are a PRO feature): a category, a series, a post
 * with both and a described featured image, published; then a visitor reads it and comments, and the
 * admin approves the comment.
 */
describe('writing and publishing a post', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const category = `Montaña ${stamp}`;
  const seriesTitle = `Rutas del norte ${stamp}`;
  const postTitle = `Subida al Aneto ${stamp}`;
  const slug = `subida-al-aneto-${stamp}`;
  const comment = `¿Cuántas horas se tarda? ${stamp}`;
  const imageAlt = `La cima del Aneto con su cruz ${stamp}`;
  const imageCaption = `El paso de Mahoma, a primera hora ${stamp}`;
  /** Scripts the browser fetched, to see which screens load the editor. */
  const scripts: string[] = [];

  it('signs in as the PRO admin', async () => {
    const { page } = session;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signInToDashboard(page, DEMO.pro);
  });

  it('creates a category', async () => {
    const { page } = session;
    await page.goto('/cms/categories');
    await screenHeading(page, 'Categorías').waitFor();
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(category);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: category }).waitFor();
  });

  it('creates a series', async () => {
    const { page } = session;
    await page.goto('/cms/series');
    await page.getByRole('button', { name: 'Añadir Serie' }).click();
    await settledPath(page, '/cms/series/new');
    const form = page.getByRole('form', { name: 'Datos de la serie' });
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill(seriesTitle);
    await form.getByRole('textbox', { name: 'Descripción' }).fill('Tres cumbres del Pirineo.');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await settledPath(page, '/cms/series');
    await page.getByRole('row').filter({ hasText: seriesTitle }).waitFor();
  });

  it('writes the post with its category, series and featured image, and publishes it', async () => {
    const { page } = session;
    const image = await jpegFile('aneto.jpg', 1200, 800);
    await page.goto('/cms/posts');
    const beforeForm = scripts.length;
    await page.getByRole('link', { name: 'Add Post' }).click();
    await settledPath(page, '/cms/posts/new');

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(postTitle);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.click();
    await page.keyboard.type('Salimos de La Besurta antes del amanecer.');
    await page.getByText('7 palabras · 1 min de lectura').waitFor();
    await page.getByRole('textbox', { name: 'Extracto' }).fill('La ruta normal, paso a paso.');
    await page.getByLabel('Categoría').selectOption({ label: category });
    await page.getByLabel('Serie').selectOption({ label: seriesTitle });
    await page.getByRole('spinbutton', { name: 'Número en la serie' }).fill('1');
    await page.getByLabel('Imagen destacada: Elegir imagen').setInputFiles(image);
    await page
      .getByRole('img', { name: /aneto|Imagen destacada/i })
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Texto alternativo' }).fill(imageAlt);
    await page.getByRole('textbox', { name: 'Pie de foto' }).fill(imageCaption);
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('switch', { name: 'Publicado', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();

    await settledPath(page, '/cms/posts', 30_000);
    const row = page.getByRole('row').filter({ hasText: postTitle });
    await row.waitFor();
    expect(await row.textContent()).toContain('Publicado');
    expect(await row.textContent()).toContain(category);
    // The editor's chunk came with the form, not before it.
    const editorChunk = (path: string) => /rich-text-editor/.test(path);
    expect(scripts.slice(0, beforeForm).some(editorChunk)).toBe(false);
    expect(scripts.slice(beforeForm).some(editorChunk)).toBe(true);
  });

  it('shows the post on the public blog, with its described image, category and series', async () => {
    const { page } = session;
    await page.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
    expect(await page.getByText('Salimos de La Besurta antes del amanecer.').isVisible()).toBe(
      true,
    );
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).toContain(category);
    expect(await page.locator('article header').textContent()).toContain('1 min de lectura');
    expect(body).toContain(seriesTitle);
    const figure = page.getByRole('figure', { name: imageCaption });
    const image = figure.getByRole('img', { name: imageAlt });
    await image.waitFor();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(
      imageAlt,
    );
  });

  it('takes a visitor\u2019s comment, pending moderation', async () => {
    const visitor = await session.browser.newContext({ locale: 'es-ES' });
    const page = await visitor.newPage();
    await page.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`);
    await sendComment(page, { name: 'Irene', email: 'irene@example.com', text: comment });
    expect(await page.getByText(comment).count()).toBe(0);
    await visitor.close();
  });

  it('the admin approves it in the panel and it appears on the post', async () => {
    const { page } = session;
    await page.goto('/cms/comments');
    await screenHeading(page, 'Comentarios').waitFor();
    await page.getByLabel('Estado').selectOption({ label: 'Pendiente' });
    const row = page.getByRole('row').filter({ hasText: comment });
    await row.getByRole('button', { name: 'Aprobar el comentario de Irene' }).click();
    await page.getByRole('status').filter({ hasText: 'Comentario aprobado' }).waitFor();
    await page.getByLabel('Estado').selectOption({ label: 'Aprobado' });
    await page.getByRole('row').filter({ hasText: comment }).waitFor();

    await page.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`);
    await page.getByText(comment).waitFor();
  });
});
