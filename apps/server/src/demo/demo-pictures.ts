import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@bitacora/domain';
import {
  type EncodedImage,
  loadSharp,
  type ProcessedImage,
  processImage,
  type VariantName,
} from '../platform/images/process-image.ts';

/*
 * The demo's pictures (docs/decisions/056-demo-showcase.md): drawn from shapes only (no
 * fonts, no photographs in the repository), then processed as an upload is. The template build
 * processes them once and keeps the files beside the database; a first start only copies them
 * into the configured storage. A start without them (no build) draws them itself.
 */

type Scene = 'hills' | 'sea' | 'city' | 'table';

export interface DemoPicture {
  name: string;
  /** The demo blog's subdomain. */
  blog: 'demo' | 'pro';
  /**
   * What shows it: a post's, page's or series' featured image, or (`body`) an image inside a
   * post's text, where the seed wrote `demoImageSource(name)` as its address.
   */
  target: { table: 'post' | 'page' | 'series'; slug: string; body?: boolean };
  scene: Scene;
  /** Sky top and bottom, the sun (or a lamp), and the far and near shapes. */
  colors: readonly [string, string, string, string, string];
}

/** The address a body image has in the seed until a first start stores the picture. */
export function demoImageSource(name: string): string {
  return `demo-image:${name}`;
}

const W = 1600;
const H = 900;

function sceneShapes(scene: Scene, sun: string, far: string, near: string): string {
  switch (scene) {
    case 'hills':
      return `<circle cx="1180" cy="300" r="120" fill="${sun}"/>
  <path d="M0 620 C 300 480 520 560 800 520 S 1300 430 1600 540 V 900 H 0 Z" fill="${far}"/>
  <path d="M0 760 C 260 660 620 720 900 680 S 1380 620 1600 700 V 900 H 0 Z" fill="${near}"/>`;
    case 'sea':
      return `<circle cx="420" cy="420" r="150" fill="${sun}"/>
  <rect y="520" width="1600" height="380" fill="${far}"/>
  <path d="M0 600 Q 100 570 200 600 T 400 600 T 600 600 T 800 600 T 1000 600 T 1200 600 T 1400 600 T 1600 600 V 900 H 0 Z" fill="${near}" opacity="0.6"/>
  <path d="M0 760 C 400 700 700 820 1100 760 S 1500 740 1600 780 V 900 H 0 Z" fill="#f3e3c3"/>`;
    case 'city': {
      const towers = [
        [60, 420],
        [230, 300],
        [380, 480],
        [520, 360],
        [700, 250],
        [860, 430],
        [1010, 320],
        [1180, 470],
        [1330, 280],
        [1470, 400],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="130" height="${H - (y ?? 0)}" fill="${far}"/>`,
        )
        .join('');
      return `<circle cx="1250" cy="200" r="90" fill="${sun}"/>${towers}
  <rect y="760" width="1600" height="140" fill="${near}"/>`;
    }
    case 'table':
      return `<rect y="520" width="1600" height="380" fill="${near}"/>
  <ellipse cx="800" cy="600" rx="420" ry="150" fill="#ffffff"/>
  <ellipse cx="800" cy="590" rx="300" ry="100" fill="${far}"/>
  <circle cx="1330" cy="230" r="80" fill="${sun}"/>`;
  }
}

/** The picture's source: a 1600 × 900 JPEG, as a phone or camera would give. */
export async function drawDemoPicture(picture: DemoPicture): Promise<Uint8Array> {
  const [top, bottom, sun, far, near] = picture.colors;
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${sceneShapes(picture.scene, sun, far, near)}
</svg>`);
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(svg).jpeg({ quality: 90 }).toBuffer());
}

/** Every demo picture, in the order a first start stores them. */
export const DEMO_PICTURES: readonly DemoPicture[] = [
  // The demo blog's first five, as before.
  {
    name: 'sevilla-otono.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'sevilla-en-otono' },
    scene: 'hills',
    colors: ['#f6b26b', '#fde6c8', '#ffffff', '#c27c3e', '#7a4a26'],
  },
  {
    name: 'cordoba-mezquita.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'cordoba-y-la-mezquita' },
    scene: 'hills',
    colors: ['#9fc5e8', '#e8f1fb', '#fff2cc', '#b4a7d6', '#674ea7'],
  },
  {
    name: 'tortilla.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'tortilla-de-patatas' },
    scene: 'hills',
    colors: ['#ffe599', '#fff9e6', '#e69138', '#93c47d', '#38761d'],
  },
  {
    name: 'andalucia-portada.jpg',
    blog: 'demo',
    target: { table: 'series', slug: 'guia-de-andalucia' },
    scene: 'hills',
    colors: ['#6fa8dc', '#cfe2f3', '#ffd966', '#6aa84f', '#274e13'],
  },
  {
    name: 'sobre-mi.jpg',
    blog: 'demo',
    target: { table: 'page', slug: 'sobre-mi' },
    scene: 'hills',
    colors: ['#d5a6bd', '#f4e1ea', '#ffffff', '#a64d79', '#4c1130'],
  },
  // The rest of the demo blog.
  {
    name: 'cadiz-atardecer.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'cadiz-en-un-fin-de-semana' },
    scene: 'sea',
    colors: ['#e06666', '#fce5cd', '#ffe599', '#3d85c6', '#073763'],
  },
  {
    name: 'cadiz-la-caleta.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'cadiz-en-un-fin-de-semana', body: true },
    scene: 'sea',
    colors: ['#9fc5e8', '#ffffff', '#fff2cc', '#6fa8dc', '#0b5394'],
  },
  {
    name: 'salmorejo.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'salmorejo-cordobes' },
    scene: 'table',
    colors: ['#fce5cd', '#fff9e6', '#ffd966', '#e06666', '#b45f06'],
  },
  {
    name: 'salmorejo-ingredientes.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'salmorejo-cordobes', body: true },
    scene: 'table',
    colors: ['#d9ead3', '#ffffff', '#f6b26b', '#cc0000', '#783f04'],
  },
  {
    name: 'escritorio-de-viaje.jpg',
    blog: 'demo',
    target: { table: 'post', slug: 'mi-equipo-para-escribir-de-viaje' },
    scene: 'city',
    colors: ['#b4a7d6', '#f3f0fa', '#ffffff', '#8e7cc3', '#351c75'],
  },
  // The PRO blog.
  {
    name: 'serie-fotografia.jpg',
    blog: 'pro',
    target: { table: 'series', slug: 'fotografia-de-viaje-paso-a-paso' },
    scene: 'hills',
    colors: ['#274e13', '#b6d7a8', '#fff2cc', '#6aa84f', '#38761d'],
  },
  {
    name: 'luz-de-la-manana.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'la-luz-por-que-madrugar-compensa' },
    scene: 'hills',
    colors: ['#f9cb9c', '#fff2cc', '#ffffff', '#a2c4c9', '#45818e'],
  },
  {
    name: 'hora-azul.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'la-luz-por-que-madrugar-compensa', body: true },
    scene: 'city',
    colors: ['#073763', '#6fa8dc', '#fff2cc', '#0c343d', '#20124d'],
  },
  {
    name: 'composicion-tercios.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'componer-una-foto-sin-complicarse' },
    scene: 'sea',
    colors: ['#cfe2f3', '#ffffff', '#f1c232', '#76a5af', '#134f5c'],
  },
  {
    name: 'edicion-movil.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'editar-en-el-movil-sin-pasarse' },
    scene: 'city',
    colors: ['#ead1dc', '#ffffff', '#f6b26b', '#c27ba0', '#741b47'],
  },
  {
    name: 'archivo-de-fotos.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'ordenar-y-guardar-miles-de-fotos' },
    scene: 'table',
    colors: ['#d0e0e3', '#ffffff', '#ffe599', '#76a5af', '#434343'],
  },
  {
    name: 'mochila.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'que-llevo-en-la-mochila' },
    scene: 'hills',
    colors: ['#fff2cc', '#ffffff', '#e69138', '#b7b7b7', '#666666'],
  },
  {
    name: 'asturias-amanecer.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'cinco-rincones-de-asturias-al-amanecer' },
    scene: 'sea',
    colors: ['#f4cccc', '#fce5cd', '#ffffff', '#6d9eeb', '#1c4587'],
  },
  {
    name: 'asturias-lagos.jpg',
    blog: 'pro',
    target: { table: 'post', slug: 'cinco-rincones-de-asturias-al-amanecer', body: true },
    scene: 'hills',
    colors: ['#a4c2f4', '#e8f0fe', '#ffffff', '#93c47d', '#274e13'],
  },
];

/** The processed pictures' files, beside the template's database. */
const MANIFEST = 'pictures.json';

interface StoredEncoded {
  file: string;
  width: number;
  height: number;
}

interface ManifestEntry {
  mime: ProcessedImage['mime'];
  ext: ProcessedImage['ext'];
  original: StoredEncoded;
  variants: Partial<Record<VariantName, StoredEncoded>>;
}

/** Draws and processes one picture, as an upload of it would be. */
export async function processDemoPicture(picture: DemoPicture): Promise<ProcessedImage> {
  // In turn, as an import does: the build keeps one libvips pipeline at a time.
  return processImage(await drawDemoPicture(picture), {
    typeMessage: SERVER_MESSAGES.imageTypeInvalid,
    sizesInTurn: true,
  });
}

/** Processes every picture into `dir` (the template's `pictures` folder). */
export async function writeDemoPictures(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const manifest: Record<string, ManifestEntry> = {};
  for (const picture of DEMO_PICTURES) {
    const image = await processDemoPicture(picture);
    const base = picture.name.replace(/\.[a-z]+$/, '');
    const save = (suffix: string, encoded: EncodedImage): StoredEncoded => {
      const file = `${base}${suffix}.${image.ext}`;
      fs.writeFileSync(path.join(dir, file), encoded.bytes);
      return { file, width: encoded.width, height: encoded.height };
    };
    const variants: ManifestEntry['variants'] = {};
    for (const [size, encoded] of Object.entries(image.variants) as [VariantName, EncodedImage][]) {
      variants[size] = save(`-${size}`, encoded);
    }
    manifest[picture.name] = {
      mime: image.mime,
      ext: image.ext,
      original: save('', image.original),
      variants,
    };
  }
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
}

/**
 * The processed pictures a template build left in `dir`, by name; null when there are none
 * (or not all of them), and the start then draws them itself.
 */
export function readDemoPictures(dir: string | undefined): Map<string, ProcessedImage> | null {
  if (!dir) return null;
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  const read = (stored: StoredEncoded): EncodedImage => ({
    bytes: new Uint8Array(fs.readFileSync(path.join(dir, stored.file))),
    width: stored.width,
    height: stored.height,
  });
  const out = new Map<string, ProcessedImage>();
  try {
    for (const picture of DEMO_PICTURES) {
      const entry = manifest[picture.name];
      if (!entry) return null;
      const variants: ProcessedImage['variants'] = {};
      for (const [size, stored] of Object.entries(entry.variants) as [
        VariantName,
        StoredEncoded,
      ][]) {
        variants[size] = read(stored);
      }
      out.set(picture.name, {
        mime: entry.mime,
        ext: entry.ext,
        original: read(entry.original),
        variants,
      });
    }
  } catch {
    // A file gone from the cache: the start makes the pictures itself.
    return null;
  }
  return out;
}
