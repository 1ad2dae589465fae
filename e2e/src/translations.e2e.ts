import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/**
 * A reader of a post written in two languages follows the language switcher to its English
 * version, at its own address, and back (docs/decisions/074-language-addresses.md).
 */
describe('a reader switches a post’s language', () => {
  const session = useBrowser();
  const account = newAccount('idiomas');
  const stamp = Date.now().toString(36);
  const spanish = { title: `Tortilla ${stamp}`, slug: `tortilla-${stamp}` };
  const english = { title: `Omelette ${stamp}`, slug: `omelette-${stamp}` };

  it('sets up a blog with a Spanish post and its English translation', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    const original = await callAsPanel<{ uuid: string }>(page, 'POST', '/api/posts', {
      ...spanish,
      content: '<p>Huevos y patatas</p>',
      status: 'PUBLISHED',
    });
    expect(original.status).toBe(201);
    const translation = await callAsPanel(page, 'POST', '/api/posts', {
      ...english,
      content: '<p>Eggs and potatoes</p>',
      status: 'PUBLISHED',
      language: 'en',
      translationOf: original.json.uuid,
    });
    expect(translation.status).toBe(201);
  });

  it('goes from the Spanish post to the English one through the switcher, and back', async () => {
    const { page } = session;
    await page.goto(`${blogOrigin(session, account.subdomain)}/blog/${spanish.slug}`);
    await page.getByRole('heading', { level: 1, name: spanish.title }).waitFor();
    const switcher = page.getByRole('navigation', { name: 'Otros idiomas' });
    await switcher.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: english.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/blog/${english.slug}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page
      .getByRole('navigation', { name: 'Other languages' })
      .getByRole('link', { name: 'Español' })
      .click();
    await page.getByRole('heading', { level: 1, name: spanish.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/blog/${spanish.slug}`);
  });
});
