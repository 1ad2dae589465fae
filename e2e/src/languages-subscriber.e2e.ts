import { describe, expect, it } from 'vitest';
import { signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { latestMail, linkIn, mailsTo, type OutboxMail } from './harness/outbox.ts';
import { callAsPanel } from './harness/panel-api.ts';
import { newAccount, signUp } from './harness/signup.ts';

/** The mail's link under `/api/newsletter/{blog}/confirm/`. */
const confirmLink = (mail: OutboxMail) => linkIn(mail, /^\/api\/newsletter\/[^/]+\/confirm\//);

/**
 * A reader of a blog in Spanish and English subscribes from an English page choosing English,
 * and a new post published in both languages reaches them once, in English
 * (docs/decisions/075-new-post-mails-per-language.md).
 */
describe('a subscriber who chose English', () => {
  const session = useBrowser();
  const account = newAccount('boletin-idiomas');
  const stamp = Date.now().toString(36);
  const email = `reader-${stamp}@example.com`;
  const spanishReader = `lector-${stamp}@example.com`;
  const first = { es: `Tortilla ${stamp}`, en: `Omelette ${stamp}` };
  const next = { es: `Gazpacho ${stamp}`, en: `Cold soup ${stamp}` };

  /** A post and its English translation, both published at once, through the panel's API. */
  /**
   * Both versions written as drafts, then published: the group has its English version before
   * either goes out, as a writer who translates before publishing has it (decision 075).
   */
  async function publishGroup(titles: { es: string; en: string }, slug: string) {
    const { page } = session;
    const original = await callAsPanel<{ id: number; uuid: string }>(page, 'POST', '/api/posts', {
      title: titles.es,
      slug,
      content: `<p>${titles.es}: en español</p>`,
      status: 'DRAFT',
    });
    expect(original.status).toBe(201);
    const translation = await callAsPanel<{ id: number }>(page, 'POST', '/api/posts', {
      title: titles.en,
      slug,
      content: `<p>${titles.en}: in English</p>`,
      status: 'DRAFT',
      language: 'en',
      translationOf: original.json.uuid,
    });
    expect(translation.status).toBe(201);
    for (const id of [original.json.id, translation.json.id]) {
      const published = await callAsPanel(page, 'PATCH', `/api/posts/${id}`, {
        status: 'PUBLISHED',
      });
      expect(published.status).toBe(200);
    }
  }

  it('sets up a blog with a Spanish post and its English translation', async () => {
    const { page } = session;
    await signUp(page, account);
    await signInToDashboard(page, account.email, account.password);
    await publishGroup(first, `tortilla-${stamp}`);
  });

  it('a reader subscribes from the English page choosing English, and confirms from the mail', async () => {
    const context = await session.browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${blogOrigin(session, account.subdomain)}/en/blog/tortilla-${stamp}`);
    await page.getByRole('heading', { level: 1, name: first.en }).waitFor();
    const form = page.getByRole('region', { name: 'Get new posts by email' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    const language = form.getByRole('combobox', { name: 'Language of the emails' });
    // The page's language is the one chosen; the reader keeps it.
    expect(await language.inputValue()).toBe('en');
    await language.selectOption({ label: 'English' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const mail = await latestMail(email, { subject: /^Confirm your subscription to / });
    expect(mail.html).toContain('<html lang="en">');
    await page.goto(confirmLink(mail));
    await page.getByRole('heading', { name: 'Confirm the subscription' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Done: we will write when').waitFor();
    await context.close();
  });

  it('a Spanish reader, confirmed after them, is on the list too', async () => {
    const imported = await callAsPanel(session.page, 'POST', '/api/subscribers/import', {
      csv: `email,confirmed\n${spanishReader},sí\n`,
    });
    expect(imported.status).toBe(200);
  });

  it('the writer publishes a new post in both languages: one mail, in English, to the English version', async () => {
    await publishGroup(next, `gazpacho-${stamp}`);
    const mail = await latestMail(email, { subject: new RegExp(next.en), timeoutMs: 20_000 });
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Read more');
    expect(mail.html).toContain('Unsubscribe');
    const link = mail.text.match(/https?:\/\/\S+\/blog\/\S+/)?.[0] ?? '';
    expect(new URL(link).pathname).toBe(`/en/blog/gazpacho-${stamp}`);
    // The Spanish version's mail goes to its readers oldest first: once the Spanish reader has
    // it, any copy for the English reader would be in the outbox already.
    await latestMail(spanishReader, { subject: new RegExp(next.es), timeoutMs: 20_000 });
    const ofTheGroup = (await mailsTo(email)).filter(
      (m) => m.subject === next.es || m.subject === next.en,
    );
    expect(ofTheGroup.map((m) => m.subject)).toEqual([next.en]);
  });
});
