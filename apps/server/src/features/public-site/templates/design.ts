import {
  accentPalette,
  type BlogLayout,
  customCssIssue,
  FONT_SUBSETS,
  FONT_UNICODE_RANGES,
  FONT_WEIGHTS,
  type FontFamily,
  fontFallbackFace,
  fontFamily,
  fontFileName,
  fontStack,
} from '@bitacora/domain';
import { escapeHtml } from '../../../platform/http/html.ts';

/*
 * The blog's own design on its pages (docs/decisions/061-blog-design.md): one stylesheet after
 * the template's, with the accent colour as custom properties, the chosen fonts served from the
 * blog's host, and the PRO blog's custom CSS last. The page's policy allows it by its hash.
 */

/** Where the fonts are served, on every blog's host: `/fonts/<id>/<file>.woff2`. */
export const FONTS_PATH = '/fonts/';

export function fontAddress(
  font: FontFamily,
  subset: (typeof FONT_SUBSETS)[number],
  weight: 400 | 700,
) {
  return `${FONTS_PATH}${font.id}/${fontFileName(font.id, subset, weight)}`;
}

export interface DesignInput {
  accentColor: string | null | undefined;
  headingFont: string | null | undefined;
  bodyFont: string | null | undefined;
  /** Only a PRO blog's; null otherwise. */
  customCss: string | null | undefined;
  /** The header shows a logo instead of the name. */
  logo?: boolean;
  /** The layout options; their rules come before the custom CSS, which may restyle them. */
  layout?: BlogLayout;
}

/** The rules of the layout options other than the defaults, for every template. */
function layoutRules(layout: BlogLayout | undefined): string[] {
  const rules: string[] = [];
  if (layout?.headerStyle === 'centered') {
    rules.push(
      '.site-head.head-centered .wrap{display:block;text-align:center}.head-centered .nav ul{justify-content:center}',
    );
  }
  if (layout?.headerStyle === 'minimal') {
    rules.push(
      '.site-head.head-minimal{padding-top:1rem;padding-bottom:.5rem}.head-minimal .brand{font-size:1.25rem}',
    );
  }
  if (layout?.homeLayout === 'grid') {
    rules.push(
      '.cards.cards-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:1.5rem}.cards-grid .card{margin:0}.cards-grid .card h2{font-size:1.25rem}',
    );
  }
  if (layout && (layout.footerText !== '' || layout.footerLinks.length > 0)) {
    rules.push('.foot-text{white-space:pre-line}');
  }
  return rules;
}

export interface Design {
  /** The stylesheet after the template's; '' when the blog changed nothing. */
  css: string;
  /** The accent as given, for the manifest's theme colour; null when unset. */
  accent: string | null;
  /** The fonts the pages load (their policy opens `font-src`). */
  fonts: FontFamily[];
  /** The font files the first screen needs, preloaded with the page. */
  preloads: string[];
}

function fontFaces(font: FontFamily): string {
  return FONT_WEIGHTS.flatMap((weight) =>
    FONT_SUBSETS.map(
      (subset) =>
        `@font-face{font-family:"${font.name}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontAddress(font, subset, weight)}) format("woff2");unicode-range:${FONT_UNICODE_RANGES[subset]}}`,
    ),
  ).join('\n');
}

/** The design of a blog from its settings. */
export function designOf(input: DesignInput): Design {
  const rules: string[] = [];
  const palette = accentPalette(input.accentColor);
  if (palette) {
    rules.push(
      `:root{--accent-given:${palette.accent};--accent:${palette.light.color};--accent-light:${palette.light.color};--accent-dark:${palette.dark.color}}`,
      `@media (prefers-color-scheme:dark){:root{--accent:${palette.dark.color}}}`,
    );
  }
  const heading = fontFamily(input.headingFont);
  const body = fontFamily(input.bodyFont);
  const fonts = [...new Set([heading, body].filter((font) => font !== null))];
  for (const font of fonts) rules.push(fontFallbackFace(font), fontFaces(font));
  if (body) rules.push(`body{font-family:${fontStack(body)}}`);
  if (heading) rules.push(`h1,h2,h3,.brand{font-family:${fontStack(heading)}}`);
  if (input.logo)
    rules.push(
      '.brand{display:inline-block}.brand .logo{display:block;height:3rem;width:auto;max-width:100%}',
    );
  rules.push(...layoutRules(input.layout));
  // Checked again here: CSS that came in another way (an import) is served only if it passes.
  const custom = input.customCss?.trim();
  if (custom && customCssIssue(custom) === null) rules.push(custom);
  // Headings are bold and running text regular: the two files the first screen paints with.
  // Preloading all four would take the bandwidth a phone needs for the page's leading image.
  const preloads = [
    ...new Set([
      ...(heading ? [fontAddress(heading, 'latin', 700)] : []),
      ...(body ? [fontAddress(body, 'latin', 400)] : []),
    ]),
  ];
  return { css: rules.join('\n'), accent: palette?.accent ?? null, fonts, preloads };
}

/**
 * The fonts' files the first screen needs, fetched with the page: Latin text in the regular
 * weight for the body and the bold one for the headings, so the swap comes early; the fallbacks
 * are size-adjusted, so nothing moves when it does.
 */
export function fontPreloads(design: Design): string {
  return design.preloads
    .map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('\n');
}
