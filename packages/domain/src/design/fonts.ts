/**
 * The fonts a blog may choose for its headings and its text (decision 062): families whose
 * Latin and Latin Extended subsets cover Spanish and the other Latin languages (á é í ó ú ü ñ
 * ¿ ¡, ç, œ), served by the blog's own server as WOFF2 (from the `@fontsource/*` packages), so no
 * third-party font host sees the readers and the policy stays `font-src 'self'`.
 */
export const FONT_FAMILIES = [
  { id: 'inter', name: 'Inter', kind: 'sans-serif' },
  { id: 'open-sans', name: 'Open Sans', kind: 'sans-serif' },
  { id: 'fira-sans', name: 'Fira Sans', kind: 'sans-serif' },
  { id: 'nunito', name: 'Nunito', kind: 'sans-serif' },
  { id: 'work-sans', name: 'Work Sans', kind: 'sans-serif' },
  { id: 'ibm-plex-sans', name: 'IBM Plex Sans', kind: 'sans-serif' },
  { id: 'source-serif-4', name: 'Source Serif 4', kind: 'serif' },
  { id: 'merriweather', name: 'Merriweather', kind: 'serif' },
  { id: 'lora', name: 'Lora', kind: 'serif' },
  { id: 'roboto-slab', name: 'Roboto Slab', kind: 'serif' },
  { id: 'libre-baskerville', name: 'Libre Baskerville', kind: 'serif' },
  { id: 'pt-serif', name: 'PT Serif', kind: 'serif' },
] as const satisfies readonly { id: string; name: string; kind: 'serif' | 'sans-serif' }[];

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

/**
 * The system fonts a family falls back on while it loads, and if it cannot: the page is laid
 * out at once with them, and the font swaps in.
 */
export function fontStack(font: FontFamily): string {
  return font.kind === 'serif'
    ? `"${font.name}",Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif`
    : `"${font.name}",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif`;
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
