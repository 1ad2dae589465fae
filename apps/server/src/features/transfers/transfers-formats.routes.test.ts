import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { BlogImport } from '@bitacora/api/schemas';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, pages, posts, users } from '../../platform/db/schema/index.ts';
import { useImportFlow } from '../../test/import-flow.ts';
import { fixture } from '../../test/import-records.ts';
import { makeZip, type ZipFileSpec } from '../../test/make-zip.ts';
import type { Session } from '../../test/session-fixtures.ts';
import type { TestApp } from '../../test/test-db.ts';
import type { ZipLimits } from './import/archive/zip-reader.ts';
import { IMPORT_SERVICE_MESSAGES } from './imports.service.ts';

/** Each format through the calls and the real job worker, and the files each must refuse. */

let t: TestApp;
let s: Session;
const { images, startWorker, upload, send, settled } = useImportFlow((app, session) => {
  t = app;
  s = session;
});

/** Every file of a fixture folder as zip entries, with `edit` applied to the text ones. */
async function folderEntries(
  name: string,
  edit: (text: string) => string = (text) => text,
): Promise<ZipFileSpec[]> {
  const dir = fixture(name);
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    found
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const data = await readFile(path);
        return {
          name: relative(dir, path).split('\\').join('/'),
          data: /\.(md|markdown|html|csv)$/.test(entry.name) ? edit(data.toString('utf8')) : data,
        };
      }),
  );
}

async function importFile(body: Uint8Array | string, fileName: string) {
  startWorker();
  const uploaded = await upload(typeof body === 'string' ? body : new Uint8Array(body), {
    fileName,
  });
  expect(uploaded.status).toBe(201);
  const ready = await settled(uploaded.json.id);
  expect(ready.state, ready.error ?? '').toBe('ready');
  return ready;
}

async function confirm(ready: BlogImport, body: Record<string, unknown> = {}) {
  const confirmed = await send('POST', `/api/imports/${ready.id}/confirm`, {
    inviteAuthors: false,
    ...body,
  });
  expect(confirmed.status).toBe(200);
  const done = await settled(ready.id);
  expect(done.state, done.error ?? '').toBe('done');
  return done;
}

const postOf = async (slug: string) =>
  (
    await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, s.pro.id), eq(posts.slug, slug)))
  )[0];

const publicPage = async (path: string) => {
  const res = await t.app.request(`http://pro.localhost:3000${path}`, {
    headers: { host: 'pro.localhost:3000' },
  });
  return { status: res.status, html: await res.text() };
};

const libraryCount = async () =>
  (await t.db.select().from(media).where(eq(media.blogId, s.pro.id))).length;

const proAdminId = async () =>
  (await t.db.select().from(users).where(eq(users.email, 'pro@example.com')))[0]?.id;

describe('Ghost', () => {
  it('imports a Ghost 5 export (html): the old site’s address is asked for, and its images brought into the library', async () => {
    const ready = await importFile(
      await readFile(fixture('ghost-5.json')),
      'ghost-5.ghost.2024-05-30.json',
    );
    expect(ready.format).toBe('ghost');
    expect(ready.preview).toMatchObject({
      posts: 5,
      pages: 1,
      // the paid post keeps its gate and its status on a PRO blog
      drafts: 2,
      scheduled: 1,
      images: 2,
      needsSiteUrl: true,
      authors: { withoutEmail: 0 },
    });

    const withoutSite = await send('POST', `/api/imports/${ready.id}/confirm`, {});
    expect(withoutSite.status).toBe(400);
    expect(withoutSite.json.details).toEqual([
      {
        path: 'siteUrl',
        message: IMPORT_SERVICE_MESSAGES.siteUrlMissing,
      },
    ]);
    expect((await settled(ready.id)).state).toBe('ready');

    const before = images.requests;
    const done = await confirm(ready, { siteUrl: `${images.base}/` });
    expect(done.report?.created).toMatchObject({ posts: 5, pages: 1, images: 2 });
    expect(done.report?.imagesFailed).toEqual([]);
    expect(images.paths.slice(-(images.requests - before)).sort()).toEqual([
      '/content/images/2024/05/faro.jpg',
      '/content/images/2024/05/portada.jpg',
    ]);

    const post = await postOf('faros-del-cantabrico');
    expect(post?.content).not.toContain('__GHOST_URL__');
    expect(post?.content).toMatch(/src="\/media\/[^"]+"/);
    expect(post?.image).toMatch(/^\/media\//);
    expect(post?.excerpt).toBe('Una ruta de faros.');
    const page = await publicPage('/blog/faros-del-cantabrico');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Cabo Mayor');
  });

  it('imports a Ghost 6 export (Lexical and Mobiledoc); an author without email leaves their posts to the importer', async () => {
    const ready = await importFile(await readFile(fixture('ghost-6.json')), 'ghost-6.json');
    expect(ready.preview).toMatchObject({
      posts: 2,
      pages: 1,
      images: 3,
      needsSiteUrl: true,
      authors: { withoutEmail: 1 },
    });

    const done = await confirm(ready, { siteUrl: images.base });
    expect(done.report?.created).toMatchObject({ posts: 2, pages: 1, images: 3 });
    expect(done.report?.warnings).toContainEqual({
      key: 'u2',
      message: 'El autor «Invitado» no tiene email: sus entradas quedan a nombre de quien importa',
    });

    const lexical = await postOf('costa-vasca');
    expect(lexical?.content).toContain('<strong>vasca</strong>');
    expect(lexical?.content).toMatch(/src="\/media\/[^"]+"/);
    const mobiledoc = await postOf('archivo-antiguo');
    expect(mobiledoc?.content).toMatch(/src="\/media\/[^"]+"/);
    expect(mobiledoc?.authorId).toBe(await proAdminId());

    const page = await publicPage('/blog/costa-vasca');
    expect(page.status).toBe(200);
    expect(page.html).toContain('cursiva');
    expect((await publicPage('/blog/archivo-antiguo')).status).toBe(200);
  });

  it('takes the images from a Ghost zip’s content/images, with no address to ask for', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    const zip = makeZip([
      { name: 'ghost-5.json', data: await readFile(fixture('ghost-5.json')) },
      { name: 'content/images/2024/05/faro.jpg', data: png },
      { name: 'content/images/2024/05/portada.jpg', data: png },
    ]);
    const ready = await importFile(zip, 'ghost-export.zip');
    expect(ready.format).toBe('ghost');
    expect(ready.preview).toMatchObject({ posts: 5, images: 2, needsSiteUrl: false });

    const before = images.requests;
    const done = await confirm(ready);
    expect(done.report?.created).toMatchObject({ posts: 5, images: 2 });
    expect(done.report?.imagesFailed).toEqual([]);
    expect(images.requests).toBe(before);
    expect((await postOf('faros-del-cantabrico'))?.content).toMatch(/src="\/media\/[^"]+"/);
  });

  it('still asks for the address when the zip lacks some of the images', async () => {
    const zip = makeZip([
      { name: 'ghost-6.json', data: await readFile(fixture('ghost-6.json')) },
      { name: 'content/images/2025/02/playa.jpg', data: await readFile(fixture('pixel.png')) },
    ]);
    const ready = await importFile(zip, 'ghost-export.zip');
    expect(ready.preview).toMatchObject({ images: 3, needsSiteUrl: true });
  });
});

describe('Substack', () => {
  it('imports a Substack zip: posts, drafts, and the subtitle as the excerpt', async () => {
    const zip = makeZip(
      await folderEntries('substack', (text) =>
        text.replaceAll('https://substack-post-media.s3.amazonaws.com', images.base),
      ),
    );
    const ready = await importFile(zip, 'substack.zip');
    expect(ready.format).toBe('substack');
    // the paid post comes in as a draft beside the draft
    expect(ready.preview).toMatchObject({ posts: 4, pages: 0, drafts: 2, images: 1 });

    const done = await confirm(ready);
    expect(done.report?.created).toMatchObject({ posts: 4, images: 1 });
    const post = await postOf('cartas-desde-lisboa');
    expect(post).toMatchObject({
      title: 'Cartas desde Lisboa',
      status: 'PUBLISHED',
      excerpt: 'Tranvías, azulejos y un café "pingado"',
    });
    expect(post?.content).toMatch(/src="\/media\/[^"]+"/);
    expect((await postOf('borrador-de-oporto'))?.status).toBe('DRAFT');
    expect((await publicPage('/blog/cartas-desde-lisboa')).html).toContain(
      'Llegué a Lisboa un martes de lluvia.',
    );
    // The readers' search knows the imported posts at once, and never the drafts.
    expect((await publicPage('/search?q=tranvia')).html).toContain(
      'href="/blog/cartas-desde-lisboa"',
    );
    expect((await publicPage('/search?q=lluvias')).html).toContain(
      'href="/blog/cartas-desde-lisboa"',
    );
    expect((await publicPage('/search?q=oporto')).html).not.toContain('/blog/borrador-de-oporto');
  });
});

describe('Markdown', () => {
  it('imports a zip of a Jekyll and Hugo site: posts, pages, and its relative images', async () => {
    const zip = makeZip(
      await folderEntries('markdown', (text) =>
        text.replaceAll('https://example.com', images.base),
      ),
    );
    const ready = await importFile(zip, 'sitio.zip');
    expect(ready.format).toBe('markdown');
    // the two private posts come in as drafts, beside the three drafts
    expect(ready.preview).toMatchObject({ posts: 8, pages: 1, drafts: 5 });

    const mediaBefore = await libraryCount();
    const done = await confirm(ready);
    expect(done.report?.created).toMatchObject({ posts: 8, pages: 1 });
    // the remote one fetched; the one the zip lacks was told in the preview
    expect(done.report?.imagesFailed).toEqual([]);
    expect(ready.preview?.warnings).toContainEqual({
      key: '_posts/2023-04-01-hola-mundo.md',
      message: expect.stringContaining('imagenes/no-existe.png'),
    });

    const jekyll = await postOf('hola-mundo');
    expect(jekyll?.status).toBe('PUBLISHED');
    expect(jekyll?.content).not.toContain('archive:');
    expect(jekyll?.content.match(/src="\/media\/[^"]+"/g)).toHaveLength(2);
    expect(jekyll?.content).not.toContain(images.base);
    expect(jekyll?.image).toMatch(/^\/media\//);
    const hugo = await postOf('oporto-en-invierno');
    expect(hugo?.content).toMatch(/src="\/media\/[^"]+"/);
    expect(hugo?.image).toMatch(/^\/media\//);
    expect(await libraryCount()).toBeGreaterThanOrEqual(mediaBefore + 5);

    const [about] = await t.db
      .select()
      .from(pages)
      .where(and(eq(pages.blogId, s.pro.id), eq(pages.slug, 'sobre-mi')));
    expect(about?.content).toContain('Escribo desde Lisboa.');
    expect((await publicPage('/blog/hola-mundo')).html).toContain('negrita');
  });
});

/** A Ghost export of the given posts and users, as Ghost 5 writes it. */
function ghostExport(data: {
  posts: Record<string, unknown>[];
  users?: Record<string, unknown>[];
}) {
  const authors = data.posts.flatMap((post, index) =>
    post.author
      ? [{ id: `pa${index}`, post_id: post.id, author_id: post.author, sort_order: 0 }]
      : [],
  );
  return JSON.stringify({
    db: [
      {
        meta: { exported_on: 1717000000000, version: '5.82.0' },
        data: {
          posts: data.posts.map(({ author: _, ...post }) => ({
            type: 'post',
            status: 'published',
            visibility: 'public',
            published_at: '2024-05-20T08:00:00.000Z',
            ...post,
          })),
          users: data.users ?? [],
          posts_authors: authors,
        },
      },
    ],
  });
}

describe('what an import reports without refusing it', () => {
  it('numbers the second of two items with the same slug in one file, in the preview and the report', async () => {
    const file = ghostExport({
      posts: [
        { id: 'g1', title: 'Mareas', slug: 'mareas', html: '<p>Primera.</p>' },
        { id: 'g2', title: 'Mareas (otra)', slug: 'mareas', html: '<p>Segunda.</p>' },
      ],
    });
    const ready = await importFile(file, 'mareas.json');
    expect(ready.preview).toMatchObject({
      posts: 2,
      slugsTaken: [{ title: 'Mareas (otra)', slug: 'mareas', to: 'mareas-2' }],
      slugsTakenTotal: 1,
    });
    const done = await confirm(ready);
    expect(done.report?.created.posts).toBe(2);
    expect(done.report?.renamed).toEqual([
      { key: 'g2', title: 'Mareas (otra)', from: 'mareas', to: 'mareas-2' },
    ]);
    expect((await postOf('mareas'))?.content).toContain('Primera.');
    expect((await postOf('mareas-2'))?.content).toContain('Segunda.');
  });

  it('counts an author without email, warns, and gives their posts to the importer', async () => {
    const file = ghostExport({
      posts: [
        { id: 'g1', title: 'Sin firma', slug: 'sin-firma', html: '<p>Hola.</p>', author: 'u9' },
      ],
      users: [{ id: 'u9', name: 'Anónimo', slug: 'anonimo' }],
    });
    const ready = await importFile(file, 'anonimo.json');
    expect(ready.preview?.authors).toEqual({
      members: 0,
      toInvite: 0,
      withoutEmail: 1,
      candidates: [],
    });
    const done = await confirm(ready, { inviteAuthors: true });
    expect(done.report?.created.invitations).toBe(0);
    expect(done.report?.warnings).toEqual([
      {
        key: 'u9',
        message: 'El autor «Anónimo» no tiene email: sus entradas quedan a nombre de quien importa',
      },
    ]);
    expect((await postOf('sin-firma'))?.authorId).toBe(await proAdminId());
  });
});

describe('files an import refuses', () => {
  /** The blog's counts: a refused file must leave them as they were. */
  const counts = async () => ({
    posts: (await t.db.select().from(posts).where(eq(posts.blogId, s.pro.id))).length,
    pages: (await t.db.select().from(pages).where(eq(pages.blogId, s.pro.id))).length,
    media: await libraryCount(),
  });

  const failsWith = async (
    body: Uint8Array | string,
    message: RegExp,
    {
      fileName = 'export.zip',
      zipLimits,
    }: { fileName?: string; zipLimits?: Partial<ZipLimits> } = {},
  ) => {
    const worker = startWorker(zipLimits ? { zipLimits } : {});
    const before = await counts();
    const uploaded = await upload(typeof body === 'string' ? body : new Uint8Array(body), {
      fileName,
    });
    expect(uploaded.status).toBe(201);
    const failed = await settled(uploaded.json.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(message);
    expect(failed.preview).toBeNull();
    expect(await counts()).toEqual(before);
    // the next file goes to a worker with its own limits
    await worker.stop();
  };

  it('refuses a zip with an entry that climbs out of its folder', async () => {
    const zip = makeZip([
      { name: 'ghost.json', data: await readFile(fixture('ghost-6.json')) },
      { name: 'content/../../evil', data: 'x' },
    ]);
    await failsWith(
      zip,
      /^El ZIP contiene una ruta no permitida \(«content\/\.\.\/\.\.\/evil» sube de carpeta con «\.\.»\)/,
    );
  });

  it('refuses a zip bomb, whether its header tells the truth or lies', async () => {
    const zeros = Buffer.alloc(2 * 1024 * 1024);
    const markdown = (extra: ZipFileSpec) =>
      makeZip([{ name: 'hola.md', data: '# Hola\n\nTexto.' }, extra]);
    await failsWith(
      markdown({ name: 'ceros.md', data: zeros }),
      /«ceros\.md» se comprime de forma sospechosa \(más de 200 a 1\); parece una bomba ZIP/,
    );
    await failsWith(
      markdown({ name: 'ceros.md', data: zeros, declaredSize: 1000 }),
      /«ceros\.md» se descomprime en más bytes de los que declara/,
    );
  });

  it('refuses a zip past the limits on what it inflates to (limits made small here)', async () => {
    // text that compresses about as well as prose: well under the ratio a bomb needs
    const prose = (seed: number) =>
      Array.from({ length: 3000 }, (_, i) => ((i * 7919 + seed) % 10007).toString(36)).join(' ');
    const zip = makeZip([
      { name: 'uno.md', data: `# Uno\n\n${prose(1)}` },
      { name: 'dos.md', data: `# Dos\n\n${prose(2)}` },
    ]);
    await failsWith(zip, /^El ZIP ocupa más de 20 KB descomprimido; no se importa\.$/, {
      zipLimits: { maxTotalBytes: 20 * 1024 },
    });
    await failsWith(zip, /^«uno\.md» ocupa más de 10 KB descomprimido; no se importa\.$/, {
      zipLimits: { maxEntryBytes: 10 * 1024 },
    });
  });

  it('refuses a Substack export whose CSV has broken quoting', async () => {
    const broken = await readFile(fixture('substack-broken.csv'));
    const zip = makeZip(
      (await folderEntries('substack')).map((entry) =>
        entry.name === 'posts.csv' ? { name: 'posts.csv', data: broken } : entry,
      ),
    );
    await failsWith(
      zip,
      /^posts\.csv está mal formado cerca de la línea 3: revisa las comillas\.$/,
    );
  });

  it('refuses a JSON that is not a Ghost export', async () => {
    await failsWith(
      await readFile(fixture('not-ghost.json')),
      /^El JSON no es una exportación de Ghost\. Se aceptan:/,
      { fileName: 'package.json' },
    );
    await failsWith(
      JSON.stringify({ db: [{ meta: {}, data: { users: [], tags: [] } }] }),
      /^El JSON no es una exportación de Ghost/,
      { fileName: 'ghost.json' },
    );
  });
});
