import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, DEMO_HOST, type TestApp, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { PUBLIC_MESSAGES } from './messages.ts';

/*
 * Another language's home page (decision 074): it lists that language's posts, and a language
 * with pages but no posts yet still has one, as its pages' header links there.
 */

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

const asAdmin = () => ({ token: s.tokens.admin, blog: s.demo.id });
const visit = async (path: string) => {
  const res = await visitorRequest(t, DEMO_HOST, path);
  return { status: res.status, text: await res.text() };
};

beforeEach(async () => {
  await t.reseed();
  s = await loadSession(t);
});

describe('the home page of a language with pages only', () => {
  it('answers in that language while it has a published page, and 404 without', async () => {
    expect((await visit('/en/')).status).toBe(404);
    const page = await call(t, 'POST', '/api/pages', {
      ...asAdmin(),
      body: {
        title: 'About me',
        slug: 'about',
        content: '<p>I write about travel.</p>',
        status: 'PUBLISHED',
        language: 'en',
      },
    });
    expect(page.status, JSON.stringify(page.json)).toBe(201);
    const about = await visit('/en/about');
    expect(about.status).toBe(200);
    // the page's header leads to its language's home, which answers
    expect(about.text).toContain('href="/en/"');
    const home = await visit('/en/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<html lang="en"');
    expect(home.text).toContain(PUBLIC_MESSAGES.en.noPosts);
    expect(home.text).not.toContain(PUBLIC_MESSAGES.es.noPosts);
    // a language with nothing published has no home
    expect((await visit('/fr/')).status).toBe(404);
    const draft = await call(t, 'PATCH', `/api/pages/uuid/${page.json.uuid}`, {
      ...asAdmin(),
      body: { status: 'DRAFT' },
    });
    expect(draft.status).toBe(200);
    expect((await visit('/en/')).status).toBe(404);
  });
});
