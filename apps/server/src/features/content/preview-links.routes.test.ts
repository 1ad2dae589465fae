import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, previewLinks } from '../../platform/db/schema/index.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type DemoAccount, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { purgeStaleLinks } from '../accounts/index.ts';

/*
 * Draft preview (docs/product.md#draft-preview): a link shows a post or page as it will look to
 * whoever holds it, signed out, on its own blog, until it expires or is revoked; it is never
 * indexed nor cached, and the server keeps only the token's hash.
 */

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const DAY = 86_400_000;

/** A signed-out visitor's request (no token, no cookie) on the host the link names. */
async function open(url: string, host?: string) {
  const target = new URL(url);
  const res = await t.app.request(url, { headers: { host: host ?? target.host } }, {
    incoming: { socket: { remoteAddress: '198.51.100.9' } },
  } as never);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const api = (method: string, path: string, body?: unknown, account: DemoAccount = 'admin') =>
  call(t, method, path, { token: s.tokens[account], blog: s.demo.id, body });

const post = async (slug: string) => {
  const row = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
  if (!row) throw new Error(`no post ${slug}`);
  return row;
};

/** The admin's draft in the demo blog. */
const DRAFT = 'granada-y-la-alhambra';

async function share(id: number, body: unknown = { shared: true }, account: DemoAccount = 'admin') {
  const res = await api('POST', `/api/posts/${id}/previews`, body, account);
  return res;
}

describe('a shared preview link', () => {
  it('shows the draft signed out, in the blog’s template, noindex and never cached', async () => {
    const draft = await post(DRAFT);
    const created = await share(draft.id);
    expect(created.status).toBe(201);
    const url = created.json.url as string;
    expect(url).toMatch(/^http:\/\/demo\.localhost:3000\/vista-previa\/[A-Za-z0-9_-]{43}$/);
    expect(created.json.shared).toBe(true);
    // Seven days unless another lifetime is chosen.
    const lifetime = Date.parse(created.json.expiresAt as string) - Date.now();
    expect(lifetime).toBeGreaterThan(7 * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY);

    const page = await open(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain(draft.title);
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // The blog page's own policy: the template's styles by hash, nothing inline beyond them.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    // The draft itself is still nowhere on the public blog.
    const publicPage = await open(`http://demo.localhost:3000/blog/${DRAFT}`);
    expect(publicPage.status).toBe(404);
  });

  it('is rendered for each request: an edit shows at once, and nothing is kept', async () => {
    const draft = await post(DRAFT);
    const url = (await share(draft.id)).json.url as string;
    expect((await open(url)).text).toContain(draft.title);
    // Written behind the API's back, with no content version moved: a cached copy would show.
    await t.db.update(posts).set({ title: 'Granada de noche' }).where(eq(posts.id, draft.id));
    const again = await open(url);
    expect(again.text).toContain('Granada de noche');
    expect(again.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps only the token’s hash', async () => {
    const draft = await post(DRAFT);
    const url = (await share(draft.id)).json.url as string;
    const token = url.split('/').pop() as string;
    const rows = await t.db.select().from(previewLinks);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // The list shows the link, never its address.
    const list = await api('GET', `/api/posts/${draft.id}/previews`);
    expect(list.json.data).toMatchObject([{ uuid: row!.uuid, createdByName: expect.any(String) }]);
    expect(JSON.stringify(list.json)).not.toContain(token);
  });

  it('expires', async () => {
    const draft = await post(DRAFT);
    const url = (await share(draft.id, { shared: true, days: 1 })).json.url as string;
    expect((await open(url)).status).toBe(200);
    t.setNow(new Date(Date.now() + DAY + 60_000));
    const expired = await open(url);
    expect(expired.status).toBe(404);
    expect(expired.headers.get('cache-control')).toBe('private, no-store');
    expect(expired.headers.get('x-robots-tag')).toBe('noindex');
    expect(expired.text).not.toContain(draft.title);
    expect((await api('GET', `/api/posts/${draft.id}/previews`)).json.data).toEqual([]);
    // The housekeeping deletes what no longer works.
    expect((await purgeStaleLinks(t.db, new Date(Date.now() + DAY + 60_000))).previewLinks).toBe(1);
    expect(await t.db.select().from(previewLinks)).toEqual([]);
  });

  it('is refused once revoked', async () => {
    const draft = await post(DRAFT);
    const created = await share(draft.id);
    const url = created.json.url as string;
    expect((await open(url)).status).toBe(200);
    const revoked = await api('DELETE', `/api/posts/${draft.id}/previews/${created.json.uuid}`);
    expect(revoked.status).toBe(204);
    expect((await open(url)).status).toBe(404);
    const again = await api('DELETE', `/api/posts/${draft.id}/previews/${created.json.uuid}`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: 'Enlace de vista previa no encontrado' });
  });

  it('works on its own blog only', async () => {
    const draft = await post(DRAFT);
    const url = (await share(draft.id)).json.url as string;
    const elsewhere = await open(url.replace('demo.localhost', 'pro.localhost'));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).not.toContain(draft.title);
  });

  it('answers an unknown or malformed token with the blog’s 404, noindex', async () => {
    for (const token of ['x', 'A'.repeat(43), '%zz', `${'A'.repeat(43)}/more`]) {
      const res = await open(`http://demo.localhost:3000/vista-previa/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.headers.get('x-robots-tag'), token).toBe('noindex');
    }
  });

  it('shows nothing while the post is in the trash, and goes with it when deleted for good', async () => {
    const draft = await post(DRAFT);
    const url = (await share(draft.id)).json.url as string;
    expect((await api('DELETE', `/api/posts/${draft.id}`)).status).toBe(204);
    expect((await open(url)).status).toBe(404);
    expect((await api('POST', `/api/posts/${draft.id}/restore`)).status).toBe(200);
    expect((await open(url)).status).toBe(200);
    expect((await api('DELETE', `/api/posts/${draft.id}`)).status).toBe(204);
    expect((await api('DELETE', `/api/posts/${draft.id}/permanent`)).status).toBe(204);
    expect(await t.db.select().from(previewLinks)).toEqual([]);
  });

  it('refuses a lifetime other than 1, 7 or 30 days', async () => {
    const draft = await post(DRAFT);
    const res = await share(draft.id, { shared: true, days: 365 });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(previewLinks)).toEqual([]);
  });
});

describe('who previews and who shares', () => {
  it('a member previews what it may read: its own draft and others’ published posts', async () => {
    const own = await post('borrador-gazpacho');
    const mine = await share(own.id, {}, 'author');
    expect(mine.status).toBe(201);
    expect(mine.json.shared).toBe(false);
    // A member's own preview lasts a few hours and is not listed among the shared links.
    const hours = (Date.parse(mine.json.expiresAt as string) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
    expect(
      (await api('GET', `/api/posts/${own.id}/previews`, undefined, 'author')).json.data,
    ).toEqual([]);
    expect((await open(mine.json.url as string)).text).toContain(own.title);

    const published = await post('sevilla-en-otono');
    expect((await share(published.id, {}, 'author')).status).toBe(201);
  });

  it('another author’s draft is missing to an AUTHOR (404), and nothing is made', async () => {
    const draft = await post(DRAFT);
    const res = await share(draft.id, {}, 'author');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Post no encontrado' });
    expect(await t.db.select().from(previewLinks)).toEqual([]);
  });

  it('sharing or revoking takes the right to edit the post (403 for another’s post)', async () => {
    const published = await post('sevilla-en-otono');
    const refused = await share(published.id, { shared: true }, 'author');
    expect(refused.status).toBe(403);
    const created = await share(published.id);
    const revoke = await api(
      'DELETE',
      `/api/posts/${published.id}/previews/${created.json.uuid}`,
      undefined,
      'author',
    );
    expect(revoke.status).toBe(403);
    expect((await open(created.json.url as string)).status).toBe(200);
    // An AUTHOR shares and revokes its own.
    const own = await post('borrador-gazpacho');
    const mine = await share(own.id, { shared: true }, 'author');
    expect(mine.status).toBe(201);
    expect(
      (await api('DELETE', `/api/posts/${own.id}/previews/${mine.json.uuid}`, undefined, 'author'))
        .status,
    ).toBe(204);
  });
});

describe('a page’s preview', () => {
  it('shows a draft page signed out', async () => {
    const created = await api('POST', '/api/pages', {
      title: 'Aviso legal',
      slug: 'aviso-legal',
      content: '<p>Pronto habrá aviso</p>',
      status: 'DRAFT',
    });
    const uuid = created.json.uuid as string;
    const link = await api('POST', `/api/pages/uuid/${uuid}/previews`, { shared: true });
    expect(link.status).toBe(201);
    const page = await open(link.json.url as string);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pronto habrá aviso');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect((await open('http://demo.localhost:3000/aviso-legal')).status).toBe(404);
  });
});
