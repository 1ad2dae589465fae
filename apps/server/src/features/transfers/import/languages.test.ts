import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Blog } from '../../../platform/db/rows.ts';
import { blogs, pages, posts } from '../../../platform/db/schema/index.ts';
import { fixture } from '../../../test/import-records.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { writeBlogExport } from '../export/blog-export.ts';
import { openSource } from './archive/file-source.ts';
import type { ImportFormat, ImportWarning } from './bundle.ts';
import { readImport } from './read-import.ts';
import { IMPORT_MESSAGES, importedGroup } from './write-import.ts';
import { writeImportRun } from './write-run.fixtures.ts';

/** Languages and translation groups through every format that can carry them (issue 37). */
const { t, s } = useTestApp({ reseedEachTest: true });
let blog: Blog;
let adminId: number;
let dir: string;
const NOW = new Date('2026-11-29T10:00:00Z');

beforeEach(async () => {
  blog = s.pro;
  adminId = s.users.pro.id;
  dir = await mkdtemp(join(tmpdir(), 'idiomas-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function importFile(file: string, format: ImportFormat) {
  const warnings: ImportWarning[] = [];
  const report = await writeImportRun(
    t,
    {
      blog,
      userId: adminId,
      source: `${format}:test`,
      now: NOW,
      load: async () => {
        throw new Error('no images here');
      },
    },
    readImport(file, format, { onWarning: (w) => warnings.push(w), now: NOW }),
  );
  return { report, warnings };
}

/** The blog's export, written to a zip in the test's folder; its path. */
async function exportBlog(blogId: number): Promise<string> {
  const zipPath = join(dir, 'export.zip');
  const out = createWriteStream(zipPath);
  await writeBlogExport(t.db, blogId, out, {
    storage: t.deps.mediaStorage,
    publicDomain: 'bitacora.example',
  });
  await finished(out);
  return zipPath;
}

const versionsIn = async (table: typeof posts | typeof pages, blogId = blog.id) =>
  (
    await t.db
      .select({
        title: table.title,
        slug: table.slug,
        language: table.language,
        group: table.translationGroup,
        status: table.status,
      })
      .from(table)
      .where(eq(table.blogId, blogId))
  ).sort((a, b) => a.title.localeCompare(b.title));

describe('languages and translations in imports', () => {
  it('reads Polylang’s language and translation taxonomies from a WordPress export', async () => {
    const { report } = await importFile(fixture('wordpress-polylang.xml'), 'wordpress');
    const rows = await versionsIn(posts);
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    const gazpacho = byTitle.get('Gazpacho andaluz');
    const english = byTitle.get('Andalusian gazpacho');
    expect(gazpacho?.language).toBe('es');
    expect(english?.language).toBe('en');
    expect(gazpacho?.group).not.toBeNull();
    expect(english?.group).toBe(gazpacho?.group);
    // a version in a language the blogs do not offer comes in the main one, apart from the group
    // that already has a Spanish version, and the report says both
    const german = byTitle.get('Andalusischer Gazpacho');
    expect(german).toMatchObject({ language: 'es', group: null, status: 'PUBLISHED' });
    expect(report.warnings.map((w) => w.message)).toEqual(
      expect.arrayContaining([
        IMPORT_MESSAGES.languageNotOffered('Andalusischer Gazpacho', 'de'),
        IMPORT_MESSAGES.translationTaken('Andalusischer Gazpacho', 'es'),
      ]),
    );
    // an item without translations stays out of any group
    expect(byTitle.get('Tortilla de patatas')).toMatchObject({ language: 'es', group: null });
    // the pages' versions share their slug, each in its language
    const pageRows = await versionsIn(pages);
    expect(pageRows.map((p) => [p.title, p.slug, p.language])).toEqual([
      ['About me', 'sobre-mi', 'en'],
      ['Sobre mí', 'sobre-mi', 'es'],
    ]);
    expect(pageRows[0]?.group).not.toBeNull();
    expect(pageRows[0]?.group).toBe(pageRows[1]?.group);
    expect(pageRows[0]?.group).not.toBe(gazpacho?.group);
    expect(report.renamed).toEqual([]);
  });

  it('reads WPML’s import meta, its codes with a region included', async () => {
    await importFile(fixture('wordpress-wpml.xml'), 'wordpress');
    const rows = await versionsIn(posts);
    expect(rows.map((row) => [row.title, row.language])).toEqual([
      ['Lisboa em três dias', 'pt'],
      ['Lisboa en tres días', 'es'],
      ['Lisbonne en trois jours', 'fr'],
    ]);
    expect(new Set(rows.map((row) => row.group)).size).toBe(1);
    expect(rows[0]?.group).toBe(importedGroup(blog.id, 'wordpress:test', 'post:wpml:1001'));
    const pageRows = await versionsIn(pages);
    expect(pageRows.map((row) => [row.title, row.slug, row.language])).toEqual([
      ['Contact', 'contacto', 'en'],
      ['Contacto', 'contacto', 'es'],
    ]);
    expect(pageRows[0]?.group).toBe(pageRows[1]?.group);
    expect(pageRows[0]?.group).not.toBe(rows[0]?.group);
  });

  it('joins Hugo’s translations by file name and by translationKey', async () => {
    const site = join(dir, 'hugo');
    await mkdir(join(site, 'content/posts/oporto'), { recursive: true });
    await writeFile(
      join(site, 'content/posts/faro.md'),
      '---\ntitle: "El faro"\ndate: 2026-09-01\n---\nLuz en la costa.\n',
    );
    await writeFile(
      join(site, 'content/posts/faro.en.md'),
      '---\ntitle: "The lighthouse"\ndate: 2026-09-01\n---\nLight on the coast.\n',
    );
    await writeFile(
      join(site, 'content/posts/oporto/index.md'),
      '---\ntitle: "Oporto"\ndate: 2026-09-02\ntranslationKey: "oporto"\n---\nRibeira.\n',
    );
    await writeFile(
      join(site, 'content/posts/porto.md'),
      '---\ntitle: "Porto"\nlang: "pt"\ndate: 2026-09-02\ntranslationKey: "oporto"\n---\nRibeira.\n',
    );
    await importFile(site, 'markdown');
    const rows = await versionsIn(posts);
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get('El faro')).toMatchObject({ language: 'es', slug: 'faro' });
    expect(byTitle.get('The lighthouse')).toMatchObject({ language: 'en', slug: 'faro' });
    expect(byTitle.get('El faro')?.group).not.toBeNull();
    expect(byTitle.get('The lighthouse')?.group).toBe(byTitle.get('El faro')?.group);
    expect(byTitle.get('Porto')?.language).toBe('pt');
    expect(byTitle.get('Porto')?.group).toBe(byTitle.get('Oporto')?.group);
    expect(byTitle.get('Porto')?.group).not.toBe(byTitle.get('El faro')?.group);
  });

  it('carries a blog’s versions through its own export and WordPress’s, into new groups', async () => {
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    const [sevilla] = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.blogId, demo!.id), eq(posts.slug, 'sevilla-en-otono')));
    const group = '5b0c8f4e-2d1a-4c3b-9e8f-7a6b5c4d3e2f';
    await t.db.update(posts).set({ translationGroup: group }).where(eq(posts.id, sevilla!.id));
    await t.db.insert(posts).values({
      blogId: demo!.id,
      authorId: sevilla!.authorId,
      title: 'Seville in autumn',
      slug: 'sevilla-en-otono',
      content: '<p>Orange trees and long evenings.</p>',
      status: 'PUBLISHED',
      publishedAt: new Date('2026-10-02T10:00:00Z'),
      language: 'en',
      translationGroup: group,
    });
    const zipPath = await exportBlog(demo!.id);
    const zip = await openSource(zipPath);
    const wxrPath = join(dir, 'wordpress.xml');
    let markdown: string;
    try {
      await writeFile(wxrPath, await zip.readBytes('wordpress.xml'));
      const names = zip.files.filter((name) => name.startsWith('posts/'));
      const english = await Promise.all(names.map((name) => zip.readText(name)));
      markdown = english.find((text) => text.includes('Seville in autumn')) ?? '';
    } finally {
      zip.close();
    }
    // the Markdown copy names its language and group as Hugo and Eleventy read them
    expect(markdown).toContain('lang: "en"');
    expect(markdown).toContain(`translationKey: "${group}"`);
    // WordPress's file carries both plugins' forms, and the English version's own address
    const wxr = await readFile(wxrPath, 'utf8');
    expect(wxr).toContain(
      '<category domain="language" nicename="en"><![CDATA[English]]></category>',
    );
    expect(wxr).toContain(`<category domain="post_translations" nicename="pll_${group}">`);
    expect(wxr).toContain('<wp:meta_key><![CDATA[_wpml_import_translation_group]]></wp:meta_key>');
    expect(wxr).toContain('<link>https://demo.bitacora.example/en/blog/sevilla-en-otono</link>');

    for (const [file, format] of [
      [zipPath, 'bitacora'],
      [wxrPath, 'wordpress'],
    ] as const) {
      await t.db.delete(posts).where(eq(posts.blogId, blog.id));
      await importFile(file, format);
      const copies = (await versionsIn(posts)).filter((row) => row.slug === 'sevilla-en-otono');
      expect(
        copies.map((row) => [row.title, row.language]),
        format,
      ).toEqual([
        [sevilla!.title, 'es'],
        ['Seville in autumn', 'en'],
      ]);
      expect(copies[0]?.group, format).not.toBeNull();
      expect(copies[0]?.group, format).toBe(copies[1]?.group);
      // a group of this blog's own, never the old blog's uuid
      expect(copies[0]?.group, format).not.toBe(group);
    }
  });

  it('exports a blog in one language as before: no language marks at all', async () => {
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    const zipPath = await exportBlog(demo!.id);
    const zip = await openSource(zipPath);
    try {
      const wxr = (await zip.readBytes('wordpress.xml')).toString();
      expect(wxr).not.toContain('domain="language"');
      expect(wxr).not.toContain('_wpml_import');
      for (const name of zip.files.filter((n) => /^(posts|pages)\//.test(n))) {
        expect(await zip.readText(name)).not.toMatch(/^(lang|translationKey):/m);
      }
    } finally {
      zip.close();
    }
  });
});
