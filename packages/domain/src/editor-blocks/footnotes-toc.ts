import { slugifyCategory } from '../slug/slug.ts';

/*
 * The rules behind a post's table of contents and footnotes (docs/decisions/070-footnotes-and-toc.md):
 * which anchor each heading gets and which number each note gets. The server applies them on
 * every save; the editor numbers its notes with the same rule, so what the author sees is what
 * is published.
 */

/** The heading levels a table of contents lists and that get an anchor. */
export const TOC_HEADING_LEVELS = [2, 3, 4] as const;

/** What the table of contents and the notes are called, for readers of assistive technology too. */
export const FOOTNOTES_TOC_LABELS = {
  toc: 'Índice',
  notes: 'Notas',
  backLink: 'Volver al texto',
  footnoteButton: 'Nota al pie',
  tocButton: 'Índice',
  emptyToc: 'El índice mostrará los títulos H2, H3 y H4 del texto.',
} as const;

/** A note's anchor (`nota-1`) and the anchor of its first reference in the text (`ref-1`). */
export const noteAnchor = (number: number | string): string => `nota-${number}`;
export const referenceAnchor = (number: number | string, occurrence = 1): string =>
  occurrence === 1 ? `ref-${number}` : `ref-${number}-${occurrence}`;

/** A note's or reference's anchor as the server writes it, and nothing else. */
export const NOTE_ANCHOR_PATTERN = /^nota-[1-9]\d{0,3}$/;
export const REFERENCE_ANCHOR_PATTERN = /^ref-[1-9]\d{0,3}(?:-[1-9]\d{0,3})?$/;
/** A heading's anchor as {@link headingAnchors} writes it. */
export const HEADING_ANCHOR_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The anchor a heading without letters or digits (an emoji, punctuation) gets. */
const UNNAMED_HEADING = 'seccion';

/**
 * Anchors the public page already uses (the skip link's target, the comments, the tip and
 * subscription forms, related posts) and the shapes of the notes' own anchors: a heading never
 * takes one, or its link would jump elsewhere and a script asking for the element get another.
 */
const RESERVED_ANCHORS: ReadonlySet<string> = new Set([
  'contenido',
  'comentar',
  'comentarios',
  'comentarios-titulo',
  'propina',
  'propina-titulo',
  'relacionadas',
  'search-q',
  'subscribe-email',
  'subscribe-name',
  'suscribirse',
]);
const RESERVED_ANCHOR_SHAPES =
  /^(?:nota-\d+|ref-\d+(?:-\d+)?|archivo-\d+|comentario-[0-9a-f-]{36})$/;

/**
 * Each heading's anchor, in the order of the headings: its text with accents folded, lower-case,
 * runs of other characters as one hyphen ('¿Qué es?' → `que-es`), at most 50 characters. A
 * repeated text numbers its later headings `-2`, `-3`…, so an anchor depends only on the headings
 * before it with the same text: saving again, or editing another heading, never moves it.
 */
export function headingAnchors(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    const slug = slugifyCategory(text) || UNNAMED_HEADING;
    // Numbering `ref-1` would give `ref-1-2`, a reference's shape again: such a text is told apart.
    const base = RESERVED_ANCHOR_SHAPES.test(slug) ? `${slug}-${UNNAMED_HEADING}` : slug;
    let anchor = base;
    for (let n = 2; taken.has(anchor) || RESERVED_ANCHORS.has(anchor); n += 1) {
      anchor = `${base}-${n}`;
    }
    taken.add(anchor);
    return anchor;
  });
}

/** One entry of a table of contents, nested under the entry of the heading above its level. */
export interface TocEntry {
  level: number;
  text: string;
  anchor: string;
  children: TocEntry[];
}

/**
 * The headings as a tree: an H3 goes under the H2 before it, an H4 under the H3 before it; a
 * heading with no higher one before it stays at the top (no level is invented for it).
 */
export function tocTree(headings: readonly { level: number; text: string; anchor: string }[]) {
  const root: TocEntry[] = [];
  const open: TocEntry[] = [];
  for (const heading of headings) {
    const entry: TocEntry = { ...heading, children: [] };
    while (open.length > 0 && (open.at(-1) as TocEntry).level >= entry.level) open.pop();
    (open.at(-1)?.children ?? root).push(entry);
    open.push(entry);
  }
  return root;
}

/**
 * Which number each note gets: notes are numbered 1, 2, 3… in the order of their first reference
 * in the text, whatever their order or labels were before. A reference whose note is gone, and a
 * note no reference points to, get no number (both are dropped, as when a word processor deletes
 * a note with its reference). `references` are the labels of the references in text order (a
 * label may repeat: two references to one note); `notes` are the labels of the notes there are.
 */
export function footnoteNumbers(
  references: readonly string[],
  notes: readonly string[],
): Map<string, number> {
  const existing = new Set(notes);
  const numbers = new Map<string, number>();
  for (const label of references) {
    if (existing.has(label) && !numbers.has(label)) numbers.set(label, numbers.size + 1);
  }
  return numbers;
}
