import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_FIELD_MAX_BYTES, PAYWALL_MARKER } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { fixture, readAll } from '../../../../test/import-records.ts';
import { sanitizeRichText } from '../../../content/index.ts';
import { readGhost } from './ghost.ts';

describe('readGhost, a Ghost 5 export with HTML', async () => {
  const read = await readAll(readGhost, fixture('ghost-5.json'));

  it('yields users as authors and public tags, never the internal ones, before any item', () => {
    expect(read.authors).toEqual([
      { key: '1', name: 'Ana García', email: 'ana@example.com', login: 'ana' },
      { key: '2', name: 'Luis Pérez', email: 'luis@example.com', login: 'luis' },
    ]);
    expect(read.tags).toEqual([
      {
        key: 't-costa',
        name: 'Costa',
        slug: 'costa',
        description: 'Playas y acantilados',
        parentKey: null,
      },
      { key: 't-faros', name: 'Faros', slug: 'faros', description: '', parentKey: null },
    ]);
    expect(read.unannounced).toEqual([]);
  });

  it('makes a post’s first public tag its category', () => {
    const post = read.item('6650a1');
    expect(post.categoryKeys).toEqual(['tag:t-costa']);
    expect(post.tagKeys).toEqual(['t-costa', 't-faros']);
    expect(read.categories).toEqual([
      {
        key: 'tag:t-costa',
        name: 'Costa',
        slug: 'costa',
        description: 'Playas y acantilados',
        parentKey: null,
      },
      { key: 'tag:t-faros', name: 'Faros', slug: 'faros', description: '', parentKey: null },
    ]);
  });

  it('reads a post: its HTML first, the primary author, featured image and meta from posts_meta', () => {
    expect(read.item('6650a1')).toEqual({
      kind: 'post',
      key: '6650a1',
      title: 'Faros del Cantábrico',
      slug: 'faros-del-cantabrico',
      html: '<p>El faro de <strong>Cabo Mayor</strong>.</p><figure class="kg-card kg-image-card"><img src="__GHOST_URL__/content/images/2024/05/faro.jpg" alt="Faro"></figure>',
      excerpt: 'Una ruta de faros.',
      status: 'published',
      visibility: 'public',
      publishedAt: new Date('2024-05-20T08:00:00Z'),
      createdAt: new Date('2024-05-18T08:00:00Z'),
      updatedAt: new Date('2024-05-21T08:00:00Z'),
      authorKey: '1',
      categoryKeys: ['tag:t-costa'],
      tagKeys: ['t-costa', 't-faros'],
      featuredImage: {
        url: '__GHOST_URL__/content/images/2024/05/portada.jpg',
        alt: 'Faro al atardecer',
        caption: '<span>Foto de <a href="https://example.com">Ana</a></span>',
      },
      metaTitle: 'Faros | Costa',
      metaDescription: 'Los faros de Cantabria.',
      comments: [],
      oldAddresses: ['/faros-del-cantabrico/'],
    });
  });

  it('maps statuses, pages and what only members or email had', () => {
    // A paid post keeps its status and its gate: the writer decides whether the blog keeps it.
    expect(read.items.map((i) => [i.key, i.kind, i.status, i.visibility])).toEqual([
      ['6650a1', 'post', 'published', 'public'],
      ['6650a2', 'post', 'published', 'paid'],
      ['6650a3', 'post', 'draft', 'public'],
      ['6650a4', 'post', 'scheduled', 'public'],
      ['6650a5', 'page', 'published', 'public'],
      ['6650a6', 'post', 'draft', 'public'],
    ]);
    expect(read.item('6650a3').publishedAt).toBeNull();
    expect(read.item('6650a1').oldAddresses).toEqual(['/faros-del-cantabrico/']);
    expect(read.item('6650a4').publishedAt).toEqual(new Date('2030-10-01T07:00:00Z'));
    expect(read.item('6650a5').categoryKeys).toEqual([]);
    expect(read.warnings.map((w) => w.key)).toEqual(['6650a6']);
    expect(read.item('6650a2').publishedAt).toEqual(new Date('2024-05-22T08:00:00Z'));
    expect(read.warnings[0]?.message).toContain('se importa como borrador');
  });
});

describe('readGhost, a tier-only post', async () => {
  const read = await readAll(readGhost, fixture('ghost-members.json'));

  it("names the paid tiers it was for, never Ghost's free one, and only on tier posts", () => {
    const bySlug = (slug: string) => read.items.find((i) => i.slug === slug);
    expect(bySlug('solo-mecenas')).toMatchObject({
      visibility: 'paid',
      visibilityTierNames: ['Mecenas'],
    });
    expect(bySlug('dossier-de-pago')?.visibilityTierNames).toBeUndefined();
    expect(bySlug('carta-a-los-socios')?.visibilityTierNames).toBeUndefined();
  });
});

describe('readGhost, a Ghost 6 export in Lexical and Mobiledoc', async () => {
  const read = await readAll(readGhost, fixture('ghost-6.json'));

  it('reads the comments it holds with their thread and who wrote them, leaving deleted ones out', () => {
    expect(
      read.item('68a001').comments.map((c) => [c.key, c.parentKey, c.authorName, c.status]),
    ).toEqual([
      ['68c001', null, 'Itziar', 'approved'],
      ['68c002', '68c001', 'Jon', 'approved'],
      ['68c003', '68c002', 'Jon', 'trash'],
    ]);
    expect(read.item('68a001').comments[0]).toMatchObject({
      authorEmail: 'itziar@example.org',
      content: '<p>¡Qué bonita Zarautz!</p>',
      createdAt: new Date('2025-02-12T10:00:00.000Z'),
    });
    expect(read.item('68a002').comments).toEqual([]);
  });

  it('renders Lexical nodes and cards to HTML', () => {
    expect(read.item('68a001').html.split('\n')).toEqual([
      '<h2>Costa <strong>vasca</strong></h2>',
      '<p>Texto <em>cursiva</em> <u>subrayado</u> <s>tachado</s> <code>código</code> <em><strong>todo</strong></em><br>y &lt;menor&gt;<a href="https://example.com/?a=1&amp;b=2">un enlace</a></p>',
      '<blockquote>Una cita</blockquote>',
      '<ol><li>uno</li><li>dos</li></ol>',
      '<hr>',
      '<figure><img src="__GHOST_URL__/content/images/2025/02/playa.jpg" alt="La playa"><figcaption>Playa de <em>Zarautz</em></figcaption></figure>',
      '<pre><code class="language-js">if (a &lt; b) return;</code></pre>',
      '<div class="mapa">Mapa</div>',
      '<p><strong>negrita</strong> y <a href="https://example.org">enlace</a></p>',
      '<p><a href="https://example.com/articulo">Un artículo</a></p>',
      '<p><a href="https://www.youtube.com/watch?v=abc">Vídeo de la costa</a></p>',
      '<blockquote><p>💡</p><p dir="ltr"><span style="white-space: pre-wrap;">Ojo con la marea</span></p></blockquote>',
    ]);
    expect(read.warnings).toEqual([
      { key: '68a001', message: '«Costa vasca»: Una tarjeta «product» de Ghost no se importa.' },
    ]);
  });

  it('renders a Mobiledoc-only post', () => {
    expect(read.item('68a002').html.split('\n')).toEqual([
      '<p>Texto con <a href="https://example.com">enlace</a> y <strong>negrita</strong><br>otra línea</p>',
      '<figure><img src="__GHOST_URL__/content/images/2021/03/monte.jpg" alt="Monte"><figcaption>Monte Igueldo</figcaption></figure>',
      '<h2>Título</h2>',
      '<ul><li>uno</li><li>dos</li></ul>',
      '<ul>',
      '<li>a</li>',
      '<li>b</li>',
      '</ul>',
      '<hr>',
      '<pre><code class="language-py">x &lt; 1</code></pre>',
    ]);
    expect(read.item('68a002').categoryKeys).toEqual(['tag:tg1']);
  });

  it('keeps an author without email, and reads an old `page: true` page', () => {
    expect(read.authors.find((a) => a.key === 'u2')).toEqual({
      key: 'u2',
      name: 'Invitado',
      email: null,
      login: 'invitado',
    });
    expect(read.item('68a002').authorKey).toBe('u2');
    expect(read.item('68a003').kind).toBe('page');
    expect(read.item('68a003').authorKey).toBeNull();
  });
});

describe('readGhost refuses', () => {
  it('JSON nested deeper than any export, before building it', async () => {
    const path = join(tmpdir(), `ghost-deep-${process.pid}.json`);
    await writeFile(
      path,
      `{"db":[{"data":{"posts":[{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}]}}]}`,
    );
    try {
      await expect(readAll(readGhost, path)).rejects.toMatchObject({ code: 'json-invalido' });
    } finally {
      await rm(path, { force: true });
    }
  });

  it('a JSON file cut short', async () => {
    const path = join(tmpdir(), `ghost-cut-${process.pid}.json`);
    const full = await readFile(fixture('ghost-5.json'), 'utf8');
    await writeFile(path, full.slice(0, full.length / 2));
    try {
      await expect(readAll(readGhost, path)).rejects.toMatchObject({ code: 'json-invalido' });
    } finally {
      await rm(path, { force: true });
    }
  });

  it('JSON that is not a Ghost export', async () => {
    await expect(readAll(readGhost, fixture('not-ghost.json'))).rejects.toMatchObject({
      code: 'ghost-no-es-exportacion',
    });
  });
});

describe('readGhost, a post row over the per-field cap', async () => {
  // A real export with one more post whose body passes 2 MB (a pasted image as data, say), and a
  // comment as big on a post that stays.
  const path = join(tmpdir(), `ghost-oversized-${process.pid}.json`);
  const exported = JSON.parse(await readFile(fixture('ghost-5.json'), 'utf8'));
  const data = exported.db[0].data;
  const huge = `<p>${'a'.repeat(IMPORT_FIELD_MAX_BYTES)}</p>`;
  const model = data.posts.find((post: { id: string }) => post.id === '6650a1');
  data.posts.push(
    { ...model, id: 'enorme', slug: 'enorme', title: 'Enorme', html: huge },
    { ...model, id: 'doble', slug: 'doble', title: '', html: huge, lexical: huge },
  );
  data.comments = [
    { id: 'c-enorme', post_id: '6650a1', member_id: null, status: 'published', html: huge },
  ];
  await writeFile(path, JSON.stringify(exported));
  const read = await readAll(readGhost, path);
  await rm(path, { force: true });

  it('leaves the row out and says so in Spanish, naming the fields', () => {
    expect(read.items.map((item) => item.key)).not.toContain('enorme');
    expect(read.items.map((item) => item.key)).not.toContain('doble');
    expect(read.warnings).toEqual(
      expect.arrayContaining([
        {
          key: 'enorme',
          message:
            '«Enorme» no se importa: su html pasa de 2 MB, más de lo que admite una importación.',
        },
        {
          key: 'doble',
          message:
            '«doble» no se importa: sus lexical y html pasan de 2 MB, más de lo que admite una importación.',
        },
        {
          key: null,
          message:
            'Una fila de «comments» no se importa: su html pasa de 2 MB, más de lo que admite una importación.',
        },
      ]),
    );
  });

  it('imports the rest of the export as it was', () => {
    expect(read.item('6650a1').html).toBe(model.html);
    expect(read.item('6650a1').comments).toEqual([]);
    expect(read.items.length).toBeGreaterThan(0);
  });
});

describe('readGhost, posts with a paywall', async () => {
  // As Ghost 5 and 6 export them: the paywall card is `<!--members-only-->` in `html`, a
  // `paywall` node in Lexical and a `paywall` card in Mobiledoc.
  const path = join(tmpdir(), `ghost-paywall-${process.pid}.json`);
  const exported = JSON.parse(await readFile(fixture('ghost-5.json'), 'utf8'));
  const data = exported.db[0].data;
  const model = data.posts.find((post: { id: string }) => post.id === '6650a1');
  const row = (id: string, fields: Record<string, unknown>) => ({
    ...model,
    id,
    slug: id,
    title: id,
    html: null,
    lexical: null,
    mobiledoc: null,
    visibility: 'public',
    ...fields,
  });
  data.posts.push(
    row('pw-html', {
      html: '<p>Gratis para todos.</p><!--members-only--><p>Solo para miembros.</p>',
    }),
    row('pw-lexical', {
      lexical: JSON.stringify({
        root: {
          type: 'root',
          version: 1,
          children: [
            {
              type: 'paragraph',
              version: 1,
              children: [{ type: 'text', version: 1, text: 'Gratis para todos.' }],
            },
            { type: 'paywall', version: 1 },
            {
              type: 'paragraph',
              version: 1,
              children: [{ type: 'text', version: 1, text: 'Solo para miembros.' }],
            },
          ],
        },
      }),
    }),
    row('pw-mobiledoc', {
      mobiledoc: JSON.stringify({
        version: '0.3.1',
        atoms: [],
        markups: [],
        cards: [['paywall', {}]],
        sections: [
          [1, 'p', [[0, [], 0, 'Gratis para todos.']]],
          [10, 0],
          [1, 'p', [[0, [], 0, 'Solo para miembros.']]],
        ],
      }),
    }),
  );
  await writeFile(path, JSON.stringify(exported));
  const read = await readAll(readGhost, path);
  await rm(path, { force: true });

  it('keeps the marker where the free preview ends, from HTML, Lexical and Mobiledoc, through the sanitiser', () => {
    for (const key of ['pw-html', 'pw-lexical', 'pw-mobiledoc']) {
      // Lexical puts a line between blocks.
      const html = sanitizeRichText(read.item(key).html).replaceAll('>\n<', '><');
      expect(html, key).toBe(
        `<p>Gratis para todos.</p>${PAYWALL_MARKER}<p>Solo para miembros.</p>`,
      );
    }
  });
});
