import { DESIGN_MESSAGES } from '../messages/design.es.ts';
import {
  CONTRAST_AA,
  colorWithContrast,
  contrastFigure,
  contrastRatio,
  normalizeHexColor,
  parseHexColor,
  type Rgb,
  toHexColor,
} from './colors.ts';

/**
 * The backgrounds of the public blog's templates (`--bg`), light and dark: the accent is read
 * on them as link text and as a button's background under text of the same colour.
 */
export const BLOG_BACKGROUNDS = { light: '#ffffff', dark: '#121214' } as const;
export type BlogColorMode = keyof typeof BLOG_BACKGROUNDS;
/**
 * The boxes' background (`--soft`: tags, series, the table of contents, ads), where links are
 * read too. A shade off the page's in each mode, so it is where the accent's contrast is lowest.
 */
export const BLOG_BOX_BACKGROUNDS = { light: '#f4f4f5', dark: '#1d1d21' } as const;

/** The accent as one mode of the blog shows it. */
export interface AccentInMode {
  /** What links and buttons wear: the colour given, or the nearest one that reaches AA. */
  color: string;
  /** The background it is read on. */
  background: string;
  /** Contrast of `color`, the lower on the page's and the boxes' background (two decimals, cut). */
  contrast: number;
  /** The same for the colour as given (what the panel shows next to the picker). */
  givenContrast: number;
  /** The colour was changed for text use: as given it failed 4.5:1 on one of those backgrounds. */
  adjusted: boolean;
  /** As given, it passes AA for text (4.5:1) and for interface parts (3:1). */
  givenPasses: { text: boolean; ui: boolean };
}

export interface AccentPalette {
  /** The colour as given, `#rrggbb`. */
  accent: string;
  light: AccentInMode;
  dark: AccentInMode;
}

/** The lower of a colour's contrasts on the page's and the boxes' background of a mode. */
function lowestContrast(color: Rgb, surfaces: Rgb[]): number {
  return Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));
}

function inMode(accent: Rgb, mode: BlogColorMode): AccentInMode {
  const background = BLOG_BACKGROUNDS[mode];
  const surfaces = [background, BLOG_BOX_BACKGROUNDS[mode]].map(
    (surface) => parseHexColor(surface) as Rgb,
  );
  const given = lowestContrast(accent, surfaces);
  // Reaching 4.5:1 on one surface may leave the other just short: each in turn, until both do.
  let color = toHexColor(accent);
  for (let pass = 0; pass < surfaces.length + 1; pass++) {
    const rgb = parseHexColor(color) as Rgb;
    const hardest = surfaces.reduce((a, b) =>
      contrastRatio(rgb, a) <= contrastRatio(rgb, b) ? a : b,
    );
    color = colorWithContrast(rgb, hardest, CONTRAST_AA.text);
  }
  return {
    color,
    background,
    contrast: contrastFigure(lowestContrast(parseHexColor(color) as Rgb, surfaces)),
    givenContrast: contrastFigure(given),
    adjusted: given < CONTRAST_AA.text,
    givenPasses: { text: given >= CONTRAST_AA.text, ui: given >= CONTRAST_AA.ui },
  };
}

/**
 * The public blog's accent for light and dark mode from the one colour the blogger chose. Links
 * are text, on the page and in its boxes, and buttons carry text in the page's background colour,
 * so each mode's colour must reach 4.5:1 on both backgrounds (which covers the 3:1 of interface
 * parts); one that does not is
 * darkened (light mode) or lightened (dark mode) just enough, keeping its hue. Null for a value
 * that is not a hex colour.
 */
export function accentPalette(accentColor: unknown): AccentPalette | null {
  const accent = normalizeHexColor(accentColor);
  if (accent === null) return null;
  const rgb = parseHexColor(accent) as Rgb;
  return { accent, light: inMode(rgb, 'light'), dark: inMode(rgb, 'dark') };
}

const figure = (value: number) =>
  value.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/**
 * What the panel says next to the picker: which modes adjust the colour for text, with its
 * contrast as given on the light and the dark background (es-ES figures, `4,5`).
 */
export function accentPaletteNotice(palette: AccentPalette): string {
  const light = figure(palette.light.givenContrast);
  const dark = figure(palette.dark.givenContrast);
  const modes = [
    palette.light.adjusted ? 'modo claro' : null,
    palette.dark.adjusted ? 'modo oscuro' : null,
  ].filter((mode) => mode !== null);
  return modes.length === 0
    ? DESIGN_MESSAGES.accentKept(light, dark)
    : DESIGN_MESSAGES.accentAdjusted(modes.join(' y '), light, dark);
}
