import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  accentPalette,
  FONT_FAMILIES,
  FONT_SUBSETS,
  FONT_WEIGHTS,
  fontFileName,
  TEMPLATES,
} from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, settings } from '../../platform/db/schema/index.ts';
import { hashSource } from '../../platform/http/security-headers.ts';
import { makeDemoPro } from '../../test/session-fixtures.ts';
import { call, DEMO_HOST as DEMO, visitorRequest } from '../../test/test-db.ts';
import { uploadImage } from '../../test/upload-image.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

const POST = '/blog/sevilla-en-otono';

async function visit(path: string) {
  const res = await visitorRequest(t, DEMO, path);
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
    get text() {
      return new TextDecoder().decode(this.bytes);
    },
  };
}
const save = async (body: Record<string, unknown>) => {
  const res = await call(t, 'PUT', '/api/settings', {
    token: s.tokens.admin,
    blog: s.demo.id,
    body,
  });
  expect(res.status, res.text).toBe(200);
  return res.json;
};

/** The page's inline stylesheets, in order. */
const styles = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] as string);
/** The page's policy's directive, its sources. */
const directive = (policy: string | null, name: string) =>
  policy
    ?.split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];
/** The tags of the page, by name, to compare its structure. */
const tagCount = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b`, 'gi'))].length;

describe('the accent colour on the public blog', () => {
  it('reaches every template as the hex given, with its light and dark values, allowed by hash', async () => {
    const palette = accentPalette('#ffd400');
    for (const template of TEMPLATES) {
      await save({ template, accentColor: '#FFD400' });
      const page = await visit(POST);
      expect(page.status).toBe(200);
      const [templateCss, design] = styles(page.text);
      expect(templateCss).toBeDefined();
      expect(design).toContain('--accent-given:#ffd400');
      expect(design).toContain(`--accent:${palette?.light.color}`);
      expect(design).toContain(
        `@media (prefers-color-scheme:dark){:root{--accent:${palette?.dark.color}}}`,
      );
      const policy = page.headers.get('content-security-policy');
      expect(directive(policy, 'style-src')).toContain(hashSource(design as string));
      expect(policy).not.toContain('unsafe-inline');
    }
  });

  it('builds the pages again when the colour changes, and leaves them as they were without one', async () => {
    const before = await visit('/');
    expect(styles(before.text)).toHaveLength(1);
    await save({ accentColor: '#8a4fff' });
    expect((await visit('/')).text).toContain('--accent-given:#8a4fff');
    await save({ accentColor: '#e07000' });
    const changed = await visit('/');
    expect(changed.text).toContain('--accent-given:#e07000');
    expect(changed.text).not.toContain('#8a4fff');
    await save({ accentColor: null });
    expect((await visit('/')).text).toBe(before.text);
  });
});

describe('the logo', () => {
  it('stands in the header with the blog’s name as its alternative text', async () => {
    const logo = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 600, height: 150 });
    await save({ logoId: logo });
    for (const template of TEMPLATES) {
      await save({ template });
      const page = await visit('/');
      expect(page.text).toMatch(
        /<a class="brand" href="\/"><img class="logo" src="\/media\/[^"]+-small\.png" width="480" height="120" alt="Blog de demostración"><\/a>/,
      );
    }
  });
});

describe('the icon', () => {
  it('keeps the generated initial until an icon is chosen, and has no manifest', async () => {
    const page = await visit('/');
    expect(page.text).toContain('<link rel="icon" href="data:image/svg+xml,');
    expect(page.text).not.toContain('rel="manifest"');
    expect((await visit('/manifest.webmanifest')).status).toBe(404);
    expect((await visit('/apple-touch-icon.png')).status).toBe(404);
  });

  it('serves square PNGs of 32, 180, 192 and 512 px and a manifest listing them', async () => {
    const icon = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 300, height: 200 });
    await save({ faviconId: icon, accentColor: '#0b57d0' });
    const page = await visit('/');
    expect(page.text).not.toContain('data:image/svg+xml');
    expect(page.text).toContain(
      `<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png?v=${icon}">`,
    );
    expect(page.text).toContain(
      `<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png?v=${icon}">`,
    );
    expect(page.text).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(directive(page.headers.get('content-security-policy'), 'manifest-src')).toEqual([
      "'self'",
    ]);
    for (const [path, side] of [
      ['/favicon-32x32.png', 32],
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const file = await visit(`${path}?v=${icon}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('cache-control')).toBe('public, max-age=86400');
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', side, side]);
    }
    const manifest = await visit('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(manifest.text)).toEqual({
      name: 'Blog de demostración',
      short_name: 'Blog de demo',
      lang: 'es',
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#0b57d0',
      icons: [
        { src: `/icon-192.png?v=${icon}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `/icon-512.png?v=${icon}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    // Unset again: the initial is back, the icons and the manifest are gone.
    await save({ faviconId: null });
    expect((await visit('/')).text).toContain('<link rel="icon" href="data:image/svg+xml,');
    expect((await visit('/icon-192.png')).status).toBe(404);
    expect((await visit('/manifest.webmanifest')).status).toBe(404);
  });
});

describe('an icon whose file is gone', () => {
  it('answers 404, not an error', async () => {
    const icon = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 64, height: 64 });
    await save({ faviconId: icon });
    const [row] = await t.db.select().from(media).where(eq(media.id, icon));
    rmSync(path.join(t.mediaDir, row?.storageKey ?? ''));
    expect((await visit('/icon-192.png')).status).toBe(404);
  });
});

describe('the fonts', () => {
  it('are served as WOFF2 from the blog’s host, swapped in and preloaded', async () => {
    await save({ headingFont: 'lora', bodyFont: 'inter' });
    const page = await visit(POST);
    const design = styles(page.text)[1] ?? '';
    expect(design).toContain(
      '@font-face{font-family:"Lora";font-style:normal;font-weight:700;font-display:swap;src:url(/fonts/lora/lora-latin-700-normal.woff2) format("woff2");unicode-range:U+0000-00FF,',
    );
    expect(design).toContain('url(/fonts/inter/inter-latin-ext-400-normal.woff2)');
    expect(design).toContain('body{font-family:"Inter","Inter fallback",system-ui,');
    expect(design).toContain('h1,h2,h3,.brand{font-family:"Lora","Lora fallback",Charter,');
    // The fallback takes the font's room while it loads: nothing moves when it swaps in.
    expect(design).toContain(
      '@font-face{font-family:"Lora fallback";src:local("Times New Roman"),local("Liberation Serif"),local("Tinos");size-adjust:113.23%;',
    );
    // The two files the first screen paints with: the heading's bold, the body's regular.
    expect(
      [...page.text.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]),
    ).toEqual([
      '/fonts/lora/lora-latin-700-normal.woff2',
      '/fonts/inter/inter-latin-400-normal.woff2',
    ]);
    expect(page.text).toContain(
      '<link rel="preload" href="/fonts/inter/inter-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(directive(page.headers.get('content-security-policy'), 'font-src')).toEqual(["'self'"]);
    const font = await visit('/fonts/lora/lora-latin-ext-700-normal.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(new TextDecoder().decode(font.bytes.slice(0, 4))).toBe('wOF2');
    for (const path of [
      '/fonts/lora/lora-cyrillic-400-normal.woff2',
      '/fonts/arial/arial-latin-400-normal.woff2',
      '/fonts/lora/..%2F..%2Fpackage.json',
      '/fonts/lora/lora-latin-400-normal.woff2/x',
    ]) {
      expect((await visit(path)).status, path).toBe(404);
    }
  });

  it('has the Latin and Latin Extended files of every curated family, in both weights', async () => {
    for (const font of FONT_FAMILIES) {
      for (const subset of FONT_SUBSETS) {
        for (const weight of FONT_WEIGHTS) {
          const path = `/fonts/${font.id}/${fontFileName(font.id, subset, weight)}`;
          const file = await visit(path);
          expect(file.status, path).toBe(200);
          expect(new TextDecoder().decode(file.bytes.slice(0, 4)), path).toBe('wOF2');
        }
      }
    }
  });
});

describe('custom CSS', () => {
  it('comes after the template’s CSS on a PRO blog, and not at all on a FREE one', async () => {
    await makeDemoPro(t, s);
    await save({ customCss: '.brand{letter-spacing:.05em}', accentColor: '#0b57d0' });
    const page = await visit('/');
    const [, design] = styles(page.text);
    expect(design?.endsWith('.brand{letter-spacing:.05em}')).toBe(true);
    expect(design?.indexOf('--accent-given')).toBeLessThan(design?.indexOf('.brand{') ?? 0);
    await call(t, 'PATCH', `/api/blogs/${s.demo.id}`, {
      token: s.tokens.super,
      body: { plan: 'FREE' },
    });
    expect((await visit('/')).text).not.toContain('letter-spacing:.05em');
  });

  it('never changes the page’s structure, however it was stored', async () => {
    await makeDemoPro(t, s);
    const plain = await visit(POST);
    // What the API refuses, written straight into the row (as an old import might have).
    for (const css of [
      'a{color:red}</style><script>alert(1)</script><style>',
      '@import url(https://evil.example/x.css); a{color:red}',
    ]) {
      await t.db.update(settings).set({ customCss: css }).where(eq(settings.blogId, s.demo.id));
      await save({ accentColor: '#0b57d0' });
      await save({ accentColor: '#0b57d1' });
      const page = await visit(POST);
      expect(page.text).not.toContain('evil.example');
      expect(page.text).not.toContain('alert(1)');
      for (const tag of ['script', 'style', 'body', 'main']) {
        expect(tagCount(page.text, tag), tag).toBe(
          tagCount(plain.text, tag) + (tag === 'style' ? 1 : 0),
        );
      }
    }
    // Through the API both are refused.
    for (const customCss of [
      '</style><script>alert(1)</script>',
      '@import url(https://evil.example/x.css)',
    ]) {
      const res = await call(t, 'PUT', '/api/settings', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: { customCss },
      });
      expect(res.status).toBe(400);
    }
  });
});
