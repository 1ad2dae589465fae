import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATES, type Template } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { blogs, comments, media, pages, posts, settings } from '../../platform/db/schema/index.ts';
import { call, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * The public blog's templates as Storybook shows them (`Public Blog/Templates/…`): the HTML the
 * real render functions make of the demo blog, written beside the stories as one data file
 * (`<template>-<page>` → HTML). This test renders them again and fails when the committed file
 * differs; `npm run fixtures:templates -w @bitacora/server` writes it anew after a change to the
 * templates.
 */
const FIXTURES = fileURLToPath(
  new URL(
    '../../../../../packages/ui/src/public-blog/__fixtures__/templates.json',
    import.meta.url,
  ),
);
const WRITE = process.env.UPDATE_TEMPLATE_FIXTURES === '1';
const HOST = 'demo.localhost:3000';
const FIXED = new Date('2026-11-28T10:00:00Z');

/** Each page a story shows, and the address that renders it. */
export const TEMPLATE_PAGES = {
  home: '/',
  post: '/blog/sevilla-en-otono',
  page: '/sobre-mi',
  category: '/category/viajes',
  'not-found': '/no-existe',
} as const;

/**
 * A post whose body holds what the editor stores for tables (docs/decisions/069-editor-tables.md),
 * a footnote and a table of contents (docs/decisions/070-footnotes-and-toc.md), shown as
 * `<template>-table`: a short table with a header row and a wide one that must scroll sideways
 * on a phone. It is written through the API, so the body is what the server keeps of the
 * editor's HTML, and only after every other page has rendered, so the home page, the category
 * and the other post do not list it.
 */
export const TABLE_PAGES = { table: '/blog/andalucia-en-tablas' } as const;
const WIDE_TABLE_HEAD = [
  'Día',
  'Salida',
  'Llegada',
  'Kilómetros',
  'Transporte',
  'Alojamiento',
  'Precio por noche',
  'Visita imprescindible',
  'Tapa recomendada',
];
const WIDE_TABLE_ROWS = [
  [
    '1',
    'Sevilla',
    'Córdoba',
    '140',
    'Tren',
    'Casa de la Judería',
    '85 €',
    'Mezquita-catedral',
    'Salmorejo',
  ],
  [
    '2',
    'Córdoba',
    'Granada',
    '205',
    'Autobús',
    'Hostal del Albaicín',
    '70 €',
    'La Alhambra',
    'Habas con jamón',
  ],
  [
    '3',
    'Granada',
    'Málaga',
    '125',
    'Coche de alquiler',
    'Apartamento en el Soho',
    '95 €',
    'Museo Picasso',
    'Espetos de sardinas',
  ],
];
/** The body as the editor writes it: its table of contents is filled in by the server on save. */
const TABLE_POST_HTML =
  '<nav class="toc" aria-label="Índice" contenteditable="false"></nav>' +
  '<h2>Presupuesto</h2>' +
  '<p>Lo que gastamos en una semana para dos<sup><a href="#nota-1" id="ref-1">1</a></sup>:</p>' +
  '<table><thead><tr><th scope="col">Partida</th><th scope="col">Euros</th></tr></thead>' +
  '<tbody><tr><td>Alojamiento</td><td>420</td></tr><tr><td>Comida</td><td>260</td></tr>' +
  '<tr><td>Transporte</td><td>95</td></tr></tbody></table>' +
  '<h2>Etapas</h2>' +
  '<p>Tres días de ciudad en ciudad, con dónde dormir y qué no perderse.</p>' +
  `<table><thead><tr>${WIDE_TABLE_HEAD.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead>` +
  `<tbody>${WIDE_TABLE_ROWS.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>` +
  '<section class="footnotes" aria-label="Notas"><ol><li id="nota-1"><p>Precios de octubre de 2026.</p></li></ol></section>';

/**
 * Each template with a blogger's own design (decision 061): an accent colour, a heading and a
 * body font, the logo, and layout options other than the defaults, shown on the home page and a
 * post as `<template>-custom-<page>`. Each template gets a different accent (the professional
 * one's is adjusted for contrast in light mode), other fonts and other options.
 */
export const CUSTOM_PAGES = { home: '/', post: '/blog/sevilla-en-otono' } as const;
const CUSTOM_DESIGNS: Record<Template, Partial<typeof settings.$inferInsert>> = {
  default: {
    accentColor: '#c2410c',
    headingFont: 'lora',
    bodyFont: 'fira-sans',
    layout: {
      headerStyle: 'centered',
      homeLayout: 'grid',
      showReadingTime: false,
      footerText: 'Escrito entre Sevilla y Córdoba.',
      footerLinks: [{ label: 'Contacto', url: '/sobre-mi' }],
    },
  },
  minimal: {
    accentColor: '#7c3aed',
    headingFont: 'merriweather',
    bodyFont: 'inter',
    layout: { headerStyle: 'minimal', showAuthor: false },
  },
  professional: {
    accentColor: '#ffb300',
    headingFont: 'roboto-slab',
    bodyFont: 'open-sans',
    layout: { homeLayout: 'grid', showExcerpt: false, footerText: '¿Hablamos? Escríbeme.' },
  },
};
/**
 * The logo's file, served by Storybook at the address the page gives it (`staticDirs` in
 * `.storybook/main.ts`), as the blog's host serves its library: the pages name it, the stories
 * show it.
 */
const LOGO = { storageKey: 'demo/logo.png', width: 600, height: 150 };

/**
 * What varies between two renders of the same content, made constant: generated ids and the
 * comment form's signed time.
 */
function stable(html: string): string {
  const ids = new Map<string, string>();
  return html
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (uuid) => {
      if (!ids.has(uuid))
        ids.set(uuid, `00000000-0000-4000-8000-${String(ids.size).padStart(12, '0')}`);
      return ids.get(uuid) ?? uuid;
    })
    .replace(/(name="formToken" value=")[^"]*"/g, '$1token"');
}

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { app: { deps: { now: () => FIXED } }, session: false },
);
beforeAll(async () => {
  // The seed stamps rows with the time it ran: the stories show one fixed day.
  await t.db.update(posts).set({ updatedAt: FIXED });
  await t.db.update(pages).set({ updatedAt: FIXED });
  await t.db.update(comments).set({ createdAt: FIXED });
});

/** The design every page renders with before a custom one: the defaults. */
const NO_DESIGN = {
  accentColor: null,
  headingFont: null,
  bodyFont: null,
  logoId: null,
  layout: {},
} satisfies Partial<typeof settings.$inferInsert>;

async function render(
  template: Template,
  pathname: string,
  design: Partial<typeof settings.$inferInsert> = NO_DESIGN,
): Promise<string> {
  const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
  await t.db
    .update(settings)
    .set({ ...NO_DESIGN, ...design, template })
    .where(eq(settings.blogId, demo?.id ?? 0));
  // A fresh app: the page cache starts empty.
  t.app = createApp(t.deps);
  const res = await t.app.request(`http://${HOST}${pathname}`, { headers: { host: HOST } });
  return stable(await res.text());
}

describe('the templates’ fixtures for Storybook', () => {
  const committed: Record<string, string> = fs.existsSync(FIXTURES)
    ? JSON.parse(fs.readFileSync(FIXTURES, 'utf8'))
    : {};
  const rendered: Record<string, string> = {};
  afterAll(() => {
    if (!WRITE) return;
    // Written whole, so that a template or a page taken away leaves nothing behind.
    const all = TEMPLATES.flatMap((template) => [
      ...Object.keys(TEMPLATE_PAGES).map((page) => `${template}-${page}`),
      ...Object.keys(CUSTOM_PAGES).map((page) => `${template}-custom-${page}`),
      ...Object.keys(TABLE_PAGES).map((page) => `${template}-${page}`),
    ]);
    const missing = all.filter((name) => rendered[name] === undefined);
    if (missing.length > 0) throw new Error(`not rendered, not written: ${missing.join(', ')}`);
    const file = Object.fromEntries(all.map((name) => [name, rendered[name]]));
    fs.mkdirSync(path.dirname(FIXTURES), { recursive: true });
    fs.writeFileSync(FIXTURES, `${JSON.stringify(file, null, 2)}\n`);
  });

  for (const template of TEMPLATES) {
    it(`are what the ${template} template renders today`, async () => {
      const stale: string[] = [];
      const keep = (name: string, html: string) => {
        expect(html).toContain(`<body class="t-${template}">`);
        rendered[name] = html;
        if (committed[name] !== html) stale.push(name);
      };
      for (const [page, pathname] of Object.entries(TEMPLATE_PAGES)) {
        keep(`${template}-${page}`, await render(template, pathname));
      }
      const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
      const [logo] = await t.db
        .insert(media)
        .values({
          ...LOGO,
          blogId: demo?.id ?? 0,
          originalName: 'logo.png',
          mime: 'image/png',
          bytes: 5_000,
        })
        .onConflictDoUpdate({ target: media.storageKey, set: { width: LOGO.width } })
        .returning({ id: media.id });
      for (const [page, pathname] of Object.entries(CUSTOM_PAGES)) {
        const html = await render(template, pathname, {
          ...CUSTOM_DESIGNS[template],
          logoId: logo?.id ?? null,
        });
        expect(html).toContain('<img class="logo" src="/media/demo/logo.png"');
        keep(`${template}-custom-${page}`, html);
      }
      if (WRITE) return;
      expect(
        stale,
        'run `npm run fixtures:templates -w @bitacora/server` and commit the file',
      ).toEqual([]);
    });
  }

  /** The post with tables, written once, after every template's other pages have rendered. */
  let tablePost: Promise<void> | undefined;
  async function writeTablePost(): Promise<void> {
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    const created = await call(t, 'POST', '/api/posts', {
      token: await tokenFor(t, 'admin'),
      blog: demo?.id ?? 0,
      body: {
        title: 'Andalucía en tablas',
        slug: 'andalucia-en-tablas',
        excerpt: 'Presupuesto y etapas de una semana entre Sevilla, Córdoba, Granada y Málaga.',
        content: TABLE_POST_HTML,
        status: 'PUBLISHED',
      },
    });
    expect(created.status, created.text).toBe(201);
    await t.db
      .update(posts)
      .set({ createdAt: FIXED, updatedAt: FIXED, publishedAt: FIXED })
      .where(eq(posts.slug, 'andalucia-en-tablas'));
  }

  for (const template of TEMPLATES) {
    it(`show a post with tables, a note and a table of contents in the ${template} template`, async () => {
      tablePost ??= writeTablePost();
      await tablePost;
      const stale: string[] = [];
      for (const [page, pathname] of Object.entries(TABLE_PAGES)) {
        const name = `${template}-${page}`;
        const html = await render(template, pathname);
        expect(html).toContain(`<body class="t-${template}">`);
        // Each table in its own named region, which a keyboard reaches to scroll it.
        expect(html).toContain(
          '<div class="table-scroll" role="region" aria-label="Tabla 1" tabindex="0"><table><thead><tr><th scope="col">Partida</th>',
        );
        expect(html).toContain(
          '<div class="table-scroll" role="region" aria-label="Tabla 2" tabindex="0"><table><thead><tr><th scope="col">Día</th>',
        );
        expect(html).toContain(
          '<nav class="toc" aria-label="Índice"><ol><li><a href="#presupuesto">',
        );
        expect(html).toContain('<sup><a href="#nota-1" id="ref-1">1</a></sup>');
        rendered[name] = html;
        if (committed[name] !== html) stale.push(name);
      }
      if (WRITE) return;
      expect(
        stale,
        'run `npm run fixtures:templates -w @bitacora/server` and commit the file',
      ).toEqual([]);
    });
  }
});
