import { readingTime } from '../content/reading-time.ts';
import {
  ACCESSIBILITY_MESSAGES,
  imageWithoutAltMessage,
  longParagraphMessage,
  skippedHeadingMessage,
  vagueLinkMessage,
} from './accessibility-messages.es.ts';

/**
 * The accessibility check of a post's or page's body before it is published
 * (docs/decisions/068-accessibility-check.md): warnings, never errors, each pointing at its node.
 */

/** More words than this in one paragraph make a wall of text (see the decision record). */
export const LONG_PARAGRAPH_WORDS = 150;

export const ACCESSIBILITY_WARNING_KINDS = [
  'image-without-alt',
  'skipped-heading-level',
  'empty-link',
  'vague-link-text',
  'long-paragraph',
] as const;
export type AccessibilityWarningKind = (typeof ACCESSIBILITY_WARNING_KINDS)[number];

/** The kinds of element a warning points at. */
export type AccessibilityElement = 'image' | 'heading' | 'link' | 'paragraph';

/**
 * Which elements of the HTML each kind counts, as a CSS selector: the n-th match of the selector,
 * in document order, in the body's HTML is the n-th in the editor that wrote it.
 */
export const ACCESSIBILITY_ELEMENT_SELECTORS: Record<AccessibilityElement, string> = {
  image: 'img',
  heading: 'h1, h2, h3, h4, h5, h6',
  link: 'a',
  paragraph: 'p',
};

/** Where a warning's node is: the `index`-th (from 0) element of its kind in the body. */
export interface AccessibilityTarget {
  element: AccessibilityElement;
  index: number;
}

export interface AccessibilityWarning {
  kind: AccessibilityWarningKind;
  /** What is wrong and what to do, in Spanish. */
  message: string;
  target: AccessibilityTarget;
}

/**
 * Link text that says nothing of where the link goes, written without accents, in lower case and
 * without punctuation: a reader who lists a page's links hears only these words.
 */
const VAGUE_LINK_TEXTS = new Set([
  'aqui',
  'clic aqui',
  'click aqui',
  'clica aqui',
  'clicka aqui',
  'haz clic aqui',
  'haz click aqui',
  'pincha aqui',
  'pulsa aqui',
  'presiona aqui',
  'entra aqui',
  'leer mas',
  'lee mas',
  'ver mas',
  'saber mas',
  'mas',
  'mas informacion',
  'mas info',
  'enlace',
  'este enlace',
  'link',
  'here',
  'click here',
  'read more',
  'more',
  'this link',
]);

/** The same words whatever their accents, case and punctuation ('¡Haz clic AQUÍ!' → 'haz clic aqui'). */
function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function isVagueLinkText(text: string): boolean {
  return VAGUE_LINK_TEXTS.has(plainWords(text));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  iexcl: '¡',
  iquest: '¿',
  hellip: '…',
};

/**
 * Text as the reader gets it: numeric entities and the common named ones (Spanish letters in
 * lower case; the check ignores case) decoded, an unknown one left as written.
 */
function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return NAMED_ENTITIES[lower] ?? entity;
  });
}

const ATTRIBUTE = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decodeText(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/** The file an image address names, for the writer to tell images apart. */
function fileNameOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** A comment, a tag (attributes may hold '>' inside quotes), a run of text, or a stray '<'. */
const TOKEN =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;

type OpenLink = { index: number; text: string; imageNames: string };
type OpenHeading = { index: number; level: number; text: string };
type OpenParagraph = { index: number; html: string };

/**
 * The warnings about a body's HTML (as the editor writes it), in document order:
 * - an image without alt text (`alt` missing or blank: the editor has no decorative images);
 * - a heading more than one level below the previous one; the title is the page's level 1, so
 *   a body may start at level 2 and an `h3` right after the title skips one;
 * - a link with no text (nor an image with alt text inside), or with text like 'aquí';
 * - a paragraph of more than {@link LONG_PARAGRAPH_WORDS} words.
 * It reads the HTML with a tokenizer, not a DOM, so it runs on the server and in the browser alike.
 */
export function accessibilityWarnings(html: string): AccessibilityWarning[] {
  const warnings: AccessibilityWarning[] = [];
  const counts: Record<AccessibilityElement, number> = {
    image: 0,
    heading: 0,
    link: 0,
    paragraph: 0,
  };
  let previousLevel = 1;
  let link: OpenLink | null = null;
  let heading: OpenHeading | null = null;
  let paragraph: OpenParagraph | null = null;

  const warn = (
    kind: AccessibilityWarningKind,
    message: string,
    element: AccessibilityElement,
    index: number,
  ) => warnings.push({ kind, message, target: { element, index } });

  const closeLink = (open: OpenLink) => {
    const text = decodeText(open.text).replace(/\s+/g, ' ').trim();
    if (text === '' && open.imageNames.trim() === '')
      warn('empty-link', ACCESSIBILITY_MESSAGES.emptyLink, 'link', open.index);
    else if (text !== '' && isVagueLinkText(text))
      warn('vague-link-text', vagueLinkMessage(text), 'link', open.index);
  };
  const closeHeading = (open: OpenHeading) => {
    if (open.level > previousLevel + 1) {
      const text = decodeText(open.text).replace(/\s+/g, ' ').trim();
      warn(
        'skipped-heading-level',
        skippedHeadingMessage(text, previousLevel, open.level),
        'heading',
        open.index,
      );
    }
    previousLevel = open.level;
  };
  const closeParagraph = (open: OpenParagraph) => {
    const { words } = readingTime(open.html);
    if (words <= LONG_PARAGRAPH_WORDS) return;
    const start = decodeText(open.html.replace(/<[^>]*>/g, ' '));
    warn(
      'long-paragraph',
      longParagraphMessage(start, words, LONG_PARAGRAPH_WORDS),
      'paragraph',
      open.index,
    );
  };

  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName, attributes = ''] = match;
    if (token.startsWith('<!--')) continue;
    if (paragraph) paragraph.html += token;
    if (rawName === undefined) {
      if (link) link.text += token;
      if (heading) heading.text += token;
      continue;
    }
    const name = rawName.toLowerCase();
    const level = /^h([1-6])$/.exec(name)?.[1];
    if (closing) {
      if (name === 'a' && link) {
        closeLink(link);
        link = null;
      } else if (level && heading) {
        closeHeading(heading);
        heading = null;
      } else if (name === 'p' && paragraph) {
        paragraph.html = paragraph.html.slice(0, -token.length);
        closeParagraph(paragraph);
        paragraph = null;
      }
      continue;
    }
    if (name === 'img') {
      const attrs = attributesOf(attributes);
      const alt = attrs.get('alt')?.trim() ?? '';
      if (alt === '')
        warn(
          'image-without-alt',
          imageWithoutAltMessage(fileNameOf(attrs.get('src') ?? '')),
          'image',
          counts.image,
        );
      if (link) link.imageNames += alt;
      counts.image += 1;
    } else if (name === 'a') {
      // An `<a>` left open ends where the next one starts, as in a browser.
      if (link) closeLink(link);
      link = { index: counts.link, text: '', imageNames: '' };
      counts.link += 1;
    } else if (level) {
      if (heading) closeHeading(heading);
      heading = { index: counts.heading, level: Number(level), text: '' };
      counts.heading += 1;
    } else if (name === 'p') {
      if (paragraph) {
        paragraph.html = paragraph.html.slice(0, -token.length);
        closeParagraph(paragraph);
      }
      paragraph = { index: counts.paragraph, html: '' };
      counts.paragraph += 1;
    }
  }
  if (link) closeLink(link);
  if (heading) closeHeading(heading);
  if (paragraph) closeParagraph(paragraph);
  return warnings;
}
