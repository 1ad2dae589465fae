import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * A reader of a blog in Spanish and English moves between a post's versions with the language
 * switcher: the English page speaks English around the text (its comment form, its date, its
 * search box) and its category and tag links keep the reader in English
 * (docs/decisions/074-language-addresses.md).
 */
describe('a reader who switches to English', () => {
  const session = useBrowser();
  const account = newAccount('lector-idiomas');
  const stamp = Date.now().toString(36);
  const slug = `tortilla-${stamp}`;
  const titles = { es: `Tortilla ${stamp}`, en: `Omelette ${stamp}` };
  const category = { name: `Recetas ${stamp}`, slug: `recetas-${stamp}` };
  const tag = `huevos-${stamp}`;

  it('sets up a blog with a Spanish post and its English translation, filed alike', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const created = await callAsPanel<{ id: number }>(page, 'POST', '/api/categories', category);
    expect(created.status).toBe(201);
    const filed = { categoryId: created.json.id, tags: [tag], status: 'PUBLISHED', slug };
    const original = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/posts', {
      ...filed,
      title: titles.es,
      content: `<p>${titles.es}: con cebolla</p>`,
    });
    expect(original.status).toBe(201);
    const translation = await callAsPanel(page, 'POST', '/api/posts', {
      ...filed,
      title: titles.en,
      content: `<p>${titles.en}: with onion</p>`,
      language: 'en',
      translationOf: original.json.uuid,
    });
    expect(translation.status).toBe(201);
  });

  it('follows the switcher from the Spanish post to the English one, which speaks English', async () => {
    const context = await session.browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const origin = blogOrigin(session, account.subdomain);
    await page.goto(`${origin}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: titles.es }).waitFor();
    await page.getByRole('button', { name: 'Enviar comentario' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Otros idiomas' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.getByRole('heading', { level: 1, name: titles.en }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/blog/${slug}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: 'Send comment' }).waitFor();
    await page.getByRole('heading', { name: 'Leave a comment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar comentario' }).count()).toBe(0);
    // The date in English ('November 29, 2026'), not Spanish ('29 de noviembre de 2026').
    const date = await page.locator('article.post header time').first().textContent();
    expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    // A refusal of the rules, said by the API in Spanish, shows in English.
    const form = page.locator('form.comment-form');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana');
    await form.getByRole('textbox', { name: /^Email/ }).fill('ana@localhost');
    await form.getByRole('textbox', { name: 'Comment' }).fill('Lovely');
    await form.getByRole('button', { name: 'Send comment' }).click();
    await form.getByRole('status').getByText('That email is not valid').waitFor();

    // The header's box searches the English posts, as the reader types too.
    const box = page.getByRole('combobox', { name: 'Search the blog' });
    await box.fill('omelette');
    await page.getByRole('option', { name: new RegExp(titles.en) }).waitFor();
    expect(await page.getByRole('option', { name: new RegExp(titles.es) }).count()).toBe(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/search');
    await page.getByRole('link', { name: titles.en }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('stays in English through the category and tag links, and switches back to Spanish', async () => {
    const context = await session.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const origin = blogOrigin(session, account.subdomain);
    await page.goto(`${origin}/en/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: titles.en }).waitFor();

    await page.getByRole('link', { name: category.name }).first().click();
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/category/${category.slug}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText('Category', { exact: true }).waitFor();
    await page.getByRole('link', { name: titles.en }).waitFor();
    expect(await page.getByRole('link', { name: titles.es }).count()).toBe(0);

    await page.getByRole('link', { name: titles.en }).click();
    await page.getByRole('heading', { level: 1, name: titles.en }).waitFor();
    await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: tag }).click();
    await page.getByRole('heading', { level: 1, name: tag }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/tag/${tag}`);
    await page.getByText('Tag', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: titles.es }).count()).toBe(0);

    await page.getByRole('link', { name: titles.en }).click();
    await page
      .getByRole('navigation', { name: 'Other languages' })
      .getByRole('link', { name: 'Español' })
      .click();
    await page.getByRole('heading', { level: 1, name: titles.es }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/blog/${slug}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('button', { name: 'Enviar comentario' }).waitFor();
    await context.close();
  });
});
