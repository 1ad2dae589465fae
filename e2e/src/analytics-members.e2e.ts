import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { callAsPanel } from './harness/panel-api.ts';

/** A reader's browser, not the test's headless one (whose user agent reads as a bot). */
const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface PostRow {
  title: string;
  views: number;
}

/**
 * The blog's own members are not counted (docs/decisions/038-members-not-counted.md): the PRO
 * blog's admin, in a browser that reads as a person's, opens the blog with 'Ver blog' and reads
 * a new post twice; a reader opens it once. 'Estadísticas' gives the post one view.
 */
describe("a PRO blog's analytics leave its members out", () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Crónica sin los de casa ${stamp}`;
  const slug = `cronica-sin-los-de-casa-${stamp}`;
  let member: BrowserContext;
  let panel: Page;

  afterAll(async () => {
    await member?.close();
  });

  it("lets the admin open the blog with 'Ver blog' and read a new post, uncounted", async () => {
    member = await session.browser.newContext({
      baseURL: session.origin,
      locale: 'es-ES',
      userAgent: READER_UA,
    });
    panel = await member.newPage();
    await signInToDashboard(panel, DEMO.pro);
    const answer = await callAsPanel(panel, 'POST', '/api/posts', {
      title,
      slug,
      content: '<p>Contada solo a los lectores.</p>',
      status: 'PUBLISHED',
    });
    expect(answer.status).toBe(201);

    const origin = blogOrigin(session, 'pro');
    const viewBlog = panel.getByRole('link', { name: /Ver Blog/ });
    await expect
      .poll(() => viewBlog.getAttribute('href'))
      .toMatch(new RegExp(`^${origin}/api/analytics/own-visit\\?marca=`));
    const [blogTab] = await Promise.all([member.waitForEvent('page'), viewBlog.click()]);
    await blogTab.waitForURL(`${origin}/`);
    const cookies = await member.cookies(origin);
    expect(cookies.find((cookie) => cookie.name === 'bitacora_miembro')?.httpOnly).toBe(true);
    for (let i = 0; i < 2; i++) {
      expect((await blogTab.goto(`${origin}/blog/${slug}`))?.status()).toBe(200);
    }
  });

  it('counts a reader who opens the same post', async () => {
    const reader = await session.browser.newContext({ userAgent: READER_UA });
    try {
      const page = await reader.newPage();
      expect((await page.goto(`${blogOrigin(session, 'pro')}/blog/${slug}`))?.status()).toBe(200);
    } finally {
      await reader.close();
    }
  });

  it("gives the post the reader's view only", async () => {
    const viewsOfPost = async () => {
      const report = await callAsPanel<{ topPosts: PostRow[] }>(panel, 'GET', '/api/analytics');
      expect(report.status).toBe(200);
      return report.json.topPosts.find((post) => post.title === title)?.views ?? 0;
    };
    // Views are written every half second, all that came until then: once the reader's is in the
    // report, the members' from before would be too, had they been counted.
    await expect.poll(viewsOfPost).toBeGreaterThanOrEqual(1);
    expect(await viewsOfPost()).toBe(1);
  });
});
