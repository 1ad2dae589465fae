import { readFile, writeFile } from 'node:fs/promises';
import type { BlogExport, BlogImport } from '@bitacora/api/schemas';
import { TRANSFER_MESSAGES } from '@bitacora/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  backgroundJobs,
  categories,
  comments,
  media,
  menuItems,
  pages,
  posts,
  postTags,
  series,
  tags,
} from '../../platform/db/schema/index.ts';
import type { OutboxMailer } from '../../platform/mail/mailer.ts';
import { until, useImportFlow } from '../../test/import-flow.ts';
import { fixture } from '../../test/import-records.ts';
import { makeZip } from '../../test/make-zip.ts';
import type { Session } from '../../test/session-fixtures.ts';
import type { TestApp } from '../../test/test-db.ts';
import { IMPORT_JOB_MESSAGES } from './import/import-jobs.ts';
import { IMPORT_MESSAGES } from './import/write-import.ts';
import { IMPORT_JOB, importFilePath } from './imports.service.ts';

let t: TestApp;
let s: Session;
const { images, startWorker, upload, get, send, settled } = useImportFlow((app, session) => {
  t = app;
  s = session;
});

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
    const uploaded = await upload(wxr(images.base), { fileName: 'viejo%blog.xml' });
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
      { address: `${images.base}/missing.png`, reason: expect.stringContaining('404') },
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
    const again = await upload(wxr(images.base));
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
    const first = await upload(wxr(images.base));
    await settled(first.json.id);
    const second = await upload(wxr(images.base));
    expect(second.status).toBe(409);
    expect(second.json.error).toBe(
      'Ya hay una importación en curso en este blog: termínala o cancélala antes',
    );
    expect((await send('DELETE', `/api/imports/${first.json.id}`)).status).toBe(204);
    expect((await upload(wxr(images.base))).status).toBe(201);
  });
});

describe('the authors an import invites', () => {
  it('are only those ticked in the preview, at most 20', async () => {
    startWorker();
    const file = await readFile(fixture('wordpress-6.xml'), 'utf8');
    const uploaded = await upload(file, { fileName: 'autores.xml' });
    const ready = await settled(uploaded.json.id);
    expect(ready.state).toBe('ready');
    expect(ready.preview?.authors.candidates).toEqual([
      { email: 'ana.garcia@example.com', name: 'Ana García' },
      { email: 'luis@example.com', name: 'Luis Pérez' },
    ]);

    const tooMany = await send('POST', `/api/imports/${ready.id}/confirm`, {
      authorsToInvite: Array.from({ length: 21 }, (_, n) => `autor${n}@example.com`),
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).toContain(TRANSFER_MESSAGES.tooManyInvites);

    const outbox = t.deps.mailer as OutboxMailer;
    const before = outbox.list(100).length;
    const confirmed = await send('POST', `/api/imports/${ready.id}/confirm`, {
      inviteAuthors: true,
      authorsToInvite: ['Luis@Example.com'],
    });
    expect(confirmed.status).toBe(200);
    const done = await settled(ready.id);
    expect(done.state).toBe('done');
    expect(done.report?.created.invitations).toBe(1);
    const sent = outbox.list(100).slice(0, outbox.list(100).length - before);
    expect(sent.map((mail) => mail.to)).toEqual(['luis@example.com']);
  });
});

describe('a Ghost export whose images name the old site', () => {
  it("takes a zip of the site's content/images instead of its address", async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#a52' },
    })
      .jpeg()
      .toBuffer();
    startWorker();
    const ghost = await readFile(
      new URL('../../test/fixtures/import/ghost-5.json', import.meta.url),
    );
    const uploaded = await upload(new Uint8Array(ghost), { fileName: 'ghost.json' });
    const ready = await settled(uploaded.json.id);
    expect(ready.preview?.needsSiteUrl).toBe(true);
    const refused = await send('POST', `/api/imports/${ready.id}/confirm`, {});
    expect(refused.status).toBe(400);

    const notZip = await t.app.request(`/api/imports/${ready.id}/images`, {
      method: 'POST',
      body: 'esto no es un zip',
      headers: {
        authorization: `Bearer ${s.tokens.pro}`,
        'x-blog-id': String(s.pro.id),
        'content-type': 'application/octet-stream',
      },
    });
    expect(notZip.status).toBe(400);
    expect(await notZip.json()).toEqual({ error: 'El archivo de imágenes no es un zip válido' });

    const images = makeZip([
      { name: 'images/2024/05/faro.jpg', data: jpeg },
      { name: 'images/2024/05/portada.jpg', data: jpeg },
    ]);
    const withImages = await t.app.request(`/api/imports/${ready.id}/images`, {
      method: 'POST',
      body: new Uint8Array(images),
      headers: {
        authorization: `Bearer ${s.tokens.pro}`,
        'x-blog-id': String(s.pro.id),
        'content-type': 'application/octet-stream',
        'x-file-name': 'content-images.zip',
      },
    });
    expect(withImages.status).toBe(200);
    expect(await withImages.json()).toMatchObject({ imagesFileName: 'content-images.zip' });

    expect((await send('POST', `/api/imports/${ready.id}/confirm`, {})).status).toBe(200);
    const done = await settled(ready.id);
    expect(done.state, done.error ?? '').toBe('done');
    expect(done.report?.imagesFailed).toEqual([]);
    expect(done.report?.created.images).toBe(2);
  });
});

describe('a failed import', () => {
  it('can be retried once the cause is gone, and finishes without writing anything twice', async () => {
    const uploaded = await upload(wxr(images.base));
    const worker = startWorker();
    const ready = await settled(uploaded.json.id);
    await worker.stop();
    // The file breaks between the preview and the run (a disk fault): the run fails.
    const file = importFilePath(t.deps.transfersDir, ready.id);
    const whole = await readFile(file);
    await writeFile(file, whole.subarray(0, whole.length / 2));
    await send('POST', `/api/imports/${ready.id}/confirm`, { inviteAuthors: false });
    startWorker();
    const failed = await settled(ready.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/XML/);

    await writeFile(file, whole);
    const retried = await send('POST', `/api/imports/${ready.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ state: 'running', error: null });
    const done = await settled(ready.id);
    expect(done.state).toBe('done');
    expect(done.report?.created).toMatchObject({ posts: 2, pages: 1 });
    const imported = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, s.pro.id), eq(posts.slug, 'cumbre-al-amanecer')));
    expect(imported).toHaveLength(1);
    // Only a failed import is retried.
    expect((await send('POST', `/api/imports/${ready.id}/retry`)).status).toBe(409);
  });
});

describe('an import whose runs kept dying', () => {
  it('ends failed when the queue gives its job up, and can be retried', async () => {
    const uploaded = await upload(wxr(images.base));
    // Each allowed run of its analysis died with its server: the last one's lease ran out.
    await t.db
      .update(backgroundJobs)
      .set({
        state: 'running',
        attempts: sql`${backgroundJobs.maxAttempts}`,
        lockedBy: 'muerta',
        lockedUntil: new Date(Date.now() - 60_000),
      })
      .where(eq(backgroundJobs.dedupeKey, `${IMPORT_JOB.analyse}:${uploaded.json.id}`));
    startWorker();
    const failed = await settled(uploaded.json.id);
    expect(failed).toMatchObject({ state: 'failed', error: IMPORT_JOB_MESSAGES.interrupted });

    const retried = await send('POST', `/api/imports/${uploaded.json.id}/retry`);
    expect(retried.json).toMatchObject({ state: 'analysing', error: null });
    expect((await settled(uploaded.json.id)).state).toBe('ready');
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
    await failsWith(wxr(images.base).replace('</channel>', ''), /XML|archivo/i);
  });

  it('refuses entity expansion and external entities', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>${wxr(images.base).replace('<?xml version="1.0" encoding="UTF-8" ?>', '').replace('Viejo blog', '&lol2;')}`;
    await failsWith(laughs, /entidad|DOCTYPE|XML/i);
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wxr(images.base).replace('<?xml version="1.0" encoding="UTF-8" ?>', '').replace('Viejo blog', '&x;')}`;
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
    const asAuthor = await upload(wxr(images.base), { token: s.tokens.author, blog: s.demo.id });
    expect(asAuthor.status).toBe(403);
  });
});

describe('exporting a blog', () => {
  it('starts one export at a time per blog, even for two requests at once', async () => {
    const [first, second] = await Promise.all([
      send('POST', '/api/exports'),
      send('POST', '/api/exports'),
    ]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.json).toEqual({ error: 'Ya se está preparando una exportación de este blog' });
    expect((await get<{ data: BlogExport[] }>('/api/exports')).data).toHaveLength(1);
  });

  it('builds the zip in the background, mails its link, and serves it until the link expires', async () => {
    startWorker();
    const started = await send('POST', '/api/exports');
    expect(started.status).toBe(202);
    const id = (started.json as BlogExport).id;
    const done = await until(
      () => get<BlogExport>(`/api/exports/${id}`),
      (row) => row.state !== 'running',
    );
    expect(done.state).toBe('done');
    expect(done.downloadUrl).toMatch(/\/api\/exports\/download\/[0-9a-f-]{36}\.[\w-]+$/);
    const path = new URL(done.downloadUrl ?? '').pathname;
    const zip = await t.app.request(path);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toMatch(
      /attachment; filename="bitacora-pro-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect(bytes.length).toBe(done.bytes);

    const mail = (t.deps.mailer as OutboxMailer).list().find((m) => m.to === 'pro@example.com');
    expect(mail?.text).toContain(path);

    const tampered = `${path.slice(0, -3)}abc`;
    expect((await t.app.request(tampered)).status).toBe(404);
    t.setNow(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    expect((await t.app.request(path)).status).toBe(404);
  });
});

describe('the round trip', () => {
  /** What a blog holds, in terms that survive a move: slugs, names, order, counts. */
  async function shapeOf(blogId: number) {
    const postRows = await t.db.select().from(posts).where(eq(posts.blogId, blogId));
    const categoryOf = new Map(
      (await t.db.select().from(categories).where(eq(categories.blogId, blogId))).map((c) => [
        c.id,
        c.slug,
      ]),
    );
    const seriesOf = new Map(
      (await t.db.select().from(series).where(eq(series.blogId, blogId))).map((x) => [
        x.id,
        x.slug,
      ]),
    );
    const commentRows = await t.db.select().from(comments).where(eq(comments.blogId, blogId));
    const tagRows = await t.db
      .select({ postId: postTags.postId, name: tags.name })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(tags.blogId, blogId));
    const pageRows = await t.db.select().from(pages).where(eq(pages.blogId, blogId));
    const menu = await t.db.select().from(menuItems).where(eq(menuItems.blogId, blogId));
    const labelOf = new Map(menu.map((m) => [m.id, m.label]));
    return {
      posts: postRows
        .filter((p) => p.status !== 'TRASHED')
        .map((p) => ({
          slug: p.slug,
          title: p.title,
          status: p.status,
          category: categoryOf.get(p.categoryId ?? -1) ?? null,
          series: p.seriesId ? `${seriesOf.get(p.seriesId)}#${p.sequenceNumber}` : null,
          tags: tagRows
            .filter((row) => row.postId === p.id)
            .map((row) => row.name)
            .sort(),
          comments: commentRows
            .filter((c) => c.postId === p.id)
            .map((c) => `${c.authorName}:${c.status}:${c.content}`)
            .sort(),
          libraryImages: (p.content.match(/src="\/media\//g) ?? []).length + (p.imageId ? 1 : 0),
        }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
      pages: pageRows
        .filter((p) => p.status !== 'TRASHED')
        .map((p) => ({ slug: p.slug, title: p.title, status: p.status }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
      // The order among siblings, not the stored numbers: a menu 1, 2, 3 is the menu 0, 1, 2.
      menu: menu
        .map((m) => ({
          label: m.label,
          url: m.url,
          order: menu
            .filter((other) => other.parentId === m.parentId)
            .sort((a, b) => a.order - b.order || a.id - b.id)
            .indexOf(m),
          parent: labelOf.get(m.parentId ?? -1) ?? null,
        }))
        .sort((a, b) =>
          `${a.parent}/${a.order}/${a.label}`.localeCompare(`${b.parent}/${b.order}/${b.label}`),
        ),
    };
  }

  it('exporting a blog and importing the zip into an empty blog gives the same blog', async () => {
    startWorker();
    // An image in the library, used in a post's body and as its featured image.
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new File([new Uint8Array(png)], 'faro.png', { type: 'image/png' }));
    form.append('entityType', 'general');
    const uploaded = await t.app.request('/api/media/upload', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${s.tokens.pro}`, 'x-blog-id': String(s.pro.id) },
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { id: number; url: string };
    const created = await send('POST', '/api/posts', {
      title: 'El faro',
      slug: 'el-faro',
      content: `<p>Con luz.</p><p><img src="${image.url}" alt="Faro"></p>`,
      status: 'PUBLISHED',
      image: image.url,
      imageId: image.id,
      imageAlt: 'Faro de noche',
      tags: ['Costa', 'Luz'],
    });
    expect(created.status).toBe(201);

    // A series of two posts (numbered out of their creation order) and a menu with a submenu.
    const [saga] = await t.db
      .insert(series)
      .values({ blogId: s.pro.id, title: 'Faros del norte', slug: 'faros-del-norte' })
      .returning();
    const proPosts = await t.db.select().from(posts).where(eq(posts.blogId, s.pro.id)).limit(2);
    for (const [index, post] of proPosts.entries()) {
      await t.db
        .update(posts)
        .set({ seriesId: saga?.id, sequenceNumber: 2 - index })
        .where(eq(posts.id, post.id));
    }
    const [top] = await t.db
      .insert(menuItems)
      .values({ blogId: s.pro.id, label: 'Rutas', url: '/series/faros-del-norte', order: 1 })
      .returning();
    await t.db.insert(menuItems).values({
      blogId: s.pro.id,
      label: 'El faro',
      url: '/blog/el-faro',
      order: 0,
      parentId: top?.id,
    });

    // Its design: colour, fonts, the library image as logo and icon, custom CSS (PRO).
    const designed = await send('PUT', '/api/settings', {
      accentColor: '#e07000',
      headingFont: 'lora',
      bodyFont: 'inter',
      logoId: image.id,
      faviconId: image.id,
      customCss: '.brand{letter-spacing:.02em}',
      coverImageId: image.id,
      socialImageId: image.id,
      headerStyle: 'centered',
      homeLayout: 'grid',
      showReadingTime: false,
      footerText: 'Desde Montevideo',
      footerLinks: [{ label: 'Contacto', url: '/contacto' }],
      codeInjectionHead: '<script>window.a=1</script>',
      scriptOrigins: ['https://cdn.example.com'],
    });
    expect(designed.status, JSON.stringify(designed.json)).toBe(200);

    const started = await send('POST', '/api/exports');
    const id = (started.json as BlogExport).id;
    const done = await until(
      () => get<BlogExport>(`/api/exports/${id}`),
      (row) => row.state !== 'running',
    );
    expect(done.state).toBe('done');
    const zip = new Uint8Array(
      await (await t.app.request(new URL(done.downloadUrl ?? '').pathname)).arrayBuffer(),
    );

    // The demo blog emptied: the zip goes into a blog with nothing of its own.
    const demo = s.demo.id;
    for (const table of [
      'comments',
      'posts',
      'pages',
      'series',
      'categories',
      'tags',
      'menu_items',
      'media',
    ]) {
      await t.db.execute(`delete from ${table} where blog_id = ${demo}`);
    }
    const res = await t.app.request(
      '/api/imports',
      {
        method: 'POST',
        body: zip,
        headers: {
          authorization: `Bearer ${s.tokens.admin}`,
          'x-blog-id': String(demo),
          'content-type': 'application/octet-stream',
          'x-file-name': 'bitacora-pro.zip',
        },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } } as never,
    );
    expect(res.status).toBe(201);
    const importId = ((await res.json()) as BlogImport).id;
    const asDemoAdmin = async (method: string, path: string, body?: unknown) => {
      const answer = await t.app.request(path, {
        method,
        headers: {
          authorization: `Bearer ${s.tokens.admin}`,
          'x-blog-id': String(demo),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await answer.json()) as BlogImport;
    };
    const ready = await until(
      () => asDemoAdmin('GET', `/api/imports/${importId}`),
      (row) => row.state !== 'analysing',
    );
    expect(ready.state, ready.error ?? '').toBe('ready');
    expect(ready.format).toBe('bitacora');
    await asDemoAdmin('POST', `/api/imports/${importId}/confirm`, { inviteAuthors: false });
    const finished = await until(
      () => asDemoAdmin('GET', `/api/imports/${importId}`),
      (row) => row.state !== 'running',
    );
    expect(finished.state, finished.error ?? '').toBe('done');
    expect(finished.report?.imagesFailed).toEqual([]);

    const before = await shapeOf(s.pro.id);
    const after = await shapeOf(demo);
    expect(after).toEqual(before);
    expect(before.posts.find((p) => p.slug === 'el-faro')?.libraryImages).toBe(2);
    expect(before.posts.some((p) => p.series !== null)).toBe(true);
    expect(before.menu.length).toBeGreaterThan(0);

    // The design came along; a FREE blog leaves the custom CSS out, and says so.
    const demoSettings = await t.app.request('/api/settings', {
      headers: { authorization: `Bearer ${s.tokens.admin}`, 'x-blog-id': String(demo) },
    });
    const design = (await demoSettings.json()) as Record<string, unknown>;
    expect(design).toMatchObject({
      accentColor: '#e07000',
      headingFont: 'lora',
      bodyFont: 'inter',
      customCss: null,
    });
    expect(finished.report?.warnings).toContainEqual({
      key: null,
      message: IMPORT_MESSAGES.customCssNeedsPro,
    });
    // The layout, cover and social image came too; the code injection is PRO's, so left out.
    expect(design).toMatchObject({
      headerStyle: 'centered',
      homeLayout: 'grid',
      showReadingTime: false,
      showAuthor: true,
      footerText: 'Desde Montevideo',
      footerLinks: [{ label: 'Contacto', url: '/contacto' }],
      codeInjectionHead: null,
      scriptOrigins: [],
    });
    expect(design.coverImageId).toBe(design.logoId);
    expect(design.socialImageId).toBe(design.logoId);
    expect(finished.report?.warnings).toContainEqual({
      key: null,
      message: IMPORT_MESSAGES.codeInjectionNeedsPro,
    });
    const [logo] = await t.db
      .select()
      .from(media)
      .where(and(eq(media.id, design.logoId as number), eq(media.blogId, demo)));
    // The same library image as the post's: brought in once, from the zip.
    const [faro] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, demo), eq(posts.slug, 'el-faro')));
    expect(logo?.id).toBe(faro?.imageId);
    expect(design.faviconId).toBe(design.logoId);
  });
});
