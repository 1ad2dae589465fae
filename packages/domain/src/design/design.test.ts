import { describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES } from '../messages/design.es.ts';
import {
  CONTRAST_AA,
  colorWithContrast,
  contrastFigure,
  contrastRatio,
  normalizeHexColor,
  parseHexColor,
  relativeLuminance,
  toHexColor,
  validateAccentColor,
} from './colors.ts';
import { CUSTOM_CSS_MAX_BYTES, customCssIssue } from './custom-css.ts';
import {
  FONT_FAMILIES,
  FONT_IDS,
  fontFallbackFace,
  fontFamily,
  fontFileName,
  fontStack,
  isFontId,
} from './fonts.ts';
import {
  type AccentPalette,
  accentPalette,
  accentPaletteNotice,
  BLOG_BACKGROUNDS,
  BLOG_BOX_BACKGROUNDS,
} from './palette.ts';

const rgb = (hex: string) => {
  const color = parseHexColor(hex);
  if (!color) throw new Error(hex);
  return color;
};

describe('hex colours', () => {
  it('reads #rgb and #rrggbb in any case and writes them as #rrggbb', () => {
    expect(parseHexColor('#0B57D0')).toEqual({ r: 11, g: 87, b: 208 });
    expect(parseHexColor(' #06c ')).toEqual({ r: 0, g: 102, b: 204 });
    expect(normalizeHexColor('#06C')).toBe('#0066cc');
    expect(toHexColor({ r: 300, g: -4, b: 10.4 })).toBe('#ff000a');
  });

  it('refuses what is not a hex colour, in Spanish', () => {
    for (const value of ['0b57d0', '#0b57d', '#ggg', 'red', 'rgb(0,0,0)', '', null, 7]) {
      expect(parseHexColor(value)).toBeNull();
      expect(validateAccentColor(value)).toBe(DESIGN_MESSAGES.accentColorInvalid);
    }
    expect(normalizeHexColor('azul')).toBeNull();
    expect(validateAccentColor('#0b57d0')).toBeNull();
  });
});

describe('WCAG contrast', () => {
  it('gives the relative luminance of black, white and a grey', () => {
    expect(relativeLuminance(rgb('#000'))).toBe(0);
    expect(relativeLuminance(rgb('#fff'))).toBe(1);
    expect(relativeLuminance(rgb('#777777'))).toBeCloseTo(0.1845, 3);
  });

  it('gives 21:1 for black on white, 1:1 for a colour on itself, either way round', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBe(21);
    expect(contrastRatio(rgb('#fff'), rgb('#000'))).toBe(21);
    expect(contrastRatio(rgb('#0b57d0'), rgb('#0b57d0'))).toBe(1);
    // The known figure of #777 on white: 4.47, just under AA for text.
    expect(contrastFigure(contrastRatio(rgb('#777777'), rgb('#ffffff')))).toBe(4.47);
  });

  it('moves a colour toward black or white just enough to reach the figure', () => {
    const white = rgb('#ffffff');
    const dark = rgb('#121214');
    const light = colorWithContrast(rgb('#ffcc00'), white, CONTRAST_AA.text);
    expect(contrastRatio(rgb(light), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(light), white)).toBeLessThan(4.7);
    const onDark = colorWithContrast(rgb('#1a237e'), dark, CONTRAST_AA.text);
    expect(contrastRatio(rgb(onDark), dark)).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(rgb(onDark))).toBeGreaterThan(relativeLuminance(rgb('#1a237e')));
    // Already enough: unchanged.
    expect(colorWithContrast(rgb('#0B57D0'), white, 4.5)).toBe('#0b57d0');
    // Out of reach (a mid grey background): the furthest colour, pure black.
    expect(colorWithContrast(rgb('#777777'), rgb('#777777'), 21)).toBe('#000000');
  });
});

describe('the accent palette', () => {
  it('keeps a colour where it passes and says so with both figures', () => {
    const palette = accentPalette('#6d28d9');
    expect(palette?.accent).toBe('#6d28d9');
    expect(palette?.light).toEqual({
      color: '#6d28d9',
      background: BLOG_BACKGROUNDS.light,
      contrast: palette?.light.givenContrast,
      givenContrast: expect.any(Number),
      adjusted: false,
      givenPasses: { text: true, ui: true },
    });
    expect(palette?.light.givenContrast).toBeGreaterThanOrEqual(4.5);
    // No colour reaches 4.5:1 on both white and the dark background: the other mode adjusts it.
    expect(palette?.dark.adjusted).toBe(true);
    expect(palette?.dark.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a light colour for the light mode and keeps it for the dark one', () => {
    const palette = accentPalette('#FFD400');
    expect(palette?.accent).toBe('#ffd400');
    expect(palette?.light.adjusted).toBe(true);
    expect(palette?.light.givenPasses).toEqual({ text: false, ui: false });
    expect(palette?.light.givenContrast).toBeLessThan(3);
    expect(palette?.light.color).not.toBe('#ffd400');
    expect(palette?.light.contrast).toBeGreaterThanOrEqual(4.5);
    expect(palette?.dark).toMatchObject({ color: '#ffd400', adjusted: false });
  });

  it('lightens a dark colour for the dark mode and keeps it for the light one', () => {
    const palette = accentPalette('#0b57d0');
    expect(palette?.light).toMatchObject({ color: '#0b57d0', adjusted: false });
    expect(palette?.dark.adjusted).toBe(true);
    expect(palette?.dark.givenPasses.text).toBe(false);
    expect(palette?.dark.contrast).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(rgb(palette?.dark.color ?? ''), rgb(BLOG_BACKGROUNDS.dark)),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('tells a colour good for buttons but not for text (3:1 but not 4.5:1)', () => {
    const palette = accentPalette('#d06800');
    expect(palette?.light.givenPasses).toEqual({ text: false, ui: true });
    expect(palette?.light.adjusted).toBe(true);
  });

  it('reaches 4.5:1 in the boxes too, whose background is a shade off the page’s', () => {
    // Too dark for the dark mode: lightened until both dark backgrounds read it at 4.5:1.
    const darkBoxes = accentPalette('#c2410c') as AccentPalette;
    for (const mode of ['light', 'dark'] as const) {
      const color = rgb(darkBoxes[mode].color);
      expect(contrastRatio(color, rgb(BLOG_BACKGROUNDS[mode]))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, rgb(BLOG_BOX_BACKGROUNDS[mode]))).toBeGreaterThanOrEqual(4.5);
      expect(darkBoxes[mode].contrast).toBeGreaterThanOrEqual(4.5);
    }
    // The figure the panel shows is the lower one, the boxes'.
    expect(darkBoxes.light.givenContrast).toBeLessThan(
      contrastRatio(rgb('#c2410c'), rgb(BLOG_BACKGROUNDS.light)),
    );
  });

  it('says in Spanish which mode adjusts the colour, with both contrast figures', () => {
    const palette = accentPalette('#ffd400') as AccentPalette;
    const light = palette.light.givenContrast.toLocaleString('es-ES', { minimumFractionDigits: 1 });
    expect(accentPaletteNotice(palette)).toBe(
      `Para que se lea bien como texto, el blog ajusta tu color en modo claro. Contraste de tu color: ${light}:1 sobre fondo claro y ${palette.dark.givenContrast.toLocaleString('es-ES', { minimumFractionDigits: 1 })}:1 sobre fondo oscuro (AA pide 4,5:1).`,
    );
    const kept = { ...palette, light: { ...palette.light, adjusted: false, givenContrast: 5 } };
    expect(accentPaletteNotice(kept)).toMatch(/^Tu color se usa tal cual\. Contraste: 5,0:1/);
  });

  it('is null for a value that is not a colour', () => {
    expect(accentPalette('blue')).toBeNull();
    expect(accentPalette(undefined)).toBeNull();
  });
});

describe('the curated fonts', () => {
  it('lists a dozen families, each once, serif and sans-serif', () => {
    expect(FONT_FAMILIES).toHaveLength(12);
    expect(new Set(FONT_IDS).size).toBe(12);
    expect(FONT_IDS).toContain('source-serif-4');
    expect(FONT_FAMILIES.some((font) => font.kind === 'serif')).toBe(true);
    expect(FONT_FAMILIES.some((font) => font.kind === 'sans-serif')).toBe(true);
  });

  it('knows its ids and nothing else', () => {
    expect(isFontId('lora')).toBe(true);
    expect(isFontId('comic-sans')).toBe(false);
    expect(isFontId(3)).toBe(false);
    expect(fontFamily('pt-serif')?.name).toBe('PT Serif');
    expect(fontFamily('Arial')).toBeNull();
  });

  it('falls back on system fonts of the same kind and names the packages’ files', () => {
    expect(fontStack(fontFamily('lora') as never)).toMatch(/^"Lora","Lora fallback",.*serif$/);
    expect(fontStack(fontFamily('inter') as never)).toMatch(
      /^"Inter","Inter fallback",system-ui,.*sans-serif$/,
    );
    expect(fontFallbackFace(fontFamily('inter') as never)).toBe(
      '@font-face{font-family:"Inter fallback";src:local("Arial"),local("Liberation Sans"),local("Arimo");size-adjust:105.83%;ascent-override:91.54%;descent-override:22.79%;line-gap-override:0%}',
    );
    for (const font of FONT_FAMILIES) {
      expect(font.fallback.sizeAdjust).toBeGreaterThan(90);
      expect(font.fallback.sizeAdjust).toBeLessThan(130);
    }
    expect(fontFileName('inter', 'latin-ext', 700)).toBe('inter-latin-ext-700-normal.woff2');
  });
});

describe('custom CSS', () => {
  it('accepts ordinary rules, the blog’s own addresses and data: images', () => {
    expect(customCssIssue('')).toBeNull();
    expect(
      customCssIssue(
        '.card > h2 { color: #c00 } body { background: url(/media/b/x.png) } a::after { content: "→" }',
      ),
    ).toBeNull();
    expect(customCssIssue('.x{background:url("data:image/png;base64,AAAA")}')).toBeNull();
  });

  it('refuses anything that could close its <style> element', () => {
    expect(customCssIssue('a{color:red}</style><script>alert(1)</script>')).toBe(
      DESIGN_MESSAGES.customCssAngleBracket,
    );
    expect(customCssIssue('a{content:"\\3c/style>"}')).toBe(DESIGN_MESSAGES.customCssAngleBracket);
  });

  it('refuses @import, however written', () => {
    expect(customCssIssue('@import url(https://evil.example/x.css);')).toBe(
      DESIGN_MESSAGES.customCssImport,
    );
    expect(customCssIssue('@\\69mport "/x.css";')).toBe(DESIGN_MESSAGES.customCssImport);
    expect(customCssIssue('@IMPORT "/x.css";')).toBe(DESIGN_MESSAGES.customCssImport);
  });

  it('refuses addresses of another origin, in url(), strings and escapes', () => {
    for (const css of [
      'body{background:url(https://evil.example/track.png)}',
      "body{background:url( 'HTTP://evil.example/t.png' )}",
      'body{background:url(//evil.example/t.png)}',
      'body{background-image:image-set("https://evil.example/a.png" 1x)}',
      '@font-face{font-family:x;src:url(https:\\2f\\2f evil.example/f.woff2)}',
      'body{background:\\75rl(https://evil.example/t.png)}',
      'body{background:url(https:/\\/evil.example/t.png)}',
    ]) {
      expect(customCssIssue(css)).toBe(DESIGN_MESSAGES.customCssOtherOrigin);
    }
    // A comment does not count, in either direction.
    expect(customCssIssue('/* see https://example.org */ a{color:red}')).toBeNull();
  });

  it('refuses more than the size limit, counted in UTF-8 bytes', () => {
    const under = `a{content:"${'x'.repeat(CUSTOM_CSS_MAX_BYTES - 20)}"}`;
    expect(customCssIssue(under)).toBeNull();
    expect(customCssIssue(`a{content:"${'ñ'.repeat(CUSTOM_CSS_MAX_BYTES / 2)}"}`)).toBe(
      DESIGN_MESSAGES.customCssTooLong(50),
    );
    expect(DESIGN_MESSAGES.customCssTooLong(50)).toBe(
      'El CSS personalizado no puede ocupar más de 50 KB',
    );
  });

  it('reads an escape beyond Unicode as a replacement character', () => {
    expect(customCssIssue('a{content:"\\110000"}')).toBeNull();
  });
});
