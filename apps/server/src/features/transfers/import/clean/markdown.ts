import { createRequire } from 'node:module';
import type { Marked } from 'marked';

/**
 * Markdown to HTML the way GitHub and most static-site generators read it (GFM). Raw HTML in the
 * Markdown passes through: the writer sanitises every imported body.
 */
let marked: Marked | undefined;

export function markdownToHtml(markdown: string): string {
  // Required by the first Markdown import (or its analysis), not at start.
  if (!marked) {
    const { Marked: MarkedParser } = createRequire(import.meta.url)(
      'marked',
    ) as typeof import('marked');
    marked = new MarkedParser({ gfm: true, breaks: false });
  }
  return (marked.parse(markdown, { async: false }) as string).trim();
}
