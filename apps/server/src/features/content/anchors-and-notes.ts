import { createRequire } from 'node:module';
import {
  FOOTNOTES_TOC_LABELS,
  footnoteNumbers,
  headingAnchors,
  noteAnchor,
  PAYWALL_MARKER,
  referenceAnchor,
  type TocEntry,
  tocTree,
} from '@bitacora/domain';
import type * as Htmlparser2 from 'htmlparser2';
import { escapeHtml } from '../../platform/http/html.ts';
import { decodeHtmlEntities } from './sanitize-html.ts';

/*
 * A post's headings, table of contents and footnotes as they are stored
 * (docs/decisions/070-footnotes-and-toc.md), made on every save from the cleaned HTML: each
 * H2–H4 gets its anchor, each table of contents (`<nav class="toc">`) lists the headings again,
 * and the notes are numbered by their first reference and gathered in one list at the end, with
 * links both ways. Everything written here comes from the domain's rules and escaped text; the
 * rest of the HTML is left byte for byte as the sanitiser wrote it.
 */

type Document = ReturnType<typeof Htmlparser2.parseDocument>;
type Node = Document['children'][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

const isTag = (node: Node): node is Element => node.type === 'tag';
const isText = (node: Node): node is Extract<Node, { type: 'text' }> => node.type === 'text';

let htmlparser: typeof Htmlparser2 | undefined;

/** htmlparser2 (which the sanitiser loads anyway), required at the first post that needs it. */
function parser(): typeof Htmlparser2 {
  htmlparser ??= createRequire(import.meta.url)('htmlparser2') as typeof Htmlparser2;
  return htmlparser;
}

const MAY_HAVE_STRUCTURE = /<h[234][\s>]|<nav\b|<section\b|href="#nota-/;
const HEADING = /^h([234])$/;
const NOTE_HREF = /^#nota-(.+)$/;
const NOTE_ID = /^nota-(.+)$/;
const BACK_HREF = /^#ref-/;

const hasClass = (element: Element, name: string) =>
  (element.attribs.class ?? '').split(/\s+/).includes(name);
const isToc = (element: Element) => element.name === 'nav' && hasClass(element, 'toc');
const isNotes = (element: Element) => element.name === 'section' && hasClass(element, 'footnotes');

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Reference {
  element: Element;
  label: string;
}

/** The note a `<sup>` points to when it is a reference (`<sup><a href="#nota-…">`), else null. */
function referenceLabel(element: Element): string | null {
  if (element.name !== 'sup') return null;
  const link = element.children.find(
    (child): child is Element => 'attribs' in child && child.name === 'a',
  );
  return NOTE_HREF.exec(link?.attribs.href ?? '')?.[1] ?? null;
}

/** A heading's words as a reader sees them, without its note references. */
function headingText(element: Element): string {
  const parts: string[] = [];
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (isText(node)) parts.push(node.data);
      else if (isTag(node) && referenceLabel(node) === null) walk(node.children);
    }
  };
  walk(element.children);
  return decodeHtmlEntities(parts.join('')).replace(/\s+/g, ' ').trim();
}

function tocList(entries: readonly TocEntry[]): string {
  if (entries.length === 0) return '';
  const items = entries.map(
    (entry) =>
      `<li><a href="#${entry.anchor}">${escapeHtml(entry.text)}</a>${tocList(entry.children)}</li>`,
  );
  return `<ol>${items.join('')}</ol>`;
}

function tocBlock(headings: readonly { level: number; text: string; anchor: string }[]): string {
  return `<nav class="toc" aria-label="${FOOTNOTES_TOC_LABELS.toc}">${tocList(tocTree(headings))}</nav>`;
}

/** A note's own content, without the back links an earlier save gave it, and its new back link. */
function noteItem(note: Element, number: number): string {
  const { DomUtils } = parser();
  for (const link of DomUtils.findAll(
    (element) => element.name === 'a' && BACK_HREF.test(element.attribs.href ?? ''),
    note.children,
  )) {
    DomUtils.removeElement(link);
  }
  const content = DomUtils.getInnerHTML(note, { decodeEntities: false }).trim();
  const back = ` <a href="#${referenceAnchor(number)}" aria-label="${FOOTNOTES_TOC_LABELS.backLink}">↩</a>`;
  const withBack = content.endsWith('</p>')
    ? `${content.slice(0, -'</p>'.length).trimEnd()}${back}</p>`
    : `${content}${back}`;
  return `<li id="${noteAnchor(number)}">${withBack}</li>`;
}

function notesBlock(items: readonly string[]): string {
  if (items.length === 0) return '';
  return `<section class="footnotes" aria-label="${FOOTNOTES_TOC_LABELS.notes}"><ol>${items.join('')}</ol></section>`;
}

/**
 * Cleaned post HTML with its anchors, tables of contents and notes made anew (see above). On a
 * members' post the free part and the members' part are told apart: a table of contents above
 * the marker lists only the headings above it, and the notes referenced above it are listed
 * just before it, so nothing of the members' part shows in what every reader gets.
 */
export function structureContent(html: string): string {
  if (!MAY_HAVE_STRUCTURE.test(html)) return html;
  const { parseDocument } = parser();
  const document = parseDocument(html, {
    decodeEntities: false,
    withStartIndices: true,
    withEndIndices: true,
  });
  const headings: { element: Element; level: number }[] = [];
  const references: Reference[] = [];
  const tocs: Element[] = [];
  const sections: Element[] = [];
  const notes = new Map<string, Element>();
  const edits: Edit[] = [];

  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const level = HEADING.exec(node.name)?.[1];
      const label = referenceLabel(node);
      if (isToc(node)) {
        tocs.push(node);
      } else if (isNotes(node)) {
        sections.push(node);
        const list = node.children.find((child) => isTag(child) && child.name === 'ol');
        for (const item of list && isTag(list) ? list.children : []) {
          const noteLabel = isTag(item) ? NOTE_ID.exec(item.attribs.id ?? '')?.[1] : null;
          if (noteLabel && isTag(item) && !notes.has(noteLabel)) notes.set(noteLabel, item);
        }
      } else if (node.name === 'nav' || node.name === 'section') {
        // Only the table of contents and the notes are landmarks of a post: another is unwrapped.
        const start = node.startIndex ?? 0;
        const end = (node.endIndex ?? 0) + 1;
        const close = `</${node.name}>`;
        edits.push({ start, end: html.indexOf('>', start) + 1, text: '' });
        if (html.slice(end - close.length, end) === close)
          edits.push({ start: end - close.length, end, text: '' });
        walk(node.children);
      } else if (label !== null) {
        references.push({ element: node, label });
      } else {
        if (level) headings.push({ element: node, level: Number(level) });
        walk(node.children);
      }
    }
  };
  walk(document.children);

  const anchors = headingAnchors(headings.map(({ element }) => headingText(element)));
  const listed = headings.map(({ element, level }, index) => ({
    level,
    text: headingText(element),
    anchor: anchors[index] as string,
    start: element.startIndex ?? 0,
  }));
  const numbers = footnoteNumbers(
    references.map((reference) => reference.label),
    [...notes.keys()],
  );
  const marker = html.indexOf(PAYWALL_MARKER);
  const isFree = (position: number) => marker === -1 || position < marker;

  const range = (element: Element) => ({
    start: element.startIndex ?? 0,
    end: (element.endIndex ?? 0) + 1,
  });
  for (const [index, { element, level }] of headings.entries()) {
    const start = element.startIndex ?? 0;
    edits.push({
      start,
      end: html.indexOf('>', start) + 1,
      text: `<h${level} id="${anchors[index]}">`,
    });
  }
  for (const toc of tocs) {
    const start = toc.startIndex ?? 0;
    const shown = isFree(start) ? listed.filter((heading) => isFree(heading.start)) : listed;
    edits.push({ ...range(toc), text: tocBlock(shown) });
  }
  const seen = new Map<number, number>();
  const freeNotes: string[] = [];
  const membersNotes: string[] = [];
  for (const { element, label } of references) {
    const number = numbers.get(label);
    if (number === undefined) {
      edits.push({ ...range(element), text: '' });
      continue;
    }
    const occurrence = (seen.get(number) ?? 0) + 1;
    seen.set(number, occurrence);
    edits.push({
      ...range(element),
      text: `<sup><a href="#${noteAnchor(number)}" id="${referenceAnchor(number, occurrence)}">${number}</a></sup>`,
    });
    if (occurrence === 1) {
      const item = noteItem(notes.get(label) as Element, number);
      (isFree(element.startIndex ?? 0) ? freeNotes : membersNotes).push(item);
    }
  }
  for (const section of sections) edits.push({ ...range(section), text: '' });
  if (marker !== -1) edits.push({ start: marker, end: marker, text: notesBlock(freeNotes) });
  const endNotes = notesBlock(marker === -1 ? freeNotes : membersNotes);

  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start || a.end - b.end)) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at) + endNotes;
}
