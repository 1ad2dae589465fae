import { createRequire } from 'node:module';
import {
  ALLOWED_LINK_SCHEMES,
  CODE_LANGUAGES,
  FOOTNOTES_TOC_LABELS,
  GALLERY_ATTRIBUTE,
  GALLERY_LAYOUT,
  HEADING_ANCHOR_PATTERN,
  NOTE_ANCHOR_PATTERN,
  PAYWALL_MARKER,
  REFERENCE_ANCHOR_PATTERN,
  tableHeaderScope,
  tableSpan,
  VIDEO_PROVIDERS,
} from '@bitacora/domain';
import type sanitizeHtml from 'sanitize-html';

/*
 * Rich text from the editor is stored as HTML and later rendered on the public blog, so it is
 * cleaned on every write: only the tags the editor produces survive, links keep the link
 * editor's schemes and images only http(s) or site-relative sources. A code block keeps its
 * language class when the language is on the list; a video is stored as a marked figure around
 * a plain link, never as an iframe (the public page makes the player from the link).
 */

/**
 * An element's `id` only when it has the shape the server itself writes (a heading's, a note's or
 * a reference's anchor): an author's `id="…"` could take the name of the page's own elements.
 */
function keptId(attribs: sanitizeHtml.Attributes, shape: RegExp): sanitizeHtml.Attributes {
  const next = { ...attribs };
  if (next.id !== undefined && !shape.test(next.id)) delete next.id;
  return next;
}

/**
 * A `<nav>` or `<section>` keeps its one class and label only as the table of contents or the
 * notes; any other is left bare, and the save unwraps it (anchors-and-notes.ts).
 */
function landmark(
  attribs: sanitizeHtml.Attributes,
  tagName: string,
  className: string,
  label: string,
): sanitizeHtml.Tag {
  if (!(attribs.class ?? '').split(/\s+/).includes(className)) return { tagName, attribs: {} };
  return { tagName, attribs: { class: className, 'aria-label': label } };
}

/** A table as the editor writes it, with a caption an imported table may have; no tfoot, col or style. */
const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'];

/** A cell keeps a known scope and spans up to TABLE_SPAN_MAX, each written as a plain number. */
function tableCell(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  const scope = tagName === 'th' ? tableHeaderScope(attribs.scope) : null;
  if (scope) kept.scope = scope;
  for (const name of ['colspan', 'rowspan'] as const) {
    const span = tableSpan(attribs[name]);
    if (span !== null) kept[name] = String(span);
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    's',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    // An image with its caption, a gallery, and a video's marked link, as the editor writes them.
    'figure',
    'figcaption',
    // A note's reference, the notes and a table of contents (anchors-and-notes.ts).
    'sup',
    'nav',
    'section',
    ...TABLE_TAGS,
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'id', 'aria-label'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    li: ['id'],
    nav: ['class', 'aria-label'],
    section: ['class', 'aria-label'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    figure: ['data-embed', GALLERY_ATTRIBUTE],
    code: ['class'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {
    nav: ['toc'],
    section: ['footnotes'],
    code: Object.keys(CODE_LANGUAGES).map((language) => `language-${language}`),
  },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // Relative links and images (`/blog/otro-post`, `#nota`) are the blog's own.
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next = keptId(attribs, REFERENCE_ANCHOR_PATTERN);
      if (next['aria-label'] !== undefined && next['aria-label'] !== FOOTNOTES_TOC_LABELS.backLink)
        delete next['aria-label'];
      if (next.target !== undefined && next.target !== '_blank') delete next.target;
      // A page opened with target=_blank must not get a handle on the blog's window.
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
    h2: (tagName, attribs) => ({ tagName, attribs: keptId(attribs, HEADING_ANCHOR_PATTERN) }),
    h3: (tagName, attribs) => ({ tagName, attribs: keptId(attribs, HEADING_ANCHOR_PATTERN) }),
    h4: (tagName, attribs) => ({ tagName, attribs: keptId(attribs, HEADING_ANCHOR_PATTERN) }),
    li: (tagName, attribs) => ({ tagName, attribs: keptId(attribs, NOTE_ANCHOR_PATTERN) }),
    nav: (_tagName, attribs) => landmark(attribs, 'nav', 'toc', FOOTNOTES_TOC_LABELS.toc),
    section: (_tagName, attribs) =>
      landmark(attribs, 'section', 'footnotes', FOOTNOTES_TOC_LABELS.notes),
    figure: (tagName, attribs) => {
      const embed = attribs['data-embed'] ?? '';
      const kept: sanitizeHtml.Attributes = {};
      // A marker other than a known video site would mean nothing to the page: it goes.
      if ((VIDEO_PROVIDERS as readonly string[]).includes(embed)) kept['data-embed'] = embed;
      // A gallery of pictures (docs/decisions/010-editor-blocks.md), laid out by the page.
      else if (attribs[GALLERY_ATTRIBUTE] === GALLERY_LAYOUT)
        kept[GALLERY_ATTRIBUTE] = GALLERY_LAYOUT;
      return { tagName, attribs: kept };
    },
    th: tableCell,
    td: tableCell,
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

let sanitizer: typeof sanitizeHtml | undefined;

/**
 * sanitize-html, required at the first write or page that needs it rather than at start: it
 * brings an HTML parser and postcss with it.
 */
function sanitize(html: string, options: sanitizeHtml.IOptions): string {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  return sanitizer(html, options);
}

/**
 * The paywall marker, exactly as Ghost writes it, is the one comment kept
 * (docs/decisions/059-visibility-and-paywall.md): it travels through the sanitiser as an element
 * of its own, which nothing else may produce, and is written back as the comment.
 */
const MARKER_TAG = 'bitacora-paywall';
const MARKER_ELEMENT = `<${MARKER_TAG}></${MARKER_TAG}>`;
const MARKER_TAGS = new RegExp(`</?${MARKER_TAG}\\b[^>]*>`, 'gi');
const MARKER_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), MARKER_TAG],
};

/** Cleans editor HTML for storage: the allow-list above, everything else removed. */
export function sanitizeRichText(html: string): string {
  if (!html.includes(PAYWALL_MARKER)) return sanitize(html, OPTIONS);
  // A stand-in element written by the author is not the marker: it goes first.
  const marked = html.replace(MARKER_TAGS, '').replaceAll(PAYWALL_MARKER, MARKER_ELEMENT);
  return sanitize(marked, MARKER_OPTIONS).replaceAll(MARKER_ELEMENT, PAYWALL_MARKER);
}

const BLOCK_BOUNDARY =
  /<\/?(?:h[1-6]|p|br|hr|li|ul|ol|blockquote|pre|div|figure|table|caption|tr|th|td)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text an HTML fragment's character references stand for (the ones the sanitiser writes). */
export function decodeHtmlEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Editor HTML as plain text of at most `max` characters, cut at a word with '…': what a feed
 * reader shows for a post without an excerpt. Blocks are separated by a space, not glued.
 */
export function plainTextSummary(html: string, max = 300): string {
  const text = decodeHtmlEntities(
    sanitize(html.replace(BLOCK_BOUNDARY, ' '), {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
    }),
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
