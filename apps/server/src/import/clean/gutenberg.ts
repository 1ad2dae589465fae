/**
 * Drops the block editor's delimiters (`<!-- wp:paragraph -->`, `<!-- /wp:paragraph -->`,
 * `<!-- wp:latest-posts {"x":1} /-->`): the HTML between them is already the rendered block. A
 * dynamic block (self-closing) has no HTML of its own and so leaves nothing.
 */
export function stripBlockComments(html: string): string {
  return html.replace(/<!--\s+\/?wp:[\s\S]*?-->\n?/g, '');
}

/** Whether the content was written in the block editor (WordPress skips wpautop for it too). */
export const hasBlocks = (html: string) => /<!--\s+wp:/.test(html);
