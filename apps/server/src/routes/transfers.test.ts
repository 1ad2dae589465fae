import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlogImport } from '@bitacora/api/schemas';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { comments, media, posts } from '../db/schema/index.ts';
import { importJobs } from '../import/import-jobs.ts';
import { startJobWorker } from '../jobs/queue/job-worker.ts';
import type { Session } from '../test/session-fixtures.ts';
import type { TestApp } from '../test/test-db.ts';
import { useTestApp } from '../test/use-test-app.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

let images: Server;
let imageBase = '';
let imageRequests = 0;
beforeAll(async () => {
  const png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  images = createServer((req, res) => {
    imageRequests += 1;
    if (req.url?.startsWith('/missing')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

const workers: { stop(): Promise<void> }[] = [];
function startWorker() {
  const worker = startJobWorker({
    db: t.db,
    handlers: {
      ...importJobs({ ...t.deps, allowPrivateFetch: true }),
    },
    pollMs: 20,
  });
  workers.push(worker);
  return worker;
}
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

const proAdmin = () => ({ token: s.tokens.pro, blog: s.pro.id });

async function upload(
  body: BodyInit,
  options: { fileName?: string; token?: string; blog?: number } = {},
) {
  const res = await t.app.request(
    '/api/imports',
    {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${options.token ?? s.tokens.pro}`,
        'x-blog-id': String(options.blog ?? s.pro.id),
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(options.fileName ?? 'export.xml'),
      },
      // @ts-expect-error Node's fetch needs it for a streamed body
      duplex: 'half',
    },
    { incoming: { socket: { remoteAddress: '203.0.113.7' } } } as never,
  );
  return { status: res.status, json: (await res.json()) as BlogImport & { error?: string } };
}

async function get<T>(path: string): Promise<T> {
  const res = await t.app.request(path, {
    headers: { authorization: `Bearer ${s.tokens.pro}`, 'x-blog-id': String(s.pro.id) },
  });
  return (await res.json()) as T;
}

async function send(method: string, path: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: {
      authorization: `Bearer ${s.tokens.pro}`,
      'x-blog-id': String(s.pro.id),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

const settled = (id: string) =>
  until(
    () => get<BlogImport>(`/api/imports/${id}`),
    (row) => row.state !== 'analysing' && row.state !== 'running',
  );

function wxr(base: string) {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Viejo blog</title>
  <link>https://viejo.example</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://viejo.example</wp:base_site_url>
  <wp:base_blog_url>https://viejo.example</wp:base_blog_url>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[marta]]></wp:author_login><wp:author_email><![CDATA[marta@example.com]]></wp:author_email><wp:author_display_name><![CDATA[Marta]]></wp:author_display_name></wp:author>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename><![CDATA[montana]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[Montaña]]></wp:cat_name></wp:category>
  <wp:tag><wp:term_id>4</wp:term_id><wp:tag_slug><![CDATA[nieve]]></wp:tag_slug><wp:tag_name><![CDATA[Nieve]]></wp:tag_name></wp:tag>
  <item>
    <title><![CDATA[Cumbre al amanecer]]></title>
    <dc:creator><![CDATA[marta]]></dc:creator>
    <content:encoded><![CDATA[<!-- wp:paragraph --><p>Salimos a las cinco.</p><!-- /wp:paragraph --><!-- wp:image --><figure class="wp-block-image"><img src="${base}/cumbre.png" alt="La cumbre"/></figure><!-- /wp:image -->]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>10</wp:post_id>
    <wp:post_date_gmt><![CDATA[2024-02-03 07:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[cumbre-al-amanecer]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="category" nicename="montana"><![CDATA[Montaña]]></category>
    <category domain="post_tag" nicename="nieve"><![CDATA[Nieve]]></category>
    <wp:comment><wp:comment_id>5</wp:comment_id><wp:comment_author><![CDATA[Lucía]]></wp:comment_author><wp:comment_author_email><![CDATA[lucia@example.com]]></wp:comment_author_email><wp:comment_date_gmt><![CDATA[2024-02-04 10:00:00]]></wp:comment_date_gmt><wp:comment_content><![CDATA[¡Qué fotos!]]></wp:comment_content><wp:comment_approved><![CDATA[1]]></wp:comment_approved><wp:comment_type><![CDATA[comment]]></wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment>
  </item>
  <item>
    <title><![CDATA[Un borrador]]></title>
    <dc:creator><![CDATA[marta]]></dc:creator>
    <content:encoded><![CDATA[Primera línea.

Segunda <img src="${base}/missing.png"> línea.]]></content:encoded>
    <wp:post_id>11</wp:post_id>
    <wp:post_date_gmt><![CDATA[0000-00-00 00:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[]]></wp:post_name>
    <wp:status><![CDATA[draft]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
  </item>
  <item>
    <title><![CDATA[Sobre mí]]></title>
    <dc:creator><![CDATA[marta]]></dc:creator>
    <content:encoded><![CDATA[<p>Escribo sobre montañas.</p>]]></content:encoded>
    <wp:post_id>12</wp:post_id>
    <wp:post_date_gmt><![CDATA[2023-01-01 00:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[sobre-mi]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[page]]></wp:post_type>
  </item>
</channel>
</rss>`;
}

describe('importing a WordPress export', () => {
  it('analyses, previews, imports on confirmation, and reports; a second run creates nothing', async () => {
    startWorker();
    const uploaded = await upload(wxr(imageBase), { fileName: 'viejo%blog.xml' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.json).toMatchObject({ state: 'analysing', fileName: 'viejo%blog.xml' });

    const ready = await settled(uploaded.json.id);
    expect(ready.state).toBe('ready');
    expect(ready.format).toBe('wordpress');
    expect(ready.preview).toMatchObject({
      posts: 2,
      pages: 1,
      drafts: 1,
      comments: 1,
      tags: 1,
      images: 2,
      authors: { members: 0, toInvite: 1, withoutEmail: 0 },
      alreadyImported: 0,
    });

    const confirmed = await send('POST', `/api/imports/${ready.id}/confirm`, {
      inviteAuthors: false,
    });
    expect(confirmed.status).toBe(200);
    const done = await settled(ready.id);
    expect(done.state).toBe('done');
    expect(done.report?.created).toMatchObject({
      posts: 2,
      pages: 1,
      comments: 1,
      images: 1,
      invitations: 0,
    });
    expect(done.report?.imagesFailed).toEqual([
      { address: `${imageBase}/missing.png`, reason: expect.stringContaining('404') },
    ]);
    expect(done.progress).toEqual({ done: 3, total: 3 });

    const [post] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, s.pro.id), eq(posts.slug, 'cumbre-al-amanecer')));
    expect(post?.status).toBe('PUBLISHED');
    expect(post?.content).not.toContain('wp:paragraph');
    expect(post?.content).toMatch(/src="\/media\/[^"]+\.png"/);
    expect(
      await t.db
        .select()
        .from(comments)
        .where(eq(comments.postId, post?.id ?? -1)),
    ).toHaveLength(1);

    const page = await t.app.request('http://pro.localhost:3000/blog/cumbre-al-amanecer', {
      headers: { host: 'pro.localhost:3000' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Salimos a las cinco.');

    const mediaBefore = (await t.db.select().from(media).where(eq(media.blogId, s.pro.id))).length;
    const again = await upload(wxr(imageBase));
    expect(again.status).toBe(201);
    const readyAgain = await settled(again.json.id);
    expect(readyAgain.preview).toMatchObject({ posts: 0, pages: 0, alreadyImported: 3 });
    await send('POST', `/api/imports/${readyAgain.id}/confirm`, {});
    const doneAgain = await settled(readyAgain.id);
    expect(doneAgain.report?.created).toMatchObject({ posts: 0, pages: 0, comments: 0, images: 0 });
    expect(doneAgain.report?.skippedTotal).toBe(3);
    expect((await t.db.select().from(media).where(eq(media.blogId, s.pro.id))).length).toBe(
      mediaBefore,
    );
  });

  it('keeps one open import per blog, and lets an admin cancel one that is ready', async () => {
    startWorker();
    const first = await upload(wxr(imageBase));
    await settled(first.json.id);
    const second = await upload(wxr(imageBase));
    expect(second.status).toBe(409);
    expect(second.json.error).toBe(
      'Ya hay una importación en curso en este blog: termínala o cancélala antes',
    );
    expect((await send('DELETE', `/api/imports/${first.json.id}`)).status).toBe(204);
    expect((await upload(wxr(imageBase))).status).toBe(201);
  });
});

describe('bad imports', () => {
  const failsWith = async (body: BodyInit, message: RegExp) => {
    startWorker();
    const uploaded = await upload(body);
    expect(uploaded.status).toBe(201);
    const failed = await settled(uploaded.json.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(message);
    expect(await t.db.select().from(posts).where(eq(posts.title, 'Cumbre al amanecer'))).toEqual(
      [],
    );
  };

  it('refuses a file of another format', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await failsWith(new Uint8Array(png), /formato|reconoce/i);
  });

  it('refuses malformed XML', async () => {
    await failsWith(wxr(imageBase).replace('</channel>', ''), /XML|archivo/i);
  });

  it('refuses entity expansion and external entities', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>${wxr(imageBase).replace('<?xml version="1.0" encoding="UTF-8" ?>', '').replace('Viejo blog', '&lol2;')}`;
    await failsWith(laughs, /entidad|DOCTYPE|XML/i);
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wxr(imageBase).replace('<?xml version="1.0" encoding="UTF-8" ?>', '').replace('Viejo blog', '&x;')}`;
    await failsWith(xxe, /entidad|DOCTYPE|XML/i);
  });

  it('refuses an empty body and a file over 500 MB before reading it', async () => {
    expect((await upload(new Uint8Array(0))).status).toBe(400);
    const res = await t.app.request('/api/imports', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${s.tokens.pro}`,
        'x-blog-id': String(s.pro.id),
        'content-type': 'application/octet-stream',
        'content-length': String(2 * 1024 ** 3),
      },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'El archivo supera los 500 MB' });
  });

  it('is for the blog’s admins only', async () => {
    const asAuthor = await upload(wxr(imageBase), { token: s.tokens.author, blog: s.demo.id });
    expect(asAuthor.status).toBe(403);
  });
});
