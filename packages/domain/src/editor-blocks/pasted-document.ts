/*
 * How the editor reads HTML pasted from word processors and web pages (docs/product.md#editor-blocks):
 * the structure (headings, lists, links, bold, italic, tables) is kept, the program's
 * styling is dropped. Each program says "heading" or "list" its own way; these rules read them.
 */

/** A Word paragraph that is a list item: `mso-list:l0 level2 lfo1` in its inline style. */
export interface WordListParagraph {
  /** The list it belongs to: Word's list (`l0`) with its numbering override (`lfo1`). */
  list: string;
  /** 1 for the outermost items. */
  level: number;
}

/**
 * Word desktop writes list items as paragraphs (`class=MsoListParagraphCxSpFirst`) whose inline
 * style names the list and the level. `mso-list:Ignore` marks the bullet's own span, not an item.
 */
export function wordListParagraph(style: string): WordListParagraph | null {
  const match = /mso-list\s*:\s*(l\d+)\s+level(\d+)\s+(lfo\d+)/i.exec(style);
  if (!match) return null;
  const level = Number(match[2]);
  return { list: `${match[1]} ${match[3]}`.toLowerCase(), level: Math.min(Math.max(level, 1), 9) };
}

/**
 * Is a list item's marker, as Word writes it before the text ('1.', 'a)', 'iv.', '(2)'), a
 * number? Bullets come as '·' (Symbol), 'o' (Courier New), '§' (Wingdings), '•' or '-'.
 */
export function isOrderedListMarker(marker: string): boolean {
  const text = marker.replace(/[\s\u00a0]+/g, '');
  // A lone 'o' is Word's second-level bullet, though it reads as a letter.
  if (/^o$/i.test(text)) return false;
  return (
    /^\(?(?:\d{1,4}(?:\.\d{1,4})*|[a-z]{1,2}|[ivxlcdm]{1,6})[.)]?$/i.test(text) &&
    /[.)]|\d/.test(text)
  );
}

/** What a pasted element says about being a heading. */
export interface PastedHeadingHints {
  tag: string;
  role?: string | null;
  ariaLevel?: string | null;
  className?: string | null;
}

const clampLevel = (level: number) => Math.min(Math.max(Math.trunc(level), 1), 6);

/**
 * The heading level of a pasted element, or null: `<h1>`–`<h6>` (Word desktop, Docs,
 * LibreOffice, Notion, web pages), `role="heading" aria-level` (Word for the web), and Word's
 * heading paragraph classes (`MsoTitle`, `MsoSubtitle`, `Heading1`…) when it writes a `<p>`.
 */
export function pastedHeadingLevel(hints: PastedHeadingHints): number | null {
  const tag = hints.tag.toLowerCase();
  const tagged = /^h([1-6])$/.exec(tag);
  if (tagged) return Number(tagged[1]);
  if (hints.role === 'heading') {
    const level = Number(hints.ariaLevel);
    return Number.isFinite(level) && level > 0 ? clampLevel(level) : 2;
  }
  const classes = (hints.className ?? '').split(/\s+/);
  for (const name of classes) {
    const numbered = /^(?:Mso)?Heading([1-9])$/i.exec(name);
    if (numbered) return clampLevel(Number(numbered[1]));
    if (/^MsoTitle$/i.test(name)) return 1;
    if (/^MsoSubtitle$/i.test(name)) return 2;
  }
  return null;
}

/** Reads a CSS length in px (`24.0px`, `18pt`); null for anything relative. */
function lengthInPx(value: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|pt)$/i.exec(value.trim());
  if (!match) return null;
  const size = Number(match[1]);
  return match[2]?.toLowerCase() === 'pt' ? (size * 4) / 3 : size;
}

/**
 * The font size, in px, that a pasted style sheet gives each class selector (`p.p1`), from
 * `font-size` or the `font` shorthand. Pages (Apple's Cocoa HTML Writer) marks a heading only so:
 * `p.p1 {font: 24.0px 'Helvetica Neue'}` against `p.p2 {font: 13.0px …}`.
 */
export function styleSheetFontSizes(css: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  for (const [, selectors = '', body = ''] of css.matchAll(rule)) {
    let size: number | null = null;
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (property === 'font-size') size = lengthInPx(value) ?? size;
      else if (property === 'font') {
        const first = value.split(/\s+/).find((part) => /^\d/.test(part));
        size = lengthInPx(first?.split('/')[0] ?? '') ?? size;
      }
    }
    if (size === null) continue;
    for (const selector of selectors.split(',')) {
      const name = selector.trim().toLowerCase();
      if (/^[a-z0-9]+\.[\w-]+$/.test(name)) sizes.set(name, size);
    }
  }
  return sizes;
}

/** The size most of a document's text is set in: the size of the text, weighed by its length. */
export function bodyFontSize(samples: Iterable<{ size: number; chars: number }>): number | null {
  const weights = new Map<number, number>();
  for (const { size, chars } of samples) weights.set(size, (weights.get(size) ?? 0) + chars);
  let best: number | null = null;
  for (const [size, weight] of weights) {
    if (best === null || weight > (weights.get(best) ?? 0)) best = size;
  }
  return best;
}

/** The longest paragraph that a larger font size can make a heading. */
export const SIZED_HEADING_MAX_CHARS = 150;

/**
 * A short paragraph set clearly larger than the body text is a heading: half as large again
 * or more is a level 2 heading, a fifth larger a level 3 (level 1 stays the post's title).
 */
export function headingLevelForFontSize(size: number, bodySize: number): 2 | 3 | null {
  if (!(bodySize > 0)) return null;
  const ratio = size / bodySize;
  if (ratio >= 1.5) return 2;
  if (ratio >= 1.2) return 3;
  return null;
}

/** What tells a pasted element that carries nothing of the text. */
export interface PastedFillerHints {
  tag: string;
  className?: string | null;
  ariaHidden?: string | null;
}

/**
 * Elements a word processor or a page adds that carry nothing of the text: Word's `<o:p>`
 * paragraph marks, Word for the web's `EOP` span at each paragraph's end (it holds a
 * non-breaking space), and what a page hides from screen readers (a heading's '#' anchor).
 */
export function isPastedFiller(hints: PastedFillerHints): boolean {
  const tag = hints.tag.toLowerCase();
  if (tag === 'o:p' || hints.ariaHidden === 'true') return true;
  return tag === 'span' && (hints.className ?? '').split(/\s+/).includes('EOP');
}

/**
 * Chrome keeps a space between two elements of a copied page as `<span>&nbsp;</span>`: a
 * plain space in the text, not a non-breaking one glued to its neighbours.
 */
export function isCopiedSpace(tag: string, text: string): boolean {
  return tag.toLowerCase() === 'span' && text === '\u00a0';
}

/**
 * The attributes a pasted element keeps: what the editor's schema reads (a link's address, an
 * image's source, a list's start and its items' kind, a code block's language, a video or
 * gallery figure's marker, a table cell's spans) and ProseMirror's `data-pm-slice`, with which a copy from the editor
 * itself pastes back as the same slice (part of a list item stays text, not a new list).
 * Every style, class, font, colour, id and Office attribute is dropped.
 */
const KEPT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  li: ['data-label', 'data-list-type', 'data-spread'],
  pre: ['data-language'],
  figure: ['data-embed', 'data-gallery'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

export function isKeptPastedAttribute(tag: string, name: string, value: string): boolean {
  const lowerTag = tag.toLowerCase();
  const lowerName = name.toLowerCase();
  if (lowerName === 'data-pm-slice') return true;
  if (lowerTag === 'code' && lowerName === 'class') return /^language-[\w+#-]+$/.test(value);
  return KEPT_ATTRIBUTES[lowerTag]?.includes(lowerName) ?? false;
}
