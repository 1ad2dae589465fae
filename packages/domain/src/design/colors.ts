import { DESIGN_MESSAGES } from '../messages/design.es.ts';

/** A colour in sRGB, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` (any case, surrounding spaces ignored) → the colour; anything else null. */
export function parseHexColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const match = HEX.exec(value.trim());
  if (!match) return null;
  let digits = match[1] as string;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/** The colour as `#rrggbb`, lower case. */
export function toHexColor(color: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(color.r)}${channel(color.g)}${channel(color.b)}`;
}

/** A hex colour written the one way it is stored (`#06C` → `#0066cc`); null when it is none. */
export function normalizeHexColor(value: unknown): string | null {
  const color = parseHexColor(value);
  return color ? toHexColor(color) : null;
}

/** The accent colour field's rule: a Spanish sentence when the value is not a hex colour. */
export function validateAccentColor(value: unknown): string | null {
  return parseHexColor(value) ? null : DESIGN_MESSAGES.accentColorInvalid;
}

/** WCAG 2.x relative luminance of an sRGB colour (0 black … 1 white). */
export function relativeLuminance(color: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG 2.x contrast ratio between two colours, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la >= lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA: text (links) needs 4.5:1 against its background, interface parts (buttons) 3:1. */
export const CONTRAST_AA = { text: 4.5, ui: 3 } as const;

/** The figure as people read it: two decimals cut, not rounded up (4.499 is 4.49, not 4.5). */
export function contrastFigure(ratio: number): number {
  return Math.floor(ratio * 100) / 100;
}

/** `color` mixed with `toward` by `amount` (0: unchanged, 1: `toward`). */
function mix(color: Rgb, toward: Rgb, amount: number): Rgb {
  return {
    r: color.r + (toward.r - color.r) * amount,
    g: color.g + (toward.g - color.g) * amount,
    b: color.b + (toward.b - color.b) * amount,
  };
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * The colour nearest to `color` on its way to black or white (whichever contrasts more with
 * `background`) that reaches `minimum` against it, as `#rrggbb`. A colour that already does is
 * returned unchanged. Mixing keeps the hue, so the blog's colour stays recognisable.
 */
export function colorWithContrast(color: Rgb, background: Rgb, minimum: number): string {
  const hex = toHexColor(color);
  if (contrastRatio(color, background) >= minimum) return hex;
  const toward =
    contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (
      contrastRatio(parseHexColor(toHexColor(mix(color, toward, middle))) as Rgb, background) >=
      minimum
    ) {
      high = middle;
    } else {
      low = middle;
    }
  }
  return toHexColor(mix(color, toward, high));
}
