import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { PAYWALL_MARKER } from '@bitacora/domain';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Blog } from '../../../platform/db/rows.ts';
import {
  blogs,
  categories,
  comments,
  memberTiers,
  pages,
  posts,
  slugRedirects,
} from '../../../platform/db/schema/index.ts';
import { fixture } from '../../../test/import-records.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { listOldAddresses } from '../../content/index.ts';
import { writeBlogExport } from '../export/blog-export.ts';
import { openSource } from './archive/file-source.ts';
import type { ImportFormat, ImportWarning } from './bundle.ts';
import { readImport } from './read-import.ts';
import { IMPORT_MESSAGES } from './write-import.ts';
import { writeImportRun } from './write-run.fixtures.ts';

/** What the readers yield is what the writer takes: an export read and written into a blog. */
const { t, s } = useTestApp({ reseedEachTest: true });
let blog: Blog;
let adminId: number;
const NOW = new Date('2026-11-26T10:00:00Z');
const png = sharp({
  create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 200 } },
})
  .png()
  .toBuffer();

beforeEach(() => {
  blog = s.pro;
  adminId = s.users.pro.id;
});

async function importFile(file: string, format: ImportFormat) {
  const source = `${format}:test`;
  const archive = format === 'markdown' ? await openSource(file) : null;
  const loaded: string[] = [];
  const load = async (address: string) => {
    loaded.push(address);
    if (address.startsWith('archive:') && archive) {
      await archive.readBytes(address.slice('archive:'.length));
    }
    return { bytes: new Uint8Array(await png), name: address.split('/').pop() ?? 'imagen.png' };
  };
  const warnings: ImportWarning[] = [];
  try {
    const report = await writeImportRun(
      t,
      { blog, userId: adminId, source, now: NOW, load },
      readImport(file, format, { onWarning: (w) => warnings.push(w), now: NOW }),
    );
    return { report, loaded, warnings };
  } finally {
    archive?.close();
  }
}

const HOST = 'pro.localhost:3000';
const visit = (path: string) =>
  t.app.request(`http://${HOST}${path}`, { headers: { host: HOST } }, {
    incoming: { socket: { remoteAddress: '198.51.100.9' } },
  } as never);

describe('an export read and written', () => {
  it('brings a WordPress blog in: posts, pages, categories, threaded comments, images', async () => {
    const { loaded } = await importFile(fixture('wordpress-6.xml'), 'wordpress');
    const rows = await t.db.select().from(posts).where(eq(posts.blogId, blog.id));
    const titles = rows.map((p) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Ruta por los Picos de Europa',
        'Pañuelos y fabada',
        'Borrador de Covadonga',
        'Lagos de Covadonga en otoño',
        'Diario privado',
      ]),
    );
    const blogPages = await t.db.select().from(pages).where(eq(pages.blogId, blog.id));
    expect(blogPages.map((p) => p.title)).toContain('Sobre mí');
    const names = (await t.db.select().from(categories).where(eq(categories.blogId, blog.id))).map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Asturias', 'Cocina']));
    const ruta = rows.find((p) => p.title === 'Ruta por los Picos de Europa')!;
    const thread = await t.db.select().from(comments).where(eq(comments.postId, ruta.id));
    expect(thread).toHaveLength(5);
    expect(loaded).toContain('https://cuaderno.example.com/wp-content/uploads/2023/06/cares.jpg');
    // the galleries' pictures are the library's, laid out as galleries
    expect(loaded).toContain(
      'https://cuaderno.example.com/wp-content/uploads/2023/06/puente-poncebos-1024x683.jpg',
    );
    expect(ruta.content).toMatch(
      /<figure data-gallery="grid">(<img src="[^"]*\/media\/[^"]+" alt="[^"]*" \/>){2}<figcaption>Del puente al desfiladero<\/figcaption><\/figure>/,
    );
  });

  it('keeps what WordPress did not show the public out of it: private, password, pending', async () => {
    const { report } = await importFile(fixture('wordpress-6.xml'), 'wordpress');
    const rows = await t.db.select().from(posts).where(eq(posts.blogId, blog.id));
    const statusOf = (slug: string) => rows.find((p) => p.slug === slug)?.status;
    expect(statusOf('fotos-para-la-familia')).toBe('DRAFT');
    expect(statusOf('diario-privado')).toBe('DRAFT');
    expect(statusOf('etapa-2')).toBe('DRAFT');
    expect(statusOf('ruta-por-los-picos-de-europa')).toBe('PUBLISHED');
    expect((await visit('/blog/fotos-para-la-familia')).status).toBe(404);
    expect((await visit('/blog/ruta-por-los-picos-de-europa')).status).toBe(200);
    expect(report.warnings.map((w) => w.message)).toContain(
      '«Fotos para la familia» tenía contraseña en WordPress; se importa como borrador, sin ella.',
    );
  });

  it('keeps a WordPress thread: a reply answers its comment, an answer to it joins the thread', async () => {
    await importFile(fixture('wordpress-6.xml'), 'wordpress');
    const [ruta] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, blog.id), eq(posts.slug, 'ruta-por-los-picos-de-europa')));
    const thread = await t.db.select().from(comments).where(eq(comments.postId, ruta!.id));
    const byAuthor = (name: string) => thread.find((c) => c.authorName === name);
    expect(byAuthor('Ana García')?.parentId).toBe(byAuthor('Marta')?.id);
    expect(byAuthor('Marta')?.parentId).toBeNull();
    expect(byAuthor('Lucía')?.parentId).toBe(byAuthor('Marta')?.id);
    // its parent was a pingback, which is not imported: it answers the post
    expect(byAuthor('Pedro')?.parentId).toBeNull();
  });

  it('keeps comment threads through an export and a re-import, in both formats', async () => {
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    const [sevilla] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, demo!.id), eq(posts.slug, 'sevilla-en-otono')));
    const [top] = await t.db
      .insert(comments)
      .values({
        blogId: demo!.id,
        postId: sevilla!.id,
        authorName: 'Rocío',
        authorEmail: 'rocio@example.com',
        content: '¿Qué barrio recomiendas?',
        status: 'APPROVED',
        createdAt: new Date('2026-10-01T10:00:00Z'),
      })
      .returning();
    await t.db.insert(comments).values({
      blogId: demo!.id,
      postId: sevilla!.id,
      parentId: top!.id,
      authorName: 'Ana',
      authorEmail: 'admin@example.com',
      content: 'Triana, sin duda.',
      status: 'APPROVED',
      isStaffReply: true,
      createdAt: new Date('2026-10-01T11:00:00Z'),
    });
    await t.db.insert(slugRedirects).values({
      blogId: demo!.id,
      kind: 'post',
      oldSlug: '/2019/10/sevilla',
      targetId: sevilla!.id,
    });
    const dir = await mkdtemp(join(tmpdir(), 'hilos-'));
    try {
      const zipPath = join(dir, 'export.zip');
      const out = createWriteStream(zipPath);
      await writeBlogExport(t.db, demo!.id, out, {
        storage: t.deps.mediaStorage,
        publicDomain: 'bitacora.example',
      });
      await finished(out);
      const wxrPath = join(dir, 'wordpress.xml');
      const zip = await openSource(zipPath);
      try {
        await writeFile(wxrPath, await zip.readBytes('wordpress.xml'));
      } finally {
        zip.close();
      }
      for (const [file, format] of [
        [zipPath, 'bitacora'],
        [wxrPath, 'wordpress'],
      ] as const) {
        await t.db.delete(posts).where(eq(posts.blogId, blog.id));
        await importFile(file, format);
        const [copy] = await t.db
          .select()
          .from(posts)
          .where(and(eq(posts.blogId, blog.id), eq(posts.title, sevilla!.title)));
        const thread = await t.db.select().from(comments).where(eq(comments.postId, copy!.id));
        const rocio = thread.find((c) => c.authorName === 'Rocío');
        expect(rocio?.parentId, format).toBeNull();
        expect(thread.find((c) => c.content === 'Triana, sin duda.')?.parentId, format).toBe(
          rocio?.id,
        );
        const tops = await t.db
          .select()
          .from(comments)
          .where(and(eq(comments.postId, copy!.id), isNull(comments.parentId)));
        expect(tops.length, format).toBe(thread.length - 1);
        // the old site's path the blog kept goes with it; its own addresses are not old ones
        const old = await listOldAddresses(t.db, blog.id, 'post', copy!.id);
        expect(
          old.map((a) => a.slug),
          format,
        ).toEqual(format === 'bitacora' ? ['/2019/10/sevilla'] : []);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the gate and status of a Bitácora export’s members-only post on a PRO blog', async () => {
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    await t.db
      .update(posts)
      .set({ visibility: 'members' })
      .where(and(eq(posts.blogId, demo!.id), eq(posts.slug, 'sevilla-en-otono')));
    const dir = await mkdtemp(join(tmpdir(), 'miembros-'));
    try {
      const zipPath = join(dir, 'export.zip');
      const out = createWriteStream(zipPath);
      await writeBlogExport(t.db, demo!.id, out, {
        storage: t.deps.mediaStorage,
        publicDomain: 'bitacora.example',
      });
      await finished(out);
      await importFile(zipPath, 'bitacora');
      const [copy] = await t.db
        .select()
        .from(posts)
        .where(and(eq(posts.blogId, blog.id), eq(posts.slug, 'sevilla-en-otono')));
      expect(copy).toMatchObject({ status: 'PUBLISHED', visibility: 'members' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('carries a paid post’s chosen tiers through a Bitácora export, keeping those the blog has', async () => {
    const [gold] = await t.db
      .insert(memberTiers)
      .values({ blogId: s.pro.id, name: 'Oro', monthlyPrice: 500, yearlyPrice: 5000 })
      .returning();
    const gone = '0b6a4c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
    const [post] = await t.db
      .insert(posts)
      .values({
        blogId: s.pro.id,
        authorId: s.users.pro.id,
        title: 'Solo para el oro',
        slug: 'solo-para-el-oro',
        content: '<p>Reservado.</p>',
        status: 'PUBLISHED',
        publishedAt: NOW,
        visibility: 'paid',
        visibilityTiers: [gold!.uuid, gone],
      })
      .returning();
    const dir = await mkdtemp(join(tmpdir(), 'niveles-'));
    try {
      const zipPath = join(dir, 'export.zip');
      const out = createWriteStream(zipPath);
      await writeBlogExport(t.db, s.pro.id, out, {
        storage: t.deps.mediaStorage,
        publicDomain: 'bitacora.example',
      });
      await finished(out);
      // Into the same blog: its copy is a new post (a new address), its tier still the blog's.
      const { report } = await importFile(zipPath, 'bitacora');
      const copies = await t.db
        .select()
        .from(posts)
        .where(and(eq(posts.blogId, s.pro.id), eq(posts.title, post!.title)));
      const copy = copies.find((row) => row.id !== post!.id);
      expect(copy).toMatchObject({
        status: 'PUBLISHED',
        visibility: 'paid',
        visibilityTiers: [gold!.uuid],
      });
      expect(JSON.stringify(report)).toContain(IMPORT_MESSAGES.tiersPartlyInBlog(post!.title, []));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps a Ghost export’s members, paid and tier posts gated and published on a PRO blog', async () => {
    const { report, warnings } = await importFile(fixture('ghost-members.json'), 'ghost');
    const rows = await t.db.select().from(posts).where(eq(posts.blogId, blog.id));
    const bySlug = (slug: string) => rows.find((p) => p.slug === slug);
    expect(bySlug('cronica-abierta')).toMatchObject({ status: 'PUBLISHED', visibility: 'public' });
    expect(bySlug('carta-a-los-socios')).toMatchObject({
      status: 'PUBLISHED',
      visibility: 'members',
    });
    expect(bySlug('carta-a-los-socios')?.content).toContain(PAYWALL_MARKER);
    expect(bySlug('dossier-de-pago')).toMatchObject({ status: 'PUBLISHED', visibility: 'paid' });
    // The blog has no tier named like Ghost's 'Mecenas': the post opens to every paid tier, and
    // says so.
    expect(bySlug('solo-mecenas')).toMatchObject({
      status: 'PUBLISHED',
      visibility: 'paid',
      visibilityTiers: [],
    });
    expect([...warnings, ...report.warnings].map((w) => w.message).join(' ')).toContain(
      IMPORT_MESSAGES.tiersNotInBlog('Solo mecenas'),
    );
    expect(bySlug('borrador-de-socios')).toMatchObject({ status: 'DRAFT', visibility: 'members' });
    const [page] = await t.db
      .select()
      .from(pages)
      .where(and(eq(pages.blogId, blog.id), eq(pages.slug, 'rincon-de-socios')));
    expect(page).toMatchObject({ status: 'PUBLISHED', visibility: 'members' });
    expect(JSON.stringify(report)).not.toContain('se importa como borrador');
    // The public pages show a visitor only the free part and the box.
    for (const [path, secret, free] of [
      ['/blog/carta-a-los-socios', 'SOCIOSX', 'Empieza la carta para todos.'],
      ['/blog/dossier-de-pago', 'PAGOX', 'El resumen del dossier.'],
      ['/blog/solo-mecenas', 'NIVELX', 'Adelanto para todos.'],
      ['/rincon-de-socios', 'RINCONX', 'La puerta del rincón.'],
    ] as const) {
      const res = await visit(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(free);
      expect(html, path).not.toContain(secret);
    }
  });

  it('opens a Ghost tier post to the blog’s tier of the same name, case and spaces aside', async () => {
    const [patron] = await t.db
      .insert(memberTiers)
      .values({ blogId: blog.id, name: ' MECENAS ', monthlyPrice: 500, yearlyPrice: 5000 })
      .returning();
    const { report, warnings } = await importFile(fixture('ghost-members.json'), 'ghost');
    const [post] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, blog.id), eq(posts.slug, 'solo-mecenas')));
    expect(post).toMatchObject({
      status: 'PUBLISHED',
      visibility: 'paid',
      visibilityTiers: [patron!.uuid],
    });
    expect(JSON.stringify([report, warnings])).not.toContain('niveles que este blog no tiene');
  });

  it('brings the same Ghost export into a FREE blog as drafts, the report saying why', async () => {
    blog = s.demo;
    adminId = s.users.admin.id;
    const { report } = await importFile(fixture('ghost-members.json'), 'ghost');
    const rows = await t.db.select().from(posts).where(eq(posts.blogId, blog.id));
    const bySlug = (slug: string) => rows.find((p) => p.slug === slug);
    expect(bySlug('cronica-abierta')).toMatchObject({ status: 'PUBLISHED', visibility: 'public' });
    for (const slug of ['carta-a-los-socios', 'dossier-de-pago', 'solo-mecenas']) {
      expect(bySlug(slug), slug).toMatchObject({ status: 'DRAFT', visibility: 'public' });
      expect(bySlug(slug)?.content, slug).toContain(PAYWALL_MARKER);
    }
    const warned = report.warnings.map((w) => w.message);
    for (const title of [
      'Carta a los socios',
      'Dossier de pago',
      'Solo mecenas',
      'Rincón de socios',
    ]) {
      expect(warned).toContain(IMPORT_MESSAGES.gatedNeedsPro(title));
    }
    // A draft in the source was a draft anyway: nothing to explain.
    expect(warned.join(' ')).not.toContain('Borrador de socios');
  });

  it('keeps each WordPress permalink as an old address that answers 301 to the post', async () => {
    await importFile(fixture('wordpress-6.xml'), 'wordpress');
    const old = await visit('/2023/06/ruta-por-los-picos-de-europa/');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/ruta-por-los-picos-de-europa');
    const bare = await visit('/2019/05/panuelos-y-fabada');
    expect(bare.headers.get('location')).toBe('/blog/panuelos-y-fabada');
    // a draft's old address leads nowhere until it is published
    expect((await visit('/2024/01/fotos-para-la-familia/')).status).toBe(404);
    expect((await visit('/2023/06/otra-cosa/')).status).toBe(404);
    // the page was at its own slug's path: nothing to keep
    const [ruta] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, blog.id), eq(posts.slug, 'ruta-por-los-picos-de-europa')));
    expect(await listOldAddresses(t.db, blog.id, 'post', ruta!.id)).toEqual([
      expect.objectContaining({
        slug: '/2023/06/ruta-por-los-picos-de-europa',
        path: '/2023/06/ruta-por-los-picos-de-europa',
      }),
    ]);
    const [about] = await t.db
      .select()
      .from(pages)
      .where(and(eq(pages.blogId, blog.id), eq(pages.title, 'Sobre mí')));
    const aboutOld = await listOldAddresses(t.db, blog.id, 'page', about!.id);
    expect(aboutOld.map((a) => a.path)).toEqual(about!.slug === 'sobre-mi' ? [] : ['/sobre-mi']);
  });

  it('brings a Markdown site in, loading its images from the folder', async () => {
    const { loaded } = await importFile(fixture('markdown'), 'markdown');
    expect(loaded).toEqual(
      expect.arrayContaining([
        'archive:assets/img/tranvia.png',
        'archive:content/posts/viaje-a-oporto/portada.jpg',
      ]),
    );
    const rows = await t.db.select().from(posts).where(eq(posts.blogId, blog.id));
    expect(rows.map((p) => p.title)).toEqual(
      expect.arrayContaining(['¡Hola, mundo!', 'Viaje a Oporto']),
    );
  });

  it('brings a Ghost blog in', async () => {
    const { loaded } = await importFile(fixture('ghost-6.json'), 'ghost');
    expect(loaded).toContain('__GHOST_URL__/content/images/2025/02/playa.jpg');
    const rows = await t.db.select().from(posts).where(eq(posts.blogId, blog.id));
    expect(rows.map((p) => p.title)).toEqual(
      expect.arrayContaining(['Costa vasca', 'Archivo antiguo']),
    );
    // its comments keep their thread: an answer to an answer joins the first comment's
    const costa = rows.find((p) => p.title === 'Costa vasca')!;
    const thread = await t.db.select().from(comments).where(eq(comments.postId, costa.id));
    const first = thread.find((c) => c.authorName === 'Itziar');
    expect(first?.parentId).toBeNull();
    expect(thread.filter((c) => c.parentId === first?.id)).toHaveLength(2);
  });
});
