import { Marked } from 'marked';

/**
 * Markdown to HTML the way GitHub and most static-site generators read it (GFM). Raw HTML in the
 * Markdown passes through: the writer sanitises every imported body.
 */
const marked = new Marked({ gfm: true, breaks: false });

export function markdownToHtml(markdown: string): string {
  return (marked.parse(markdown, { async: false }) as string).trim();
}
