import { DESIGN_MESSAGES } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Blog } from '../../../platform/db/rows.ts';
import {
  blogMembers,
  categories,
  comments,
  contentRevisions,
  media,
  menuItems,
  pages,
  posts,
  series,
  settings,
  tags,
} from '../../../platform/db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { tagsOfPosts } from '../../content/index.ts';
import {
  type ImportedDesign,
  type ImportedItem,
  type ImportRecord,
  importedItem,
} from './bundle.ts';
import { imageSources, replaceImageSources } from './import-images.ts';
import { IMPORT_MESSAGES } from './write-import.ts';
import { writeImportRun } from './write-run.fixtures.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
let blog: Blog;
let adminId: number;
let authorId: number;
const NOW = new Date('2026-11-26T10:00:00Z');

beforeEach(async () => {
  blog = s.pro;
  adminId = s.users.pro.id;
  authorId = s.users.author.id;
  await t.db
    .insert(blogMembers)
    .values({ blogId: blog.id, userId: authorId, role: 'AUTHOR' })
    .onConflictDoNothing();
});

const png = sharp({
  create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } },
})
  .png()
  .toBuffer();

function item(overrides: Partial<ImportedItem> & { key: string }): ImportedItem {
  return importedItem({
    kind: 'post',
    title: `Entrada ${overrides.key}`,
    html: '<p>Hola</p>',
    status: 'published',
    publishedAt: new Date('2024-03-01T09:00:00Z'),
    ...overrides,
  });
}

async function* stream(records: ImportRecord[]) {
  yield* records;
}

const loads: string[] = [];
function writer(
  records: ImportRecord[],
  source = 'wordpress:https://viejo.example',
  /** Runs while an image loads: what another writer does while this run goes on. */
  meanwhile?: (address: string) => Promise<void>,
) {
  const load = async (address: string) => {
    loads.push(address);
    await meanwhile?.(address);
    if (address.includes('roto')) throw new Error('El servidor respondió 404');
    return { bytes: new Uint8Array(await png), name: address.split('/').pop() ?? '' };
  };
  return writeImportRun(t, { blog, userId: adminId, source, now: NOW, load }, stream(records));
}

const SAMPLE: ImportRecord[] = [
  {
    type: 'author',
    author: { key: 'a1', name: 'Andrés', email: 'AUTHOR@example.com', login: 'andres' },
  },
  { type: 'author', author: { key: 'a2', name: 'Sin correo', email: null, login: null } },
  {
    type: 'category',
    term: { key: 'c1', name: 'Viajes', slug: 'viajes', description: '', parentKey: null },
  },
  {
    type: 'tag',
    term: { key: 't1', name: 'Montaña', slug: 'montana', description: '', parentKey: null },
  },
  { type: 'tag', term: { key: 't2', name: 'Río', slug: 'rio', description: '', parentKey: null } },
  {
    type: 'item',
    item: item({
      key: '10',
      title: 'Subida al Aneto',
      slug: 'subida-al-aneto',
      html: `<p>Un día <strong>largo</strong>.</p><p><img src='https://viejo.example/wp-content/a.png' srcset="https://viejo.example/a-300.png 300w" alt="Cima"></p><script>alert(1)</script>`,
      authorKey: 'a1',
      categoryKeys: ['c1'],
      tagKeys: ['t1', 't2'],
      featuredImage: { url: 'https://viejo.example/wp-content/a.png', alt: 'La cima', caption: '' },
      comments: [
        {
          key: '1',
          parentKey: null,
          authorName: 'Lucía',
          authorEmail: 'lucia@example.com',
          authorUrl: null,
          content: '<p>¡Qué vistas!</p><p>Gracias</p>',
          status: 'approved',
          createdAt: new Date('2024-03-02T10:00:00Z'),
        },
        {
          key: '2',
          parentKey: null,
          authorName: 'Bot',
          authorEmail: 'bot@example.com',
          authorUrl: null,
          content: 'compra',
          status: 'spam',
          createdAt: new Date('2024-03-02T11:00:00Z'),
        },
      ],
    }),
  },
  {
    type: 'item',
    item: item({
      key: '11',
      title: 'Borrador',
      status: 'draft',
      publishedAt: null,
      html: '<p>Sin terminar <img src="https://viejo.example/roto.png"></p>',
      authorKey: 'a2',
    }),
  },
  {
    type: 'item',
    item: item({
      key: '12',
      title: 'Programada',
      status: 'scheduled',
      publishedAt: new Date('2027-01-01T08:00:00Z'),
    }),
  },
  { type: 'item', item: item({ key: '13', title: 'Vacía', html: '<p> </p>' }) },
  { type: 'item', item: item({ key: '20', kind: 'page', title: 'Sobre mí', slug: 'sobre-mi' }) },
];

describe('writing an import into a blog', () => {
  it('creates posts with their category, tags, comments, images and author, and a page', async () => {
    const report = await writer(SAMPLE);
    expect(report.created).toMatchObject({
      posts: 3,
      pages: 1,
      categories: 1,
      comments: 2,
      images: 1,
    });
    expect(report.skipped).toEqual([{ key: '13', title: 'Vacía', reason: 'No tiene contenido' }]);
    expect(report.imagesFailed).toEqual([
      { address: 'https://viejo.example/roto.png', reason: 'El servidor respondió 404' },
    ]);
    expect(report.warnings.map((w) => w.key)).toEqual(['a2']);

    const [post] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, blog.id), eq(posts.slug, 'subida-al-aneto')));
    if (!post) throw new Error('post not imported');
    const [image] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, post.imageId ?? -1));
    if (!image) throw new Error('featured image not in the library');
    const url = t.deps.mediaStorage.url(image.storageKey);
    expect(post.image).toBe(url);
    expect(post.imageAlt).toBe('La cima');
    expect(post.content).toContain(`src="${url}"`);
    expect(post.content).not.toContain('srcset');
    expect(post.content).not.toContain('<script');
    expect(post.status).toBe('PUBLISHED');
    expect(post.publishedAt?.toISOString()).toBe('2024-03-01T09:00:00.000Z');
    expect(post.authorId).toBe(authorId);
    const [category] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.id, post.categoryId ?? -1));
    expect(category?.name).toBe('Viajes');
    expect(
      (await tagsOfPosts(t.db, [post.id]))
        .get(post.id)
        ?.map((tag) => tag.name)
        .sort(),
    ).toEqual(['Montaña', 'Río']);
    const saved = await t.db.select().from(comments).where(eq(comments.postId, post.id));
    expect(saved.map((c) => [c.authorName, c.status, c.content]).sort()).toEqual([
      ['Bot', 'SPAM', 'compra'],
      ['Lucía', 'APPROVED', '¡Qué vistas!\n\nGracias'],
    ]);
    const revisions = await t.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.postId, post.id));
    expect(revisions).toHaveLength(1);

    const [draft] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, blog.id), eq(posts.title, 'Borrador')));
    expect(draft?.status).toBe('DRAFT');
    expect(draft?.authorId).toBe(adminId);
    expect(draft?.content).toContain('https://viejo.example/roto.png');
    const [scheduled] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, blog.id), eq(posts.title, 'Programada')));
    expect(scheduled?.status).toBe('SCHEDULED');
    expect(scheduled?.publishAt?.toISOString()).toBe('2027-01-01T08:00:00.000Z');
    const [page] = await t.db
      .select()
      .from(pages)
      .where(and(eq(pages.blogId, blog.id), eq(pages.slug, 'sobre-mi')));
    expect(page?.status).toBe('PUBLISHED');
  });

  it('creates nothing twice when the same import runs again', async () => {
    await writer(SAMPLE);
    const count = async () => ({
      posts: (await t.db.select().from(posts).where(eq(posts.blogId, blog.id))).length,
      pages: (await t.db.select().from(pages).where(eq(pages.blogId, blog.id))).length,
      media: (await t.db.select().from(media).where(eq(media.blogId, blog.id))).length,
      comments: (await t.db.select().from(comments).where(eq(comments.blogId, blog.id))).length,
      categories: (await t.db.select().from(categories).where(eq(categories.blogId, blog.id)))
        .length,
      tags: (await t.db.select().from(tags).where(eq(tags.blogId, blog.id))).length,
    });
    const before = await count();
    loads.length = 0;
    const again = await writer(SAMPLE);
    expect(await count()).toEqual(before);
    expect(again.created).toMatchObject({
      posts: 0,
      pages: 0,
      comments: 0,
      images: 0,
      categories: 0,
    });
    expect(again.skippedTotal).toBe(5);
    // Nothing of an item already imported is fetched again.
    expect(loads).toEqual([]);
  });

  it('numbers the slug of an item whose address the blog already uses, and reports it', async () => {
    await writer([{ type: 'item', item: item({ key: '1', title: 'Hola', slug: 'hola' }) }], 'a');
    const report = await writer(
      [{ type: 'item', item: item({ key: '1', title: 'Hola', slug: 'hola' }) }],
      'b',
    );
    expect(report.renamed).toEqual([{ key: '1', title: 'Hola', from: 'hola', to: 'hola-2' }]);
    const slugs = (
      await t.db.select({ slug: posts.slug }).from(posts).where(eq(posts.blogId, blog.id))
    ).map((row) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(['hola', 'hola-2']));
  });

  it('numbers the slug again when the blog took it while the run went on', async () => {
    const report = await writer(
      [
        {
          type: 'item',
          item: item({
            key: '1',
            title: 'Hola',
            slug: 'hola',
            html: '<p><img src="https://viejo.example/hola.png"></p>',
          }),
        },
      ],
      'a',
      async () => {
        // an editor saves a post with that address before the item is written
        await t.db
          .insert(posts)
          .values({ blogId: blog.id, authorId: adminId, title: 'Otra', slug: 'hola', content: '' });
      },
    );
    expect(report.created.posts).toBe(1);
    expect(report.renamed).toEqual([{ key: '1', title: 'Hola', from: 'hola', to: 'hola-2' }]);
    const titles = await t.db
      .select({ title: posts.title, slug: posts.slug })
      .from(posts)
      .where(and(eq(posts.blogId, blog.id), eq(posts.slug, 'hola-2')));
    expect(titles).toEqual([{ title: 'Hola', slug: 'hola-2' }]);
  });

  it('writes nothing of an item another run of the same import wrote meanwhile', async () => {
    const source = 'wordpress:https://viejo.example';
    const record = {
      type: 'item' as const,
      item: item({
        key: '77',
        title: 'Una vez',
        html: '<p><img src="https://viejo.example/una.png"></p>',
      }),
    };
    const report = await writer([record], source, async () => {
      // the other run commits the same item (under another address: the source was edited)
      // while this one brings its image
      await writer([{ type: 'item', item: { ...record.item, slug: 'otra-vez' } }], source);
    });
    expect(report.created.posts).toBe(0);
    expect(report.skipped).toEqual([
      { key: '77', title: 'Una vez', reason: IMPORT_MESSAGES.alreadyImported },
    ]);
    expect(await t.db.select().from(posts).where(eq(posts.title, 'Una vez'))).toHaveLength(1);
  });

  it('fetches an image that failed once per run, reporting it for every item that names it', async () => {
    const broken = 'https://viejo.example/roto-compartido.png';
    const named = (key: string) =>
      ({
        type: 'item',
        item: item({
          key,
          title: `Con imagen rota ${key}`,
          html: `<p>Hola <img src="${broken}"></p>`,
        }),
      }) as const;
    loads.length = 0;
    const report = await writer([named('40'), named('41'), named('42')], 'rotas');
    expect(report.created.posts).toBe(3);
    expect(report.imagesFailedTotal).toBe(3);
    expect(report.imagesFailed.map((failure) => failure.reason)).toEqual([
      'El servidor respondió 404',
      'El servidor respondió 404',
      'El servidor respondió 404',
    ]);
    expect(loads).toEqual([broken]);

    // A new run (a retry of the import) tries it again.
    await writer([named('43')], 'rotas');
    expect(loads).toEqual([broken, broken]);
  });

  it('leaves no half-written item when one fails mid-way, and a retry completes it', async () => {
    const bad = item({
      key: '30',
      title: 'Con comentario roto',
      comments: [
        {
          key: '1',
          parentKey: null,
          authorName: 'X',
          authorEmail: 'x@example.com',
          authorUrl: null,
          content: 'hola',
          status: 'approved',
          // An invalid date makes the comment's insert fail inside the item's transaction.
          createdAt: new Date(Number.NaN),
        },
      ],
    });
    await expect(writer([{ type: 'item', item: bad }])).rejects.toThrow();
    expect(await t.db.select().from(posts).where(eq(posts.title, 'Con comentario roto'))).toEqual(
      [],
    );
    const fixed = {
      ...bad,
      comments: [{ ...(bad.comments[0] as ImportedItem['comments'][number]), createdAt: NOW }],
    };
    const report = await writer([{ type: 'item', item: fixed }]);
    expect(report.created.posts).toBe(1);
    expect(report.created.comments).toBe(1);
  });
});

describe('series and the menu', () => {
  it('creates series with their posts in order, and the menu as a tree', async () => {
    const report = await writer(
      [
        {
          type: 'series',
          series: {
            key: 's1',
            title: 'Pirineo',
            slug: 'pirineo',
            description: 'Tres etapas',
            coverImage: null,
          },
        },
        {
          type: 'menu',
          item: { key: 'm1', label: 'Inicio', url: '/', parentKey: null, icon: null },
        },
        {
          type: 'menu',
          item: {
            key: 'm2',
            label: 'Pirineo',
            url: '/series/pirineo',
            parentKey: 'm1',
            icon: 'map',
          },
        },
        {
          type: 'item',
          item: item({ key: 'p2', title: 'Etapa 2', seriesKey: 's1', sequenceNumber: 2 }),
        },
        {
          type: 'item',
          item: item({ key: 'p1', title: 'Etapa 1', seriesKey: 's1', sequenceNumber: 1 }),
        },
      ],
      'bitacora',
    );
    expect(report.created).toMatchObject({ series: 1, menuItems: 2, posts: 2 });
    const [saga] = await t.db
      .select()
      .from(series)
      .where(and(eq(series.blogId, blog.id), eq(series.slug, 'pirineo')));
    const members = await t.db
      .select({ title: posts.title, n: posts.sequenceNumber })
      .from(posts)
      .where(eq(posts.seriesId, saga?.id ?? -1))
      .orderBy(posts.sequenceNumber);
    expect(members).toEqual([
      { title: 'Etapa 1', n: 1 },
      { title: 'Etapa 2', n: 2 },
    ]);
    const menu = await t.db.select().from(menuItems).where(eq(menuItems.blogId, blog.id));
    const home = menu.find((entry) => entry.label === 'Inicio' && entry.url === '/');
    expect(menu.find((entry) => entry.label === 'Pirineo')).toMatchObject({
      parentId: home?.id,
      icon: 'map',
    });
    // numbered on after what the blog had, 1..n across its menu
    expect(menu.map((entry) => entry.order).sort((a, b) => a - b)).toEqual(
      menu.map((_, n) => n + 1),
    );
    expect(home?.order).toBe(menu.length - 1);
  });
});

describe('the design of a Bitácora export', () => {
  const design = (overrides: Partial<ImportedDesign> = {}): ImportRecord => ({
    type: 'design',
    design: {
      accentColor: '#E07000',
      headingFont: 'lora',
      bodyFont: 'inter',
      customCss: '.brand{letter-spacing:.02em}',
      logo: { url: 'https://viejo.example/logo.png', alt: '', caption: '' },
      favicon: { url: 'https://viejo.example/icono.png', alt: '', caption: '' },
      ...overrides,
    },
  });
  const settingsOf = async (id: number) =>
    (await t.db.select().from(settings).where(eq(settings.blogId, id)))[0];

  it('becomes the blog’s: colour, fonts, custom CSS, and the logo and icon brought into the library', async () => {
    const report = await writer([design()]);
    expect(report.warnings).toEqual([]);
    const row = await settingsOf(blog.id);
    expect(row).toMatchObject({
      accentColor: '#e07000',
      headingFont: 'lora',
      bodyFont: 'inter',
      customCss: '.brand{letter-spacing:.02em}',
    });
    const images = await t.db.select().from(media).where(eq(media.blogId, blog.id));
    const logo = images.find((image) => image.id === row?.logoId);
    const icon = images.find((image) => image.id === row?.faviconId);
    expect(logo?.originalName).toBe('logo.png');
    expect(icon?.originalName).toBe('icono.png');
  });

  it('brings the layout, the cover, the social image and (PRO) the code injection by the settings’ rules', async () => {
    const report = await writer([
      design({
        layout: {
          headerStyle: 'minimal',
          showExcerpt: false,
          footerLinks: [{ label: 'X', url: 'javascript:x' }],
        },
        cover: { url: 'https://viejo.example/portada.png', alt: '', caption: '' },
        socialImage: { url: 'https://viejo.example/social.png', alt: '', caption: '' },
        codeInjectionHead: '<script>window.a=1</script>',
        codeInjectionFoot: '<p>Pie</p>',
        scriptOrigins: ['https://CDN.example.com/'],
      }),
    ]);
    expect(report.warnings).toEqual([]);
    const row = await settingsOf(blog.id);
    expect(row).toMatchObject({
      layout: { headerStyle: 'minimal', showExcerpt: false, showAuthor: true, footerLinks: [] },
      codeInjectionHead: '<script>window.a=1</script>',
      codeInjectionFoot: '<p>Pie</p>',
      scriptOrigins: ['https://cdn.example.com'],
    });
    const images = await t.db.select().from(media).where(eq(media.blogId, blog.id));
    expect(images.find((image) => image.id === row?.coverImageId)?.originalName).toBe(
      'portada.png',
    );
    expect(images.find((image) => image.id === row?.socialImageId)?.originalName).toBe(
      'social.png',
    );
    // Origins that are not https origins leave the whole injection out, with a warning.
    const refused = await writer([
      design({ codeInjectionFoot: '<p>Otro</p>', scriptOrigins: ['http://cdn.example.com'] }),
    ]);
    expect(refused.warnings).toEqual([
      {
        key: null,
        message: IMPORT_MESSAGES.codeInjectionSkipped(
          DESIGN_MESSAGES.scriptOriginInvalid('http://cdn.example.com'),
        ),
      },
    ]);
    expect((await settingsOf(blog.id))?.codeInjectionFoot).toBe('<p>Pie</p>');
  });

  it('keeps what the source left unset or the rules refuse, and custom CSS off a FREE blog', async () => {
    blog = s.demo;
    await t.db
      .update(settings)
      .set({ accentColor: '#0b57d0', headingFont: 'pt-serif' })
      .where(eq(settings.blogId, blog.id));
    const report = await writer([
      design({
        accentColor: 'azul',
        headingFont: null,
        bodyFont: 'comic-sans',
        logo: null,
        favicon: { url: 'https://viejo.example/roto.png', alt: '', caption: '' },
      }),
    ]);
    expect(report.warnings).toEqual([{ key: null, message: IMPORT_MESSAGES.customCssNeedsPro }]);
    expect(report.imagesFailed).toEqual([
      { address: 'https://viejo.example/roto.png', reason: 'El servidor respondió 404' },
    ]);
    expect(await settingsOf(blog.id)).toMatchObject({
      accentColor: '#0b57d0',
      headingFont: 'pt-serif',
      bodyFont: null,
      customCss: null,
      logoId: null,
      faviconId: null,
    });
    blog = s.pro;
    const refused = await writer([design({ customCss: '</style><script>x</script>' })]);
    expect(refused.warnings).toEqual([
      {
        key: null,
        message: IMPORT_MESSAGES.customCssSkipped(DESIGN_MESSAGES.customCssAngleBracket),
      },
    ]);
  });
});

describe('image addresses in imported HTML', () => {
  it('finds sources however they are quoted, and rewrites them dropping the old srcset', () => {
    const html =
      `<p><img src="https://a.example/1.png?x=1&amp;y=2"> <IMG alt=x src='b.jpg' srcset="b-1.jpg 1x">` +
      `<img src=c.webp sizes="100vw"></p>`;
    expect(imageSources(html)).toEqual(['https://a.example/1.png?x=1&y=2', 'b.jpg', 'c.webp']);
    const rewritten = replaceImageSources(
      html,
      new Map([
        ['https://a.example/1.png?x=1&y=2', '/media/x/1.png'],
        ['b.jpg', '/media/x/b.jpg'],
      ]),
    );
    expect(rewritten).toBe(
      `<p><img src="/media/x/1.png"> <IMG alt=x src="/media/x/b.jpg">` +
        `<img src=c.webp sizes="100vw"></p>`,
    );
  });
});
