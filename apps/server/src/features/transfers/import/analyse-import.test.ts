import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../../../platform/db/rows.ts';
import {
  blogs,
  categories,
  importMappings,
  posts,
  users,
} from '../../../platform/db/schema/index.ts';
import type { TestApp } from '../../../test/test-db.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { analyseImport } from './analyse-import.ts';
import { type ImportedItem, type ImportRecord, importedItem } from './bundle.ts';

let t: TestApp;
let blog: Blog;

useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeAll(async () => {
  const [pro] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'pro@example.com'));
  if (!pro || !admin) throw new Error('demo data missing');
  blog = pro;
  await t.db
    .insert(categories)
    .values({ blogId: pro.id, name: 'Viajes', slug: 'viajes' })
    .onConflictDoNothing();
  await t.db.insert(posts).values({
    blogId: pro.id,
    authorId: admin.id,
    title: 'Hola',
    slug: 'hola',
    content: '<p>Ya estaba</p>',
  });
  await t.db
    .insert(importMappings)
    .values({ blogId: pro.id, source: 'wordpress:x', kind: 'post', sourceKey: '7', targetId: 1 });
});

function item(key: string, overrides: Partial<ImportedItem> = {}): ImportedItem {
  return importedItem({
    kind: 'post',
    key,
    title: `Entrada ${key}`,
    html: '<p>Hola</p>',
    status: 'published',
    ...overrides,
  });
}

async function* stream(records: ImportRecord[]) {
  yield* records;
}

describe('the preview of an import', () => {
  it('counts what would be created, and finds taken slugs and items already imported', async () => {
    const preview = await analyseImport(
      t.db,
      blog,
      'wordpress:x',
      stream([
        {
          type: 'author',
          author: { key: 'a', name: 'Paula', email: 'PRO@example.com', login: null },
        },
        {
          type: 'author',
          author: { key: 'b', name: 'Nueva', email: 'nueva@example.com', login: null },
        },
        { type: 'author', author: { key: 'c', name: 'Sin', email: null, login: null } },
        {
          type: 'category',
          term: { key: '1', name: 'Viajes', slug: 'viajes', description: '', parentKey: null },
        },
        {
          type: 'category',
          term: { key: '2', name: 'Cocina', slug: 'cocina', description: '', parentKey: null },
        },
        {
          type: 'tag',
          term: { key: '3', name: 'Sol', slug: 'sol', description: '', parentKey: null },
        },
        {
          type: 'item',
          item: item('1', { slug: 'hola', html: '<img src="https://a.example/1.png">' }),
        },
        { type: 'item', item: item('2', { slug: 'hola', status: 'draft' }) },
        { type: 'item', item: item('7') },
        {
          type: 'item',
          item: item('8', {
            kind: 'page',
            status: 'scheduled',
            featuredImage: { url: '__GHOST_URL__/content/images/a.jpg', alt: '', caption: '' },
          }),
        },
      ]),
      [{ key: '9', message: 'Un pingback no se importa' }],
    );
    expect(preview).toMatchObject({
      posts: 2,
      pages: 1,
      drafts: 1,
      scheduled: 1,
      tags: 1,
      images: 2,
      categories: { new: 1, existing: 1 },
      authors: { members: 1, toInvite: 1, withoutEmail: 1 },
      alreadyImported: 1,
      needsSiteUrl: true,
      slugsTakenTotal: 2,
      warningsTotal: 1,
    });
    expect(preview.slugsTaken).toEqual([
      { title: 'Entrada 1', slug: 'hola', to: 'hola-2' },
      { title: 'Entrada 2', slug: 'hola', to: 'hola-3' },
    ]);
  });

  it('needs the old site’s address only for Ghost images the uploaded zip does not hold', async () => {
    const ghostImages = (...paths: string[]) =>
      stream([
        {
          type: 'item',
          item: item('g1', {
            html: paths.map((path) => `<img src="__GHOST_URL__/${path}">`).join(''),
          }),
        },
      ]);
    const held = new Set(['content/images/a.jpg']);
    const inZip = (path: string) => held.has(path);
    const all = await analyseImport(
      t.db,
      blog,
      'ghost',
      ghostImages('content/images/a.jpg'),
      [],
      inZip,
    );
    expect(all).toMatchObject({ images: 1, needsSiteUrl: false });
    const some = await analyseImport(
      t.db,
      blog,
      'ghost',
      ghostImages('content/images/a.jpg', 'content/images/b.jpg'),
      [],
      inZip,
    );
    expect(some).toMatchObject({ images: 2, needsSiteUrl: true });
  });
});
