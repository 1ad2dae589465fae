import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture, readAll } from '../../../../test/import-records.ts';
import { makeZip } from '../../../../test/make-zip.ts';
import { openSource } from '../archive/file-source.ts';
import { readMarkdown } from './markdown.ts';

const dir = fixture('markdown');
const zipPath = join(tmpdir(), `markdown-${process.pid}.zip`);
afterAll(() => rm(zipPath, { force: true }));
const now = new Date('2025-01-01T00:00:00Z');

describe('readMarkdown, a folder with Jekyll and Hugo files', async () => {
  const read = await readAll(readMarkdown, dir, { now });

  it('reads every Markdown file but section lists and the readme', () => {
    expect(read.items.map((i) => [i.key, i.kind, i.status])).toEqual([
      ['_drafts/ideas.md', 'post', 'draft'],
      ['_pages/sobre-mi.md', 'page', 'published'],
      ['_posts/2023-04-01-hola-mundo.md', 'post', 'published'],
      ['_posts/2023-05-02-sin-publicar.markdown', 'post', 'draft'],
      ['content/posts/miembros.md', 'post', 'draft'],
      ['content/posts/notas-de-hugo.md', 'post', 'draft'],
      ['content/posts/proximo.md', 'post', 'scheduled'],
      ['content/posts/solo-familia.md', 'post', 'draft'],
      ['content/posts/viaje-a-oporto/index.md', 'post', 'published'],
    ]);
    expect(read.unannounced).toEqual([]);
  });

  it('imports what its front matter keeps private or for members as a draft, saying so', () => {
    expect(read.item('content/posts/solo-familia.md').publishedAt).toBeNull();
    expect(read.warnings).toContainEqual({
      key: 'content/posts/solo-familia.md',
      message:
        'content/posts/solo-familia.md es privado según su cabecera; se importa como borrador.',
    });
    expect(read.warnings.map((w) => w.key)).toContain('content/posts/miembros.md');
  });

  it('reads a Jekyll post: YAML front matter, date prefix dropped from the slug, images in the archive', () => {
    const post = read.item('_posts/2023-04-01-hola-mundo.md');
    expect(post).toMatchObject({
      title: '¡Hola, mundo!',
      slug: 'hola-mundo',
      publishedAt: new Date('2023-04-01T08:00:00Z'),
      categoryKeys: ['viajes', 'portugal'],
      tagKeys: ['lisboa', 'tranvías'],
      authorKey: 'author:Marta Ruiz',
      excerpt: 'Primer artículo del blog.',
      metaDescription: 'Primer artículo del blog.',
      featuredImage: { url: 'archive:assets/img/portada.png', alt: '', caption: '' },
    });
    expect(post.html).toContain('<p>Texto con <strong>negrita</strong> y una imagen:</p>');
    expect(post.html).toContain('<img src="archive:assets/img/tranvia.png" alt="Un tranvía">');
    expect(post.html).toContain('<div class="nota">HTML tal cual</div>');
    expect(post.html).toContain('<img src="https://example.com/remota.jpg" alt="Remota">');
    expect(post.html).toContain('<img src="imagenes/no-existe.png" alt="Perdida">');
    expect(read.warnings).toContainEqual({
      key: '_posts/2023-04-01-hola-mundo.md',
      message: expect.stringContaining('imagenes/no-existe.png'),
    });
    expect(read.authors).toEqual([
      { key: 'author:Marta Ruiz', name: 'Marta Ruiz', email: null, login: null },
    ]);
  });

  it('takes the title from a leading heading and the date from a Jekyll file name', () => {
    const post = read.item('_posts/2023-05-02-sin-publicar.markdown');
    expect(post.title).toBe('Bacalao a la Brás');
    expect(post.html).toBe('<p>Con patatas paja.</p>');
    expect(post.createdAt).toEqual(new Date('2023-05-02T00:00:00Z'));
    expect(post.publishedAt).toBeNull();
    expect(post.categoryKeys).toEqual(['Cocina portuguesa']);
    expect(read.categories.find((c) => c.key === 'Cocina portuguesa')?.slug).toBe(
      'cocina-portuguesa',
    );
    expect(read.item('_drafts/ideas.md').title).toBe('ideas');
  });

  it('reads a Hugo page bundle: TOML front matter, cover, images beside it', () => {
    const post = read.item('content/posts/viaje-a-oporto/index.md');
    expect(post).toMatchObject({
      title: 'Viaje a Oporto',
      slug: 'oporto-en-invierno',
      publishedAt: new Date('2024-02-10T08:00:00Z'),
      updatedAt: new Date('2024-02-12T08:00:00Z'),
      categoryKeys: ['viajes'],
      tagKeys: ['oporto', 'lisboa'],
      excerpt: 'Tres días junto al Duero.',
      featuredImage: {
        url: 'archive:content/posts/viaje-a-oporto/portada.jpg',
        alt: 'El Duero',
        caption: 'Desde la Ribeira',
      },
    });
    expect(post.html).toBe(
      '<p><img src="archive:content/posts/viaje-a-oporto/puente.jpg" alt="Puente de Don Luis" title="Don Luis I"></p>',
    );
  });

  it('finds a site-absolute image under Hugo’s static folder', () => {
    expect(read.item('content/posts/notas-de-hugo.md').html).toBe(
      '<img src="archive:static/images/logo.png" alt="Logo">',
    );
    expect(read.item('content/posts/proximo.md').publishedAt).toEqual(
      new Date('2030-06-01T08:00:00Z'),
    );
    expect(read.item('content/posts/proximo.md').slug).toBe('proximo');
  });

  it('reads the same site from a zip of its folder', async () => {
    const source = await openSource(dir);
    const files = await Promise.all(
      source.files.map(async (name) => ({
        name: `mi-sitio/${name}`,
        data: await readFile(join(dir, name)),
      })),
    );
    await writeFile(zipPath, makeZip(files));
    const fromZip = await readAll(readMarkdown, zipPath, { now });
    expect(fromZip.items).toEqual(read.items);
  });
});
