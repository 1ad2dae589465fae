import { galleryHtml } from '@bitacora/domain';
import { linkTo, textOf } from './html.ts';

/**
 * Drops the block editor's delimiters (`<!-- wp:paragraph -->`, `<!-- /wp:paragraph -->`,
 * `<!-- wp:latest-posts {"x":1} /-->`): the HTML between them is already the rendered block. A
 * dynamic block (self-closing) has no HTML of its own and so leaves nothing.
 */
export function stripBlockComments(html: string): string {
  return html
    .replace(/<!--\s+\/?wp:[\s\S]*?-->\n?/g, '')
    .replace(EMBED_WRAPPER, (_m, url: string) => `<p>${linkTo(textOf(url))}</p>`);
}

/**
 * An embed block keeps only the address, which WordPress turns into a player when it shows the
 * post; elsewhere it would be bare text, so it becomes a link.
 */
const EMBED_WRAPPER = /<div class="wp-block-embed__wrapper">\s*(https?:\/\/[^\s<]+)\s*<\/div>/g;

/** Whether the content was written in the block editor (WordPress skips wpautop for it too). */
export const hasBlocks = (html: string) => /<!--\s+wp:/.test(html);

const GALLERY_OPEN = /<figure\b[^>]*\bclass="[^"]*\bwp-block-gallery\b[^"]*"[^>]*>/gi;
const FIGURE_TAG = /<(\/?)figure\b[^>]*>/gi;
const IMG_TAG = /<img\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  textOf(tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1] ?? '');

/**
 * The block editor's galleries (`<figure class="wp-block-gallery">` around a figure per image
 * since WordPress 5.9, a list of them before) as galleries of our own: their images, in order,
 * and the gallery's caption.
 */
export function galleryBlocks(html: string): string {
  let result = '';
  let cursor = 0;
  for (const open of html.matchAll(GALLERY_OPEN)) {
    const start = open.index ?? 0;
    if (start < cursor) continue;
    // the gallery ends at the </figure> that closes it, past its images' own figures
    FIGURE_TAG.lastIndex = start + open[0].length;
    let depth = 1;
    let end = html.length;
    for (let tag = FIGURE_TAG.exec(html); tag; tag = FIGURE_TAG.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    const inner = html.slice(start + open[0].length, end);
    const images = [...inner.matchAll(IMG_TAG)].flatMap(([tag]) => {
      const src = attribute(tag, 'src');
      return src ? [{ src, alt: attribute(tag, 'alt') }] : [];
    });
    const caption = inner.match(
      /<figcaption\b[^>]*\bclass="[^"]*\bblocks-gallery-caption\b[^"]*"[^>]*>([\s\S]*?)<\/figcaption>/i,
    );
    result += html.slice(cursor, start) + galleryHtml(images, textOf(caption?.[1] ?? ''));
    cursor = end;
  }
  return result + html.slice(cursor);
}
