/**
 * The fonts a blog may choose for its headings and its text (decision 062): families whose
 * Latin and Latin Extended subsets cover Spanish and the other Latin languages (á é í ó ú ü ñ
 * ¿ ¡, ç, œ), served by the blog's own server as WOFF2 (from the `@fontsource/*` packages), so no
 * third-party font host sees the readers and the policy stays `font-src 'self'`.
 */
/**
 * How a local font is stretched to take the room of the family's (percentages of `size-adjust`,
 * `ascent-override`, `descent-override`, `line-gap-override`), measured by
 * `scripts/font-fallbacks.ts` against Arial and Times New Roman's metrics.
 */
export interface FallbackMetrics {
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

export const FONT_FAMILIES = [
  {
    id: 'inter',
    name: 'Inter',
    kind: 'sans-serif',
    fallback: { sizeAdjust: 105.83, ascent: 91.54, descent: 22.79, lineGap: 0 },
  },
  {
    id: 'open-sans',
    name: 'Open Sans',
    kind: 'sans-serif',
    fallback: { sizeAdjust: 103.22, ascent: 103.55, descent: 28.38, lineGap: 0 },
  },
  {
    id: 'fira-sans',
    name: 'Fira Sans',
    kind: 'sans-serif',
    fallback: { sizeAdjust: 101.55, ascent: 92.07, descent: 26.1, lineGap: 0 },
  },
  {
    id: 'nunito',
    name: 'Nunito',
    kind: 'sans-serif',
    fallback: { sizeAdjust: 99.61, ascent: 101.49, descent: 35.44, lineGap: 0 },
  },
  {
    id: 'work-sans',
    name: 'Work Sans',
    kind: 'sans-serif',
    fallback: { sizeAdjust: 110.32, ascent: 84.3, descent: 22.03, lineGap: 0 },
  },
  {
    id: 'ibm-plex-sans',
    name: 'IBM Plex Sans',
    kind: 'sans-serif',
    fallback: { sizeAdjust: 99.43, ascent: 103.09, descent: 27.66, lineGap: 0 },
  },
  {
    id: 'source-serif-4',
    name: 'Source Serif 4',
    kind: 'serif',
    fallback: { sizeAdjust: 116.51, ascent: 88.92, descent: 28.75, lineGap: 0 },
  },
  {
    id: 'merriweather',
    name: 'Merriweather',
    kind: 'serif',
    fallback: { sizeAdjust: 116.78, ascent: 84.26, descent: 23.38, lineGap: 0 },
  },
  {
    id: 'lora',
    name: 'Lora',
    kind: 'serif',
    fallback: { sizeAdjust: 113.23, ascent: 88.85, descent: 24.2, lineGap: 0 },
  },
  {
    id: 'roboto-slab',
    name: 'Roboto Slab',
    kind: 'serif',
    fallback: { sizeAdjust: 115.21, ascent: 90.95, descent: 23.52, lineGap: 0 },
  },
  {
    id: 'libre-baskerville',
    name: 'Libre Baskerville',
    kind: 'serif',
    fallback: { sizeAdjust: 125.56, ascent: 77.25, descent: 21.5, lineGap: 0 },
  },
  {
    id: 'pt-serif',
    name: 'PT Serif',
    kind: 'serif',
    fallback: { sizeAdjust: 109.11, ascent: 95.22, descent: 26.21, lineGap: 0 },
  },
] as const satisfies readonly {
  id: string;
  name: string;
  kind: 'serif' | 'sans-serif';
  fallback: FallbackMetrics;
}[];

export type FontId = (typeof FONT_FAMILIES)[number]['id'];
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** The font ids, for a schema's enum. */
export const FONT_IDS = FONT_FAMILIES.map((font) => font.id) as [FontId, ...FontId[]];

/** The subsets served: together they hold every letter and sign of Spanish. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;

/** The weights served: 400 for text, 700 for headings and bold text. */
export const FONT_WEIGHTS = [400, 700] as const;

export function isFontId(value: unknown): value is FontId {
  return typeof value === 'string' && (FONT_IDS as readonly string[]).includes(value);
}

export function fontFamily(id: unknown): FontFamily | null {
  return FONT_FAMILIES.find((font) => font.id === id) ?? null;
}

/** The local fonts a family's fallback is made of: Arial or Times New Roman, or their twins. */
const FALLBACK_LOCAL = {
  'sans-serif': 'local("Arial"),local("Liberation Sans"),local("Arimo")',
  serif: 'local("Times New Roman"),local("Liberation Serif"),local("Tinos")',
} as const;

/**
 * The family's fallback: a local font stretched to the family's metrics (`"Lora fallback"`), so
 * the page is laid out at once with it and nothing moves when the font swaps in.
 */
export function fontFallbackFace(font: FontFamily): string {
  const { sizeAdjust, ascent, descent, lineGap } = font.fallback;
  return `@font-face{font-family:"${font.name} fallback";src:${FALLBACK_LOCAL[font.kind]};size-adjust:${sizeAdjust}%;ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:${lineGap}%}`;
}

/** The family, its stretched fallback, then the system fonts of its kind. */
export function fontStack(font: FontFamily): string {
  const own = `"${font.name}","${font.name} fallback"`;
  return font.kind === 'serif'
    ? `${own},Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif`
    : `${own},system-ui,-apple-system,"Segoe UI",Roboto,sans-serif`;
}

/** The file of one subset and weight, as the packages name it (`inter-latin-ext-700-normal.woff2`). */
export function fontFileName(
  id: FontId,
  subset: (typeof FONT_SUBSETS)[number],
  weight: (typeof FONT_WEIGHTS)[number],
): string {
  return `${id}-${subset}-${weight}-normal.woff2`;
}

/**
 * The Unicode ranges of the two subsets, as the packages' stylesheets give them: the browser
 * downloads Latin Extended only for a page that uses one of its letters.
 */
export const FONT_UNICODE_RANGES: Record<(typeof FONT_SUBSETS)[number], string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};
