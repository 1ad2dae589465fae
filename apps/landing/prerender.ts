/**
 * After `vite build`: renders the landing with React on the server, puts the markup and the
 * styled-components styles into dist/index.html, and writes .br and .gz beside every text file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { renderLanding as RenderLanding } from './src/render.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
/** Where `vite build --ssr` wrote the renderer (see the build script). */
const RENDERER_DIR = path.join(here, 'node_modules/.cache/prerender');
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|txt|json|xml|webmanifest)$/;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The font stylesheet inlined (no render-blocking request) with each woff2 preloaded and shown
 * only if it arrives in time (`font-display: optional`): text never moves once painted.
 */
function inlineStylesheets(html: string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readFileSync(path.join(dist, href), 'utf8').replaceAll(
      'font-display:swap',
      'font-display:optional',
    );
    const fonts = [...new Set(css.match(/\/[^()"']+\.woff2/g) ?? [])];
    const preloads = fonts.map(
      (font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`,
    );
    return `${preloads.join('')}<style>${css}</style>`;
  });
}

async function prerender() {
  const renderer: { renderLanding: typeof RenderLanding } = await import(
    path.join(RENDERER_DIR, 'render.js')
  );
  const page = renderer.renderLanding(new Date().getFullYear());
  const file = path.join(dist, 'index.html');
  const template = readFileSync(file, 'utf8');
  for (const marker of ['<!--landing-styles-->', '<!--landing-html-->']) {
    if (!template.includes(marker)) throw new Error(`dist/index.html lacks ${marker}`);
  }
  writeFileSync(
    file,
    inlineStylesheets(template)
      .replace('<!--landing-styles-->', page.styles)
      .replace('<!--landing-html-->', page.html),
  );
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The server sends these as they are, so a visitor's first request costs no compression. */
function precompress() {
  for (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

await prerender();
precompress();
