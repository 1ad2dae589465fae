import { TRANSLATION_MESSAGES } from '@bitacora/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, DEMO_HOST, type TestApp, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * The languages the readers' switcher offers (issue 37): the settings' list, by default the
 * languages the blog has published in; search engines still hear of every version.
 */

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

const asAdmin = () => ({ token: s.tokens.admin, blog: s.demo.id });
const SPANISH = '/blog/tortilla-de-patatas';

/** The switcher's links as `lang href`, in its order. */
async function switcher(path: string) {
  const res = await visitorRequest(t, DEMO_HOST, path);
  const html = await res.text();
  const nav = /<nav class="translations"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return {
    links: [...nav.matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/g)].map(
      ([, href, lang]) => `${lang} ${href}`,
    ),
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map(([, l]) => l),
  };
}

const putSettings = (body: Record<string, unknown>) =>
  call(t, 'PUT', '/api/settings', { ...asAdmin(), body });

beforeEach(async () => {
  await t.reseed();
  s = await loadSession(t);
  const original = await t.db.query.posts.findFirst({
    where: (p, { eq }) => eq(p.slug, 'tortilla-de-patatas'),
  });
  for (const [language, title] of [
    ['en', 'Potato omelette'],
    ['pt', 'Tortilha de batata'],
  ] as const) {
    const res = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: {
        title,
        slug: 'tortilla-de-patatas',
        content: '<p>…</p>',
        status: 'PUBLISHED',
        language,
        translationOf: original?.uuid,
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }
});

describe('the switcher’s languages', () => {
  it('offers every language with a version by default', async () => {
    const read = await call(t, 'GET', '/api/settings', asAdmin());
    expect(read.json.switcherLanguages).toBeNull();
    expect((await switcher(SPANISH)).links).toEqual([
      'en /en/blog/tortilla-de-patatas',
      'pt /pt/blog/tortilla-de-patatas',
    ]);
  });

  it('offers only the languages the settings list, the main one first; hreflang names all', async () => {
    const saved = await putSettings({ switcherLanguages: ['en', 'es', 'en'] });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.switcherLanguages).toEqual(['es', 'en']);
    const spanish = await switcher(SPANISH);
    expect(spanish.links).toEqual(['en /en/blog/tortilla-de-patatas']);
    expect(spanish.hreflang).toEqual(['es', 'en', 'pt', 'x-default']);
    // the English page links back to the main language, which is always offered
    expect((await switcher('/en/blog/tortilla-de-patatas')).links).toEqual([
      'es /blog/tortilla-de-patatas',
    ]);
    // the Portuguese version still answers at its address, without a way back through the switcher to itself
    expect((await switcher('/pt/blog/tortilla-de-patatas')).links).toEqual([
      'es /blog/tortilla-de-patatas',
      'en /en/blog/tortilla-de-patatas',
    ]);
    // an empty list goes back to the languages in use
    const cleared = await putSettings({ switcherLanguages: [] });
    expect(cleared.json.switcherLanguages).toBeNull();
    expect((await switcher(SPANISH)).links).toHaveLength(2);
  });

  it('refuses anything but a list of es, en, fr and pt, at its field', async () => {
    for (const value of [['es', 'de'], 'en', [3], { en: true }]) {
      const res = await putSettings({ switcherLanguages: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.json.details).toEqual([
        { path: 'switcherLanguages', message: TRANSLATION_MESSAGES.switcherLanguagesNotList },
      ]);
    }
    const read = await call(t, 'GET', '/api/settings', asAdmin());
    expect(read.json.switcherLanguages).toBeNull();
  });

  it('is the admins’ to set', async () => {
    const res = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { switcherLanguages: ['es'] },
    });
    expect(res.status).toBe(403);
  });
});
