import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { jpegFile } from './harness/images.ts';
import { settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * A post's own words for search engines and social cards, typed in the post form's
 * 'SEO y redes sociales', read back in the public page's head; noindex keeps it out of the
 * sitemap.
 */
describe('search and social fields of a post', () => {
  const session = useBrowser();
  const account = newAccount('seo');
  const stamp = Date.now().toString(36);
  const title = `Travesía de Gredos ${stamp}`;
  const slug = `travesia-gredos-${stamp}`;
  const metaTitle = `Gredos en dos días ${stamp}`;
  const metaDescription = `Del Nogal del Barranco a la Laguna Grande, con noche en el refugio ${stamp}.`;
  const socialImage = `https://cdn.example.com/gredos-${stamp}.jpg`;
  let uuid = '';

  /** The blog's sitemap, read from one of its pages. */
  const sitemapText = () => session.page.evaluate(async () => (await fetch('/sitemap.xml')).text());

  it('sets up a blog with a published post, listed in the sitemap', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const post = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/posts', {
      title,
      slug,
      excerpt: 'Dos días por el circo de Gredos.',
      content: '<p>Salimos de la Plataforma con buen tiempo.</p>',
      status: 'PUBLISHED',
    });
    expect(post.status).toBe(201);
    uuid = post.json.uuid;
    await page.goto(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
    expect(await page.title()).toBe(`${title} · ${account.blogName}`);
    expect(await sitemapText()).toContain(`/blog/${slug}</loc>`);
  });

  it('fills the SEO section, with the defaults shown, and saves', async () => {
    const { page } = session;
    await page.goto(`/cms/posts/${uuid}/edit`);
    await page.getByText('SEO y redes sociales').click();
    const titleField = page.getByRole('textbox', { name: 'Título para buscadores' });
    expect(await titleField.getAttribute('placeholder')).toBe(title);
    const result = page.getByRole('region', { name: 'Vista previa en buscadores' });
    await result.getByText(title).waitFor();
    await titleField.fill(metaTitle);
    await page.getByRole('textbox', { name: 'Descripción para buscadores' }).fill(metaDescription);
    await result.getByText(metaTitle).waitFor();
    await page.getByRole('textbox', { name: 'Imagen para redes sociales' }).fill(socialImage);
    await page.getByRole('switch', { name: 'Ocultar de los buscadores (noindex)' }).click();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);

    await page.goto(`/cms/posts/${uuid}/edit`);
    const kept = page.getByRole('textbox', { name: 'Título para buscadores' });
    await kept.waitFor();
    expect(await kept.inputValue()).toBe(metaTitle);
  });

  it('the public page carries them in its head, tells robots noindex, and leaves the sitemap', async () => {
    const { page } = session;
    await page.goto(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(metaTitle);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toBe(metaDescription);
    expect(await meta('meta[property="og:title"]')).toBe(metaTitle);
    expect(await meta('meta[property="og:description"]')).toBe(metaDescription);
    expect(await meta('meta[property="og:image"]')).toBe(socialImage);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[name="robots"]')).toBe('noindex');
    expect(await sitemapText()).not.toContain(`/blog/${slug}<`);
  });

  it('refuses a social image address the page may not show, before saving', async () => {
    const { page } = session;
    await page.goto(`/cms/posts/${uuid}/edit`);
    const field = page.getByRole('textbox', { name: 'Imagen para redes sociales' });
    await field.waitFor();
    await field.fill('javascript:alert(1)');
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/posts')) saves++;
    });
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await page
      .getByText(
        'La dirección de la imagen para redes sociales debe empezar por /, http:// o https://',
      )
      .waitFor();
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await settledPath(page, `/cms/posts/${uuid}/edit`);
    expect(saves).toBe(0);
  });

  it('uploads the social image from the form, and the page head carries it', async () => {
    const { page } = session;
    const field = page.getByRole('textbox', { name: 'Imagen para redes sociales' });
    await field.fill('');
    await page.getByRole('button', { name: 'Elegir de la biblioteca o subir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imagen para redes sociales' });
    await dialog.getByRole('tab', { name: 'Subir nueva' }).click();
    await dialog
      .getByLabel(/Elegir imagen/)
      .setInputFiles(await jpegFile(`tarjeta-${stamp}.jpg`, 1200, 630));
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const chosen = await field.inputValue();
    expect(chosen).toMatch(/^\/media\/.+\.jpg$/);
    await page
      .getByRole('region', { name: 'Vista previa en redes sociales' })
      .getByRole('img', { name: 'Imagen de la tarjeta' })
      .waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);

    await page.goto(`${blogOrigin(session, account.subdomain)}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\//);
    expect(ogImage?.endsWith(chosen)).toBe(true);
    // The picture is there to fetch.
    const answer = await page.evaluate(async (address) => (await fetch(address)).status, chosen);
    expect(answer).toBe(200);
  });

  it('chooses the same picture from the library, found by its name', async () => {
    const { page } = session;
    await page.goto(`/cms/posts/${uuid}/edit`);
    const field = page.getByRole('textbox', { name: 'Imagen para redes sociales' });
    await field.waitFor();
    const saved = await field.inputValue();
    await field.fill('');
    await page.getByRole('button', { name: 'Elegir de la biblioteca o subir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imagen para redes sociales' });
    await dialog.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(`tarjeta-${stamp}`);
    await dialog.getByRole('button', { name: `tarjeta-${stamp}.jpg` }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe(saved);
  });
});
