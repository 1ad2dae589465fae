import { type GalleryImage, galleryHtml } from '@bitacora/domain';
import { escapeHtml, linkTo, textOf } from './html.ts';

/**
 * WordPress shortcodes turned into plain HTML, since no other blog runs them: `[caption]` becomes
 * a figure, `[embed]url[/embed]` a link, `[gallery]` a gallery of the attachments it names (the
 * reader resolves their ids; without it, it goes with a warning) and any other shortcode goes
 * keeping its inner text.
 *
 * A lone word in brackets (`[sic]`, `[1]`) is ordinary text: only a known WordPress shortcode, one
 * with attributes, one closing itself (`[x /]`) or one with a closing tag is taken for a shortcode.
 */
const KNOWN = new Set([
  'caption',
  'wp_caption',
  'gallery',
  'embed',
  'audio',
  'video',
  'playlist',
  'contact-form-7',
  'contact-form',
  'youtube',
  'vimeo',
  'soundcloud',
  'googlemaps',
  'more',
]);

export interface ShortcodeResult {
  html: string;
  /** Spanish, one per shortcode that lost something. */
  warnings: string[];
}

function parseAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)/g;
  for (const m of text.matchAll(re)) {
    const name = (m[1] ?? m[3] ?? m[5] ?? '').toLowerCase();
    attrs[name] = m[2] ?? m[4] ?? m[6] ?? '';
  }
  return attrs;
}

function caption(attrs: Record<string, string>, inner: string): string {
  // The image (maybe in a link) comes first; what follows it is the caption. Before WordPress 3.4
  // the caption was an attribute.
  const media = inner.match(/^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i);
  const image = media ? media[1]! : '';
  const text = (media ? media[2]! : inner).trim() || escapeHtml(attrs.caption ?? '');
  const body = image || inner.trim();
  return text && image
    ? `<figure>${body}<figcaption>${text}</figcaption></figure>`
    : `<figure>${body}</figure>`;
}

function embed(inner: string, attrs: Record<string, string>): string {
  // the address is HTML text (`&amp;`), linkTo escapes it again
  const url = textOf(inner.trim() || attrs.src || attrs.url || '');
  return url ? `<p>${linkTo(url)}</p>` : '';
}

const OPEN = /\[(\[?)([a-zA-Z][\w-]*)(\s[^\]]*?)?(\/)?\](\]?)/g;

/**
 * The pictures of a `[gallery]` from its attributes (`ids`, `include`, or none: the post's own
 * attachments), and how many of the named ones the export lacks.
 */
export type GalleryResolver = (attrs: Record<string, string>) => {
  images: GalleryImage[];
  missing: number;
};

export function expandShortcodes(html: string, gallery?: GalleryResolver): ShortcodeResult {
  const warnings: string[] = [];
  const out = expand(html, warnings, gallery);
  return { html: out, warnings };
}

function galleryOf(
  attrs: Record<string, string>,
  warnings: string[],
  gallery?: GalleryResolver,
): string {
  if (!gallery) {
    warnings.push('Una galería ([gallery]) no se importa: añade sus imágenes a mano.');
    return '';
  }
  const { images, missing } = gallery(attrs);
  if (missing > 0) {
    warnings.push(
      missing === 1
        ? 'Una imagen de una galería no está en la exportación.'
        : `${missing} imágenes de una galería no están en la exportación.`,
    );
  }
  if (images.length === 0) {
    warnings.push('Una galería ([gallery]) sin imágenes en la exportación no se importa.');
    return '';
  }
  return galleryHtml(images);
}

function expand(html: string, warnings: string[], gallery?: GalleryResolver): string {
  let result = '';
  let cursor = 0;
  const re = new RegExp(OPEN.source, 'g');
  for (;;) {
    re.lastIndex = cursor;
    const m = re.exec(html);
    if (!m) break;
    const [whole, escOpen, rawName, rawAttrs = '', selfClose, escClose] = m;
    const name = rawName!.toLowerCase();
    result += html.slice(cursor, m.index);
    cursor = m.index + whole.length;
    // `[[x]]` is how WordPress writes a literal `[x]`
    if (escOpen && escClose) {
      result += whole.slice(1, -1);
      continue;
    }
    const closeTag = `[/${rawName}]`;
    const closeAt = selfClose ? -1 : html.indexOf(closeTag, cursor);
    const hasAttrs = rawAttrs.includes('=');
    if (closeAt === -1 && !selfClose && !hasAttrs && !KNOWN.has(name)) {
      result += whole;
      continue;
    }
    const attrs = parseAttributes(rawAttrs);
    let inner = '';
    if (closeAt !== -1) {
      inner = html.slice(cursor, closeAt);
      cursor = closeAt + closeTag.length;
    }
    result +=
      name === 'gallery'
        ? galleryOf(attrs, warnings, gallery)
        : render(name, attrs, expand(inner, warnings, gallery), warnings);
  }
  return result + html.slice(cursor);
}

function render(
  name: string,
  attrs: Record<string, string>,
  inner: string,
  warnings: string[],
): string {
  switch (name) {
    case 'caption':
    case 'wp_caption':
      return caption(attrs, inner);
    case 'embed':
      return embed(inner, attrs);
    case 'audio':
    case 'video': {
      const src = textOf(attrs.src || attrs.mp3 || attrs.mp4 || inner.trim());
      warnings.push(`Un [${name}] se importa como un enlace al archivo.`);
      return src ? `<p>${linkTo(src)}</p>` : '';
    }
    default:
      return inner;
  }
}

/**
 * WordPress's `shortcode_unautop`: a shortcode alone in its paragraph is not wrapped in `<p>`, so
 * a `[caption]` becomes a figure beside the paragraphs rather than inside one.
 */
export function unautopShortcodes(html: string): string {
  return html.replace(
    /<p>\s*(\[([a-zA-Z][\w-]*)(?:\s[^\]]*)?\](?:[\s\S]*?\[\/\2\])?)\s*<\/p>/g,
    (whole, shortcode: string) => (/<\/?p>/.test(shortcode) ? whole : shortcode),
  );
}
