/**
 * The metric overrides of each curated font's local fallback (`FONT_FAMILIES[].fallback` in
 * `packages/domain/src/design/fonts.ts`), so text laid out in the fallback takes the room the
 * font will take and nothing moves when it swaps in.
 *
 * `node scripts/font-fallbacks.ts` reads each family's Latin 400 WOFF2 from its `@fontsource`
 * package and Liberation Sans or Serif (metric twins of Arial and Times New Roman, Debian's
 * `fonts-liberation`), and prints, per family: `sizeAdjust` (the font's mean advance over a
 * Spanish sample against the fallback's), and `ascent`, `descent` and `lineGap` (the font's
 * `hhea` values over its em, divided by `sizeAdjust`), as percentages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { REPO_ROOT } from './server-process.ts';

/** WOFF2's known table tags, by their index in a table entry's flags. */
const TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp ' +
  'hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL ' +
  'SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx ' +
  'opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .split(' ')
  .map((tag) => tag.replace('_', ' '));

type Tables = Record<string, { data: Buffer; transformed: boolean }>;

function woff2Tables(file: string): Tables {
  const bytes = readFileSync(file);
  const count = bytes.readUInt16BE(12);
  const compressed = bytes.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = bytes[at++] as number;
      value = value * 128 + (byte & 127);
      if (!(byte & 128)) return value;
    }
    throw new Error(`${file}: bad UIntBase128`);
  };
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = bytes[at++] as number;
    let tag = TAGS[flags & 63] as string;
    if ((flags & 63) === 63) {
      tag = bytes.toString('latin1', at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    let length = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    if (transformed) length = base128();
    entries.push({ tag, length, transformed });
  }
  const data = brotliDecompressSync(bytes.subarray(at, at + compressed));
  const tables: Tables = {};
  let offset = 0;
  for (const entry of entries) {
    tables[entry.tag] = {
      data: data.subarray(offset, offset + entry.length),
      transformed: entry.transformed,
    };
    offset += entry.length;
  }
  return tables;
}

function sfntTables(file: string): Tables {
  const bytes = readFileSync(file);
  const tables: Tables = {};
  for (let i = 0; i < bytes.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    const offset = bytes.readUInt32BE(record + 8);
    tables[bytes.toString('latin1', record, record + 4)] = {
      data: bytes.subarray(offset, offset + bytes.readUInt32BE(record + 12)),
      transformed: false,
    };
  }
  return tables;
}

/** The glyph of a character by the Windows Unicode BMP cmap (format 4). */
function glyphOf(cmap: Buffer): (code: number) => number {
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const offset = cmap.readUInt32BE(8 + i * 8);
    const windowsBmp = cmap.readUInt16BE(4 + i * 8) === 3 && cmap.readUInt16BE(6 + i * 8) === 1;
    if (!windowsBmp || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const range = cmap.readUInt16BE(ranges + s * 2);
        if (range === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(ranges + s * 2 + range + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no Windows Unicode cmap');
}

const SAMPLE =
  'El veloz murciélago hindú comía feliz cardillo y kiwi. La cigüeña tocaba el saxofón detrás del palenque de paja. ¿Quién ganó? ¡Ñandú!';

function measure(tables: Tables) {
  const { head, hhea, hmtx, cmap } = tables;
  if (!head || !hhea || !hmtx || !cmap || hmtx.transformed) throw new Error('tables missing');
  const em = head.data.readUInt16BE(18);
  const metrics = hhea.data.readUInt16BE(34);
  const glyph = glyphOf(cmap.data);
  const characters = [...SAMPLE];
  const advances = characters.map((character) =>
    hmtx.data.readUInt16BE(4 * Math.min(glyph(character.codePointAt(0) ?? 0), metrics - 1)),
  );
  return {
    em,
    ascent: hhea.data.readInt16BE(4),
    descent: -hhea.data.readInt16BE(6),
    lineGap: hhea.data.readInt16BE(8),
    advance: advances.reduce((sum, width) => sum + width, 0) / characters.length / em,
  };
}

const LIBERATION = '/usr/share/fonts/truetype/liberation';
const fallbacks = {
  'sans-serif': measure(sfntTables(`${LIBERATION}/LiberationSans-Regular.ttf`)),
  serif: measure(sfntTables(`${LIBERATION}/LiberationSerif-Regular.ttf`)),
};
const { FONT_FAMILIES } = await import('../packages/domain/src/design/fonts.ts');
const percent = (value: number) => Math.round(value * 10_000) / 100;
for (const font of FONT_FAMILIES) {
  const file = path.join(
    REPO_ROOT,
    `node_modules/@fontsource/${font.id}/files/${font.id}-latin-400-normal.woff2`,
  );
  const own = measure(woff2Tables(file));
  const size = own.advance / fallbacks[font.kind].advance;
  const value = (units: number) => percent(units / own.em / size);
  console.log(
    `${font.id}: { sizeAdjust: ${percent(size)}, ascent: ${value(own.ascent)}, descent: ${value(own.descent)}, lineGap: ${value(own.lineGap)} },`,
  );
}
