import { DESIGN_MESSAGES } from '../messages/design.es.ts';

/** The most custom CSS a blog may keep, in bytes of UTF-8. */
export const CUSTOM_CSS_MAX_BYTES = 50_000;

/** The CSS as the browser's tokenizer reads it: escapes (`\75 rl`, `\/`) decoded, comments gone. */
function decoded(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/\\([\s\S])/g, '$1');
}

/** A url() or a quoted string that starts with a scheme and `//`, or with `//` alone. */
const OTHER_ORIGIN = /(url\(\s*['"]?|['"])\s*([a-z][a-z0-9+.-]*:)?\s*[/\\]{2}/i;

/**
 * The custom CSS rule (decision 062): at most CUSTOM_CSS_MAX_BYTES; never a `<` (so the text can
 * never close its `<style>` element nor open anything in the page); no `@import`; no address of
 * another origin in `url()` or a string (`image-set`, `@font-face`), escapes and comments read as
 * the browser reads them. Addresses on the blog itself (`/media/…`) and `data:` stay allowed.
 * Null when the CSS may be served; else the Spanish sentence saying why not.
 */
export function customCssIssue(css: string): string | null {
  if (new TextEncoder().encode(css).byteLength > CUSTOM_CSS_MAX_BYTES) {
    return DESIGN_MESSAGES.customCssTooLong(CUSTOM_CSS_MAX_BYTES / 1000);
  }
  const read = decoded(css);
  if (css.includes('<') || read.includes('<')) return DESIGN_MESSAGES.customCssAngleBracket;
  if (/@import/i.test(read)) return DESIGN_MESSAGES.customCssImport;
  if (OTHER_ORIGIN.test(read)) return DESIGN_MESSAGES.customCssOtherOrigin;
  return null;
}
