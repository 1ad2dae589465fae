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
