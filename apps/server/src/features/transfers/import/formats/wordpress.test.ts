import { describe, expect, it } from 'vitest';
import { fixture, readAll } from '../../../../test/import-records.ts';
import { ImportError } from '../import-error.ts';
import { readWordPress } from './wordpress.ts';

describe('readWordPress, a WordPress 6 export', async () => {
  const read = await readAll(readWordPress, fixture('wordpress-6.xml'));

  it('yields the authors, then categories parents first, then tags, before any item', () => {
    expect(read.authors).toEqual([
      { key: 'ana', name: 'Ana García', email: 'ana.garcia@example.com', login: 'ana' },
      { key: 'luis', name: 'Luis Pérez', email: 'luis@example.com', login: 'luis' },
    ]);
    expect(read.categories.slice(0, 3)).toEqual([
      {
        key: 'viajes',
        name: 'Viajes',
        slug: 'viajes',
        description: 'Rutas a pie y en coche',
        parentKey: null,
      },
      { key: 'asturias', name: 'Asturias', slug: 'asturias', description: '', parentKey: 'viajes' },
      { key: 'cocina', name: 'Cocina', slug: 'cocina', description: '', parentKey: null },
    ]);
    expect(read.tags.map((t) => t.key)).toEqual(['montana', 'legumbres', 'asturias-en-la-mesa']);
    expect(read.records.findIndex((r) => r.type === 'item')).toBe(7);
    expect(read.unannounced).toEqual([]);
  });

  it('yields posts and pages only, in the file order', () => {
    expect(read.items.map((i) => [i.key, i.kind, i.status])).toEqual([
      ['10', 'post', 'published'],
      ['11', 'post', 'published'],
      ['12', 'page', 'published'],
      ['13', 'post', 'draft'],
      ['14', 'post', 'scheduled'],
      ['15', 'post', 'draft'],
      ['16', 'post', 'draft'],
      ['17', 'post', 'draft'],
    ]);
  });

  it('reads a block-editor post: delimiters gone, no wpautop, galleries made of the library’s images', () => {
    const post = read.item('10');
    expect(post.title).toBe('Ruta por los Picos de Europa');
    expect(post.slug).toBe('ruta-por-los-picos-de-europa');
    expect(post.html).not.toContain('<!--');
    expect(post.html).not.toContain('[gallery');
    expect(post.html).toContain('<p>Salimos de <strong>Poncebos</strong> muy temprano.</p>');
    expect(post.html).toContain('<h3 class="wp-block-heading">El desfiladero</h3>');
    expect(post.html).not.toMatch(/<p>\s*<figure/);
    expect(post.excerpt).toBe('Doce kilómetros entre paredes de caliza.');
    expect(post.publishedAt).toEqual(new Date('2023-06-10T08:00:00Z'));
    expect(post.updatedAt).toEqual(new Date('2023-06-12T10:00:00Z'));
    expect(post.authorKey).toBe('ana');
    expect(post.categoryKeys).toEqual(['asturias']);
    expect(post.tagKeys).toEqual(['montana']);
    expect(post.oldAddresses).toEqual([
      'https://cuaderno.example.com/2023/06/ruta-por-los-picos-de-europa/',
    ]);
    // `[gallery ids="20,21"]`: the attachments it names, in its order
    expect(post.html).toContain(
      '<figure data-gallery="grid"><img src="https://cuaderno.example.com/wp-content/uploads/2023/06/cares.jpg" alt="La ruta del Cares"><img src="https://cuaderno.example.com/wp-content/uploads/2019/05/fabada.jpg" alt="Fabada en la cazuela"></figure>',
    );
    // the gallery block: its images and its own caption, not its images' captions
    expect(post.html).toContain(
      '<figure data-gallery="grid"><img src="https://cuaderno.example.com/wp-content/uploads/2023/06/puente-poncebos-1024x683.jpg" alt="El puente de Poncebos"><img src="https://cuaderno.example.com/wp-content/uploads/2023/06/cares.jpg" alt="La ruta del Cares"><figcaption>Del puente al desfiladero</figcaption></figure>',
    );
    expect(post.html).not.toContain('wp-block-gallery');
    expect(read.warnings.filter((w) => w.key === '10').map((w) => w.message)).not.toContainEqual(
      expect.stringContaining('galería'),
    );
  });

  it('finds the featured image in an attachment that comes after the post', () => {
    expect(read.item('10').featuredImage).toEqual({
      url: 'https://cuaderno.example.com/wp-content/uploads/2023/06/cares.jpg',
      alt: 'La ruta del Cares',
      caption: 'El desfiladero del Cares al amanecer',
    });
  });

  it('fills Yoast templates with the title and keeps the description', () => {
    const post = read.item('10');
    expect(post.metaTitle).toBe('Ruta por los Picos de Europa');
    expect(post.metaDescription).toBe('La ruta del Cares paso a paso.');
  });

  it('keeps comments with their thread and status, and leaves pingbacks out with a warning', () => {
    const comments = read.item('10').comments;
    expect(comments.map((c) => [c.key, c.parentKey, c.status])).toEqual([
      ['101', null, 'approved'],
      ['102', '101', 'approved'],
      ['103', null, 'spam'],
      // it answered the pingback, which is not imported
      ['105', null, 'pending'],
      ['106', '102', 'approved'],
    ]);
    expect(comments[0]).toEqual({
      key: '101',
      parentKey: null,
      authorName: 'Marta',
      authorEmail: 'marta@example.org',
      authorUrl: 'https://marta.example.org',
      content: '¡Qué envidia! ¿Cuántas horas os llevó?',
      status: 'approved',
      createdAt: new Date('2023-06-11T07:15:00Z'),
    });
    expect(comments[3]?.authorEmail).toBeNull();
    expect(read.warnings).toContainEqual({
      key: '104',
      message: expect.stringContaining('pingback'),
    });
  });

  it('reads a classic-editor post: paragraphs made, shortcodes expanded, slug decoded', () => {
    const post = read.item('11');
    expect(post.slug).toBe('pañuelos-y-fabada');
    expect(post.html).toBe(
      [
        '<p>La fabada se hace con <em>fabes</em> de la granja.<br />',
        'Se dejan en remojo la noche anterior.</p>',
        '<figure><img class="size-medium wp-image-21" src="https://cuaderno.example.com/wp-content/uploads/2019/05/fabada.jpg" alt="Fabada en la cazuela" width="300" height="200" /><figcaption>La fabada recién hecha</figcaption></figure>',
        '<p>Mirad el vídeo:</p>',
        '<p><a href="https://vimeo.com/123456">https://vimeo.com/123456</a></p>',
        '<p>Guárdala en tus favoritas y cuéntame [sic] qué tal.</p>',
        '<ul>',
        '<li>Fabes</li>',
        '<li>Compango</li>',
        '</ul>',
      ].join('\n'),
    );
    expect(post.authorKey).toBe('luis');
    expect(post.categoryKeys).toEqual(['cocina']);
    expect(post.tagKeys).toEqual(['legumbres', 'asturias-en-la-mesa']);
    expect(post.featuredImage).toBeNull();
    expect(post.metaTitle).toBe('');
  });

  it('reads a draft without a publication date, and a category only its item names', () => {
    const draft = read.item('13');
    expect(draft.publishedAt).toBeNull();
    expect(draft.createdAt).toEqual(new Date('2024-01-20T18:00:00Z'));
    expect(draft.slug).toBeNull();
    expect(draft.categoryKeys).toEqual(['uncategorized']);
    expect(read.categories.find((c) => c.key === 'uncategorized')?.name).toBe('Sin categoría');
  });

  it('keeps a scheduled post’s moment and imports a private one as a draft with a warning', () => {
    expect(read.item('14').publishedAt).toEqual(new Date('2030-03-01T08:00:00Z'));
    expect(read.item('15').publishedAt).toBeNull();
    expect(read.warnings).toContainEqual({
      key: '15',
      message: expect.stringContaining('privado'),
    });
  });

  it('imports a password-protected post and one pending review as drafts, saying so', () => {
    const locked = read.item('16');
    expect(locked.slug).toBe('fotos-para-la-familia');
    expect(locked.status).toBe('draft');
    expect(locked.publishedAt).toBeNull();
    expect(read.warnings).toContainEqual({
      key: '16',
      message:
        '«Fotos para la familia» tenía contraseña en WordPress; se importa como borrador, sin ella.',
    });
    expect(read.item('17').status).toBe('draft');
    expect(read.warnings).toContainEqual({
      key: '17',
      message: expect.stringContaining('pendiente de revisión'),
    });
  });
});

describe('readWordPress, a WordPress 4 export of posts only', async () => {
  const read = await readAll(readWordPress, fixture('wordpress-4.xml'));

  it('yields the terms its items name, as they come', () => {
    expect(read.categories).toEqual([
      {
        key: 'naturaleza',
        name: 'Naturaleza',
        slug: 'naturaleza',
        description: '',
        parentKey: null,
      },
    ]);
    expect(read.tags.map((t) => t.key)).toEqual(['aves']);
    expect(read.authors).toEqual([{ key: 'admin', name: 'admin', email: null, login: 'admin' }]);
    expect(read.unannounced).toEqual([]);
  });

  it('makes paragraphs around an old-style caption, leaving <pre> alone', () => {
    const post = read.item('7');
    expect(post.html).toBe(
      [
        '<p>Primera línea del párrafo<br />',
        'y segunda línea.</p>',
        '<figure><a href="http://notas.example.com/wp-content/uploads/2018/04/flamenco.jpg"><img src="http://notas.example.com/wp-content/uploads/2018/04/flamenco-200x150.jpg" alt="" width="200" height="150" /></a><figcaption>Un flamenco</figcaption></figure>',
        '<pre>código\n  con sangría\n\ny línea en blanco</pre>',
        '<blockquote><p>Una cita.</p></blockquote>',
      ].join('\n'),
    );
    expect(post.featuredImage?.url).toBe(
      'http://notas.example.com/wp-content/uploads/2018/04/flamenco.jpg',
    );
    expect(post.updatedAt).toBeNull();
    expect(post.comments.map((c) => [c.key, c.status])).toEqual([
      ['3', 'approved'],
      ['4', 'trash'],
    ]);
  });

  it('warns of a password it drops and of a post type it does not import', () => {
    expect(read.items.map((i) => i.key)).toEqual(['7', '8']);
    expect(read.warnings).toContainEqual({
      key: '8',
      message: expect.stringContaining('contraseña'),
    });
    expect(read.warnings).toContainEqual({ key: '9', message: expect.stringContaining('product') });
  });
});

describe('readWordPress refuses', () => {
  const failure = async (name: string) => {
    try {
      await readAll(readWordPress, fixture(name));
    } catch (error) {
      return error;
    }
    throw new Error('expected a failure');
  };

  it('malformed XML, saying so in Spanish', async () => {
    const error = await failure('malformed.xml');
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({
      code: 'xml-invalido',
      message: expect.stringMatching(/mal formado \(línea \d+\)/),
    });
  });

  it('entity declarations (billion laughs) without expanding them', async () => {
    expect(await failure('billion-laughs.xml')).toMatchObject({ code: 'xml-dtd-prohibido' });
  });

  it('an external entity (XXE) without reading it', async () => {
    const error = await failure('xxe.xml');
    expect(error).toMatchObject({ code: 'xml-dtd-prohibido' });
    expect(String((error as Error).message)).not.toContain('root:');
  });
});
