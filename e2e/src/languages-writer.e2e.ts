import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * A writer makes the English translation of a Spanish post from the post form ('Traducciones'),
 * publishes both, finds each in the posts list by its language, and opens the English one on the
 * blog at its own address (docs/decisions/073-languages-and-translations.md, 074).
 */
describe('a writer translates a post into English', () => {
  const session = useBrowser();
  // A blog of its own: nothing here depends on the demo blog's plan or posts.
  const account = newAccount('traduce');
  const stamp = Date.now().toString(36);
  const spanish = {
    title: `Tortilla de patatas ${stamp}`,
    slug: `tortilla-${stamp}`,
    text: 'Huevos, patatas y paciencia.',
  };
  const english = { title: `Potato omelette ${stamp}`, text: 'Eggs, potatoes and patience.' };
  let spanishUuid = '';
  let englishPath = '';

  it('starts from a Spanish draft on a new blog', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const categories = await callAsPanel<{ data: { id: number }[] }>(
      page,
      'GET',
      '/api/categories',
    );
    const created = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/posts', {
      title: spanish.title,
      slug: spanish.slug,
      content: `<p>${spanish.text}</p>`,
      status: 'DRAFT',
      categoryId: categories.json.data[0]?.id,
    });
    expect(created.status).toBe(201);
    spanishUuid = created.json.uuid;
  });

  it('creates the English translation from the Spanish post, writes it and publishes it', async () => {
    const { page } = session;
    await page.goto(`/cms/posts/${spanishUuid}/edit`);
    await screenHeading(page, 'Editar post').waitFor();
    expect(await page.getByLabel('Idioma', { exact: true }).inputValue()).toBe('es');
    const translations = page.getByRole('region', { name: 'Traducciones' });
    await translations.getByLabel('Idioma de la traducción').selectOption({ label: 'Inglés' });
    await translations.getByRole('button', { name: 'Crear traducción' }).click();

    // The copy opens in its own form, in English, with the Spanish text to translate.
    await page.waitForURL(
      (url) => url.pathname.endsWith('/edit') && !url.pathname.includes(spanishUuid),
      { timeout: 30_000 },
    );
    await screenHeading(page, 'Editar post').waitFor();
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    await page.waitForFunction(
      (expected) =>
        (document.querySelector('[data-field="language"]') as HTMLSelectElement | null)?.value ===
        expected,
      'en',
    );
    expect(await title.inputValue()).toBe(spanish.title);
    const editor = page.getByRole('textbox', { name: 'Contenido' });
    await editor.getByText(spanish.text).waitFor();
    expect(await page.getByLabel('Categoría').inputValue()).not.toBe('');
    const englishRow = page.getByRole('region', { name: 'Traducciones' });
    expect(await englishRow.getByText('Esta versión').isVisible()).toBe(true);
    await englishRow
      .getByRole('link', { name: `Editar la versión en español: ${spanish.title}` })
      .waitFor();

    await title.fill(english.title);
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(english.text);
    await editor.getByText(english.text).waitFor();
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('switch', { name: 'Publicado', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
    await page.getByRole('row').filter({ hasText: english.title }).waitFor();
  });

  it('publishes the Spanish version, whose form now lists the English one as published', async () => {
    const { page } = session;
    await page.goto(`/cms/posts/${spanishUuid}/edit`);
    await screenHeading(page, 'Editar post').waitFor();
    const translations = page.getByRole('region', { name: 'Traducciones' });
    const link = translations.getByRole('link', {
      name: `Editar la versión en inglés: ${english.title}`,
    });
    await link.waitFor();
    const englishLine = translations.getByRole('listitem').filter({ hasText: 'Inglés' });
    expect(await englishLine.textContent()).toContain('Publicado');
    await page.getByRole('switch', { name: 'Borrador' }).click();
    await page.getByRole('switch', { name: 'Publicado', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();
    await settledPath(page, '/cms/posts', 30_000);
  });

  it('finds each version in the posts list by its language', async () => {
    const { page } = session;
    const spanishRow = page.getByRole('row').filter({ hasText: spanish.title });
    const englishRow = page.getByRole('row').filter({ hasText: english.title });
    await spanishRow.waitFor();
    expect(await spanishRow.textContent()).toContain('Español');
    expect(await englishRow.textContent()).toContain('Inglés');
    expect(await englishRow.textContent()).toContain('Publicado');

    const filter = page.getByRole('search').getByLabel('Idioma');
    await filter.selectOption({ label: 'Inglés' });
    await page.waitForURL((url) => url.searchParams.get('idioma') === 'en');
    await englishRow.waitFor();
    await spanishRow.waitFor({ state: 'detached' });

    await filter.selectOption({ label: 'Español' });
    await page.waitForURL((url) => url.searchParams.get('idioma') === 'es');
    await spanishRow.waitFor();
    await englishRow.waitFor({ state: 'detached' });
    await filter.selectOption({ label: 'Inglés' });
    await englishRow.waitFor();
  });

  it('opens the English version on the blog at /en/blog/{slug}, with a link to the Spanish one', async () => {
    const { page, context } = session;
    const englishRow = page.getByRole('row').filter({ hasText: english.title });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      englishRow.getByRole('button', { name: `Ver en el frontend: ${english.title}` }).click(),
    ]);
    await tab.waitForLoadState();
    englishPath = new URL(tab.url()).pathname;
    const listed = await callAsPanel<{ data: { slug: string }[] }>(
      page,
      'GET',
      '/api/posts?includeDrafts=true&language=en',
    );
    expect(englishPath).toBe(`/en/blog/${listed.json.data[0]?.slug}`);
    await tab.getByRole('heading', { level: 1, name: english.title }).waitFor();
    await tab.getByText(english.text).waitFor();
    expect(await tab.locator('html').getAttribute('lang')).toBe('en');
    const back = tab
      .getByRole('navigation', { name: 'Other languages' })
      .getByRole('link', { name: 'Español' });
    expect(new URL((await back.getAttribute('href')) ?? '', tab.url()).pathname).toBe(
      `/blog/${spanish.slug}`,
    );
    await back.click();
    await tab.getByRole('heading', { level: 1, name: spanish.title }).waitFor();
    await tab.close();
  });
});
