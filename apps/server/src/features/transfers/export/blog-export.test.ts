import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMedia } from '../../../demo/index.ts';
import {
  blogs,
  comments,
  media,
  menuItems,
  posts,
  postTags,
  slugRedirects,
  tags,
  users,
} from '../../../platform/db/schema/index.ts';
import type { TestApp } from '../../../test/test-db.ts';
import { unzipEntries } from '../../../test/unzip.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { type BitacoraExport, parseBitacoraExport } from './bitacora-format.ts';
import { writeBlogExport } from './blog-export.ts';

/** Everything a parser of any of the three formats could trip on. */
const TRICKY_TITLE = 'Ñandú & <compañía> "citas" 🦜';
const TRICKY_HTML =
  '<p>Año: código <code>a ]]&gt; b</code> y ]]> suelto, &amp; &lt;etiqueta&gt; — 🎉 ¡Olé!</p>' +
  '<p><img src="/media/x.jpg" alt="pájaro"></p>';
const EXPORTED_AT = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
let demoId: number;
let files: Map<string, Buffer>;
let data: BitacoraExport;
let summary: Awaited<ReturnType<typeof writeBlogExport>>;
const progress: [number, number][] = [];

/** Collects a stream into one buffer. */
function sink() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

const text = (name: string) => {
  const bytes = files.get(name);
  if (!bytes) throw new Error(`${name} is not in the zip`);
  return bytes.toString('utf8');
};

/** The front matter's `key: value` lines; values are YAML scalars written as JSON or bare. */
function frontMatter(markdown: string): { fields: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error('no front matter');
  const fields: Record<string, unknown> = {};
  for (const line of (match[1] as string).split('\n')) {
    const at = line.indexOf(': ');
    const value = line.slice(at + 2);
    fields[line.slice(0, at)] = /^["[]|^(true|false)$/.test(value) ? JSON.parse(value) : value;
  }
  return { fields, body: match[2] as string };
}

useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeAll(async () => {
  await seedDemoMedia(t.db, t.deps.mediaStorage);
  const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
  demoId = demo?.id as number;
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
  await t.db
    .update(users)
    .set({ socialLinks: { website: 'https://ana.example', github: 'https://github.com/ana' } })
    .where(eq(users.email, 'admin@example.com'));
  const [tricky] = await t.db
    .insert(posts)
    .values({
      blogId: demoId,
      authorId: admin?.id,
      title: TRICKY_TITLE,
      slug: 'nandu-y-compania',
      content: TRICKY_HTML,
      excerpt: 'Acentos: áéíóú & más',
      status: 'PUBLISHED',
      publishedAt: new Date('2026-11-01T09:30:00Z'),
      metaTitle: 'Ñandú',
      metaDescription: 'Descripción con "comillas" y: dos puntos',
    })
    .returning();
  await t.db.insert(posts).values([
    {
      blogId: demoId,
      title: 'Programada',
      slug: 'programada',
      content: '<p>Pronto</p>',
      status: 'SCHEDULED',
      publishAt: new Date('2026-12-24T20:00:00Z'),
    },
    {
      blogId: demoId,
      title: 'En la papelera',
      slug: 'en-la-papelera',
      content: '<p>Adiós</p>',
      status: 'TRASHED',
      statusBeforeTrash: 'PUBLISHED',
      trashedAt: new Date('2026-11-10T00:00:00Z'),
    },
  ]);
  const [tag] = await t.db
    .insert(tags)
    .values({ blogId: demoId, name: 'Fauna & flora', slug: 'fauna-y-flora' })
    .returning();
  await t.db.insert(postTags).values({ postId: tricky?.id as number, tagId: tag?.id as number });
  await t.db.insert(comments).values({
    blogId: demoId,
    postId: tricky?.id as number,
    authorName: 'Íñigo <b>',
    authorEmail: 'inigo@example.com',
    content: 'Comentario con ]]> y & y 😀',
    status: 'APPROVED',
    ipHash: 'a'.repeat(64),
  });
  await t.db.insert(slugRedirects).values({
    blogId: demoId,
    kind: 'post',
    oldSlug: 'nandu-viejo',
    targetId: tricky?.id as number,
  });
  const [viajes] = await t.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.blogId, demoId), eq(menuItems.label, 'Viajes')));
  await t.db.insert(menuItems).values([
    {
      blogId: demoId,
      label: 'Córdoba',
      url: '/blog/cordoba-y-la-mezquita',
      order: 2,
      parentId: viajes?.id,
    },
    {
      blogId: demoId,
      label: 'Sevilla',
      url: '/blog/sevilla-en-otono',
      order: 1,
      parentId: viajes?.id,
    },
  ]);

  const out = sink();
  summary = await writeBlogExport(t.db, demoId, out.stream, {
    storage: t.deps.mediaStorage,
    now: () => EXPORTED_AT,
    publicDomain: 'bitacora.example',
    onProgress: (done, total) => progress.push([done, total]),
  });
  const zip = out.bytes();
  expect(summary.bytes).toBe(zip.length);
  files = await unzipEntries(zip);
  const parsed = parseBitacoraExport(JSON.parse(text('bitacora.json')));
  if (!parsed.ok) throw new Error(parsed.error);
  data = parsed.data;
});

describe('blog export', () => {
  it('counts what it wrote and reports its progress up to the total', () => {
    expect(summary).toMatchObject({ posts: 8, pages: 1, media: 5 });
    const total = 5 + 3 * (8 + 1);
    expect(progress[0]).toEqual([0, total]);
    expect(progress.at(-1)).toEqual([total, total]);
  });

  it('writes bitacora.json with the blog, its members and its content, valid for the importer', async () => {
    expect(data.format).toBe('bitacora');
    expect(data.exportedAt).toBe(EXPORTED_AT.toISOString());
    expect(data.blog).toMatchObject({
      subdomain: 'demo',
      title: 'Blog de demostración',
      socialNetworks: { twitter: 'https://twitter.com/bitacora' },
    });
    expect(data.members).toEqual([
      expect.objectContaining({
        email: 'admin@example.com',
        role: 'ADMIN',
        socialLinks: { website: 'https://ana.example', github: 'https://github.com/ana' },
      }),
      expect.objectContaining({ email: 'author@example.com', role: 'AUTHOR', socialLinks: {} }),
    ]);
    expect(data.categories.map((c) => c.slug)).toEqual(['viajes', 'cocina', 'tecnologia']);
    expect(data.tags.map((tag) => tag.slug)).toContain('fauna-y-flora');
    expect(data.series).toEqual([
      expect.objectContaining({
        slug: 'guia-de-andalucia',
        posts: ['sevilla-en-otono', 'cordoba-y-la-mezquita', 'granada-y-la-alhambra'].filter((s) =>
          data.posts.some((p) => p.slug === s && p.series?.slug === 'guia-de-andalucia'),
        ),
        coverImage: expect.objectContaining({ file: expect.stringMatching(/^media\//) }),
      }),
    ]);
    expect(data.series[0]?.posts[0]).toBe('sevilla-en-otono');

    const sevilla = data.posts.find((p) => p.slug === 'sevilla-en-otono');
    expect(sevilla).toMatchObject({
      status: 'PUBLISHED',
      category: 'viajes',
      tags: ['andalucia'],
      series: { slug: 'guia-de-andalucia', number: 1 },
      authorEmail: 'admin@example.com',
      markdownFile: 'posts/sevilla-en-otono.md',
    });
    expect(sevilla?.image?.file).toMatch(/^media\/.+\.jpg$/);
    expect(sevilla?.comments.map((c) => [c.authorEmail, c.status])).toEqual([
      ['lucia@example.com', 'APPROVED'],
      ['jorge@example.com', 'PENDING'],
    ]);

    const tricky = data.posts.find((p) => p.slug === 'nandu-y-compania');
    expect(tricky).toMatchObject({
      title: TRICKY_TITLE,
      content: TRICKY_HTML,
      oldSlugs: ['nandu-viejo'],
      tags: ['fauna-y-flora'],
      seo: { metaTitle: 'Ñandú', noindex: false },
      visibility: 'public',
    });
    expect(tricky?.comments[0]?.content).toBe('Comentario con ]]> y & y 😀');
    expect(data.posts.find((p) => p.slug === 'en-la-papelera')).toMatchObject({
      status: 'TRASHED',
      statusBeforeTrash: 'PUBLISHED',
    });
    expect(data.pages.map((p) => p.slug)).toEqual(['sobre-mi']);

    const viajes = data.menu.find((item) => item.label === 'Viajes');
    expect(data.menu.map((item) => item.label)).toEqual(['Inicio', 'Sobre mí', 'Viajes']);
    expect(viajes?.children.map((item) => item.label)).toEqual(['Sevilla', 'Córdoba']);

    expect(data.media).toHaveLength(5);
    const sevillaImage = data.media.find((m) => m.file === sevilla?.image?.file);
    expect(sevillaImage).toMatchObject({ originalName: 'sevilla-otono.jpg', width: 1600 });
    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.uuid, sevillaImage?.uuid ?? ''));
    expect(sevillaImage?.variants).toEqual(
      Object.entries(row?.variants ?? {}).map(([size, v]) => ({
        size,
        url: `/media/${v.key}`,
        width: v.width,
        height: v.height,
      })),
    );
    expect(sevillaImage?.variants.length).toBeGreaterThan(0);
  });

  it('keeps no secret anywhere in the zip', async () => {
    const secrets = (await t.db.select({ hash: users.passwordHash }).from(users)).map(
      (u) => u.hash,
    );
    expect(secrets.length).toBeGreaterThan(0);
    for (const [name, bytes] of files) {
      for (const secret of [...secrets, 'a'.repeat(64), 'Demo1234!'])
        expect(bytes.includes(secret), `${name} holds a secret`).toBe(false);
    }
    expect(text('bitacora.json')).not.toMatch(/passwordHash|twoFactor|ipHash|tokenHash/);
  });

  it('stores every original, byte for byte, and no resized copy', async () => {
    const rows = await t.db.select().from(media).where(eq(media.blogId, demoId));
    const mediaFiles = [...files.keys()].filter((name) => name.startsWith('media/'));
    expect(mediaFiles.sort()).toEqual(rows.map((r) => `media/${r.storageKey}`).sort());
    for (const row of rows) {
      const original = await readFile(path.join(t.mediaDir, row.storageKey));
      expect(files.get(`media/${row.storageKey}`)?.equals(original)).toBe(true);
    }
  });

  it('writes each post and page as Markdown with front matter', () => {
    const sevilla = frontMatter(text('posts/sevilla-en-otono.md'));
    expect(sevilla.fields).toMatchObject({
      title: 'Sevilla en otoño',
      slug: 'sevilla-en-otono',
      tags: ['Andalucía'],
      categories: ['Viajes'],
      draft: false,
      date: '2026-10-01T10:00:00.000Z',
    });
    expect(sevilla.fields.image).toMatch(/^\/media\//);
    expect(sevilla.body).toContain('Sevilla en otoño es **otra ciudad**.');

    const tricky = frontMatter(text('posts/nandu-y-compania.md'));
    expect(tricky.fields).toMatchObject({
      title: TRICKY_TITLE,
      description: 'Descripción con "comillas" y: dos puntos',
      tags: ['Fauna & flora'],
    });
    expect(tricky.body).toContain('🎉 ¡Olé!');
    expect(tricky.body).toContain('`a ]]> b`');
    expect(frontMatter(text('posts/borrador-gazpacho.md')).fields.draft).toBe(true);
    expect(frontMatter(text('posts/programada.md')).fields).toMatchObject({
      draft: true,
      date: '2026-12-24T20:00:00.000Z',
    });
    expect(frontMatter(text('pages/sobre-mi.md')).fields.slug).toBe('sobre-mi');
  });

  it('writes a WXR 1.2 file WordPress reads as its own', () => {
    const xml = text('wordpress.xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" ?>')).toBe(true);
    // Well-formed for a strict parser (WordPress's importer uses one), namespaces included.
    const strict = new SaxesParser({ xmlns: true });
    const problems: string[] = [];
    strict.on('error', (error) => problems.push(error.message));
    strict.write(xml).close();
    expect(problems).toEqual([]);
    const doc = parseDocument(xml, { xmlMode: true, recognizeCDATA: true });
    const one = (name: string, root: Parameters<typeof DomUtils.findOne>[1] = doc.children) =>
      DomUtils.findOne((el) => el.name === name, root, true);
    const all = (name: string, root: Parameters<typeof DomUtils.findAll>[1] = doc.children) =>
      DomUtils.findAll((el) => el.name === name, root);
    const value = (el: ReturnType<typeof one>) => (el ? DomUtils.textContent(el) : undefined);

    expect(value(one('wp:wxr_version'))).toBe('1.2');
    expect(value(one('link'))).toBe('https://demo.bitacora.example');
    expect(all('wp:author').map((a) => value(one('wp:author_email', a.children)))).toEqual(
      expect.arrayContaining(['admin@example.com', 'author@example.com']),
    );
    expect(all('wp:category').map((c) => value(one('wp:category_nicename', c.children)))).toEqual([
      'viajes',
      'cocina',
      'tecnologia',
    ]);
    expect(all('wp:tag').map((c) => value(one('wp:tag_slug', c.children)))).toContain(
      'fauna-y-flora',
    );

    const items = all('item');
    const byName = new Map(items.map((item) => [value(one('wp:post_name', item.children)), item]));
    const field = (slug: string, name: string) => value(one(name, byName.get(slug)?.children));
    expect(
      items.filter((item) => value(one('wp:post_type', item.children)) === 'post'),
    ).toHaveLength(8);
    expect(
      items.filter((item) => value(one('wp:post_type', item.children)) === 'attachment'),
    ).toHaveLength(5);
    expect(field('sobre-mi', 'wp:post_type')).toBe('page');
    expect(field('sevilla-en-otono', 'wp:status')).toBe('publish');
    expect(field('borrador-gazpacho', 'wp:status')).toBe('draft');
    expect(field('programada', 'wp:status')).toBe('future');
    expect(field('en-la-papelera', 'wp:status')).toBe('trash');
    expect(field('sevilla-en-otono', 'wp:post_date_gmt')).toBe('2026-10-01 10:00:00');
    // Madrid is two hours ahead in October.
    expect(field('sevilla-en-otono', 'wp:post_date')).toBe('2026-10-01 12:00:00');

    const tricky = byName.get('nandu-y-compania');
    expect(value(one('title', tricky?.children))).toBe(TRICKY_TITLE);
    expect(value(one('content:encoded', tricky?.children))).toBe(
      TRICKY_HTML.replace('src="/media/', 'src="https://demo.bitacora.example/media/'),
    );
    const terms = all('category', tricky?.children).map((c) => [
      c.attribs.domain,
      c.attribs.nicename,
    ]);
    expect(terms).toEqual([['post_tag', 'fauna-y-flora']]);
    const meta = all('wp:postmeta', tricky?.children).map((m) => [
      value(one('wp:meta_key', m.children)),
      value(one('wp:meta_value', m.children)),
    ]);
    expect(meta).toContainEqual(['_wp_old_slug', 'nandu-viejo']);
    const [comment] = all('wp:comment', tricky?.children);
    expect(value(one('wp:comment_content', comment?.children))).toBe('Comentario con ]]> y & y 😀');
    expect(value(one('wp:comment_author', comment?.children))).toBe('Íñigo <b>');
    expect(value(one('wp:comment_approved', comment?.children))).toBe('1');

    const sevilla = byName.get('sevilla-en-otono');
    expect(
      all('category', sevilla?.children).map((c) => [c.attribs.domain, c.attribs.nicename]),
    ).toEqual([
      ['category', 'viajes'],
      ['post_tag', 'andalucia'],
    ]);
    const thumbnail = all('wp:postmeta', sevilla?.children).find(
      (m) => value(one('wp:meta_key', m.children)) === '_thumbnail_id',
    );
    const attachment = items.find(
      (item) =>
        value(one('wp:post_id', item.children)) ===
        value(one('wp:meta_value', thumbnail?.children)),
    );
    expect(value(one('wp:post_type', attachment?.children))).toBe('attachment');
    expect(value(one('wp:attachment_url', attachment?.children))).toMatch(
      /^https:\/\/demo\.bitacora\.example\/media\/.+\.jpg$/,
    );
    const tortilla = byName.get('tortilla-de-patatas');
    expect(all('wp:comment_approved', tortilla?.children).map(value)).toEqual(['trash', 'spam']);
  });

  it('refuses what is not a Bitácora export, in Spanish', () => {
    expect(parseBitacoraExport({ foo: 1 })).toEqual({
      ok: false,
      error: 'El archivo no es una exportación de Bitácora.',
    });
    expect(parseBitacoraExport({ ...data, version: 2 })).toMatchObject({
      ok: false,
      error: expect.stringContaining('versión 2'),
    });
    const broken = parseBitacoraExport({ ...data, posts: [{ slug: 3 }] });
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.error).toMatch(
      /^La exportación de Bitácora no es válida \(en posts\.0\./,
    );
  });

  it('leaves a media file out, and says so, when its original is gone', async () => {
    const [row] = await t.db.select().from(media).where(eq(media.blogId, demoId)).limit(1);
    const storage = { ...t.deps.mediaStorage, read: async () => null };
    const out = sink();
    const result = await writeBlogExport(t.db, demoId, out.stream, { storage });
    expect(result.media).toBe(0);
    const zipped = await unzipEntries(out.bytes());
    expect([...zipped.keys()].some((name) => name.startsWith('media/'))).toBe(false);
    const json = JSON.parse(zipped.get('bitacora.json')?.toString('utf8') ?? '') as BitacoraExport;
    expect(json.media.find((m) => m.uuid === row?.uuid)?.file).toBeNull();
  });

  it('fails, instead of waiting for ever, when the reader goes away', async () => {
    let chunks = 0;
    const closing = new Writable({
      write(_chunk, _encoding, done) {
        chunks++;
        done(chunks > 3 ? new Error('connection closed') : null);
      },
    });
    await expect(
      writeBlogExport(t.db, demoId, closing, { storage: t.deps.mediaStorage }),
    ).rejects.toThrow('connection closed');
  });
});
