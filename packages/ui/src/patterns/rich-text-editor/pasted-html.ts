import { pastedStyleEmphasis } from '@bitacora/domain';
import { parseInertHtml } from './inert-html';

/** Elements whose content is text, where a style's bold or italic can wrap it. */
const INLINE_HOSTS = new Set([
  'span',
  'font',
  'a',
  'p',
  'u',
  's',
  'sub',
  'sup',
  'i',
  'em',
  'b',
  'strong',
]);

/** Moves an element's children into a new element of the given tag, inside it. */
function wrapChildren(element: Element, tag: 'strong' | 'em'): void {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

/** Puts an element's children in its place. */
function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/**
 * Bold and italic that a pasted document gives as inline styles (Google Docs, Word, Pages) become
 * `<strong>` and `<em>` before ProseMirror reads the clipboard. ProseMirror reads them from
 * `element.style`, which the panel's style policy leaves empty: without this, Docs' wrapping
 * `<b style="font-weight:normal">` made a whole paste bold and its italic runs were lost.
 */
export function normalizePastedHtml(html: string): string {
  const body = parseInertHtml(html);
  for (const element of [...body.querySelectorAll('[style]')]) {
    const { bold, italic } = pastedStyleEmphasis(element.getAttribute('style') ?? '');
    element.removeAttribute('style');
    const tag = element.tagName.toLowerCase();
    if (bold === false && (tag === 'b' || tag === 'strong')) {
      if (italic) wrapChildren(element, 'em');
      unwrap(element);
      continue;
    }
    // Only around inline text: a <strong> inside a list or a table would break its structure.
    if (!INLINE_HOSTS.has(tag)) continue;
    if (italic && tag !== 'i' && tag !== 'em') wrapChildren(element, 'em');
    if (bold && tag !== 'b' && tag !== 'strong') wrapChildren(element, 'strong');
  }
  // The editor has no table block: each row becomes a paragraph, its cells kept apart, so a
  // pasted table reads as it did rather than as its cells run together.
  for (const table of [...body.querySelectorAll('table')].reverse()) {
    const rows = [...table.querySelectorAll('tr')].map((row) => {
      const paragraph = body.ownerDocument.createElement('p');
      [...row.querySelectorAll('th, td')].forEach((cell, index) => {
        if (index > 0) paragraph.append(' · ');
        for (const block of [...cell.querySelectorAll('p, div')].reverse()) {
          block.append(' ');
          unwrap(block);
        }
        const bold = cell.tagName === 'TH' ? body.ownerDocument.createElement('strong') : null;
        const host = bold ?? paragraph;
        host.append(...cell.childNodes);
        if (bold) paragraph.append(bold);
      });
      return paragraph;
    });
    table.replaceWith(...rows);
  }
  return body.innerHTML;
}
