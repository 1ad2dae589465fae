import { FOOTNOTES_TOC_LABELS, footnoteNumbers, TOC_HEADING_LEVELS } from '@bitacora/domain';
import type { NodeType, Node as ProseNode } from '@milkdown/kit/prose/model';
import {
  type EditorState,
  Plugin,
  TextSelection,
  type Transaction,
} from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $node, $prose } from '@milkdown/kit/utils';
import { insertBlockAt } from './editor-schema';

/*
 * Footnotes and the table of contents in the editor (docs/decisions/070-footnotes-and-toc.md).
 * The nodes write the shapes the server stores and read them back: a reference
 * `<sup><a href="#nota-N" id="ref-N">N</a></sup>`, the notes' `<section class="footnotes">` list
 * and the `<nav class="toc">` block. Notes are renumbered as the author writes, by the domain's
 * rule, and the table of contents shows the current headings; the server makes both again on save.
 */

export const FOOTNOTE_REF_NODE = 'footnote_reference';
export const FOOTNOTES_NODE = 'footnotes';
export const FOOTNOTE_NOTE_NODE = 'footnote_note';
export const TOC_NODE = 'table_of_contents';

const NOTE_HREF = '#nota-';
const NOTE_ID = 'nota-';
/** Markdown has no place for these blocks: the editor reads and writes HTML only. */
const NO_MARKDOWN = { match: () => false, runner: () => {} };

/** A note's reference at the cursor: its number, a link to the note. */
export const footnoteReference = $node(FOOTNOTE_REF_NODE, () => ({
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,
  attrs: { label: { default: '1' } },
  parseDOM: [
    {
      tag: 'sup',
      priority: 60,
      getAttrs: (dom) => {
        const href = (dom as HTMLElement).querySelector(':scope > a[href]')?.getAttribute('href');
        return href?.startsWith(NOTE_HREF) ? { label: href.slice(NOTE_HREF.length) } : false;
      },
    },
  ],
  toDOM: (node) => {
    const label = String(node.attrs.label);
    return ['sup', ['a', { href: `${NOTE_HREF}${label}`, id: `ref-${label}` }, label]];
  },
  parseMarkdown: NO_MARKDOWN,
  toMarkdown: {
    match: (node) => node.type.name === FOOTNOTE_REF_NODE,
    runner: (state, node) => {
      state.addNode('text', undefined, `[^${String(node.attrs.label)}]`);
    },
  },
}));

/** The notes, one numbered list wherever it is (the server puts it at the end). */
export const footnotesBlock = $node(FOOTNOTES_NODE, () => ({
  group: 'block',
  content: `${FOOTNOTE_NOTE_NODE}+`,
  isolating: true,
  parseDOM: [
    {
      tag: 'section.footnotes',
      priority: 60,
      contentElement: (dom) =>
        (dom as HTMLElement).querySelector(':scope > ol') ?? (dom as HTMLElement),
    },
  ],
  toDOM: () => [
    'section',
    { class: 'footnotes', 'aria-label': FOOTNOTES_TOC_LABELS.notes },
    ['ol', 0],
  ],
  parseMarkdown: NO_MARKDOWN,
  toMarkdown: {
    match: (node) => node.type.name === FOOTNOTES_NODE,
    runner: (state, node) => {
      state.next(node.content);
    },
  },
}));

/** One note: its paragraphs, editable in place. */
export const footnoteNote = $node(FOOTNOTE_NOTE_NODE, () => ({
  content: 'paragraph+',
  defining: true,
  attrs: { label: { default: '1' } },
  parseDOM: [
    {
      tag: `li[id^="${NOTE_ID}"]`,
      priority: 60,
      getAttrs: (dom) => ({ label: (dom as HTMLElement).id.slice(NOTE_ID.length) }),
    },
    // The back link the server adds to a note is its own: it is made again on every save.
    { tag: 'a[href^="#ref-"]', ignore: true, priority: 100 },
  ],
  toDOM: (node) => ['li', { id: `${NOTE_ID}${String(node.attrs.label)}` }, 0],
  parseMarkdown: NO_MARKDOWN,
  toMarkdown: {
    match: (node) => node.type.name === FOOTNOTE_NOTE_NODE,
    runner: (state, node) => {
      state.next(node.content);
    },
  },
}));

/** The table of contents: an empty block in the stored HTML until the server fills it. */
export const tableOfContents = $node(TOC_NODE, () => ({
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  parseDOM: [{ tag: 'nav.toc', priority: 60 }],
  toDOM: () => [
    'nav',
    { class: 'toc', 'aria-label': FOOTNOTES_TOC_LABELS.toc, contenteditable: 'false' },
  ],
  parseMarkdown: NO_MARKDOWN,
  toMarkdown: { match: (node) => node.type.name === TOC_NODE, runner: () => {} },
}));

type Found = { pos: number; node: ProseNode };

function findFootnotes(doc: ProseNode) {
  const references: Found[] = [];
  const lists: Found[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === FOOTNOTE_REF_NODE) references.push({ pos, node });
    else if (node.type.name === FOOTNOTES_NODE) lists.push({ pos, node });
    else return true;
    return false;
  });
  return { references, lists };
}

const labelOf = (node: ProseNode) => String(node.attrs.label);

/**
 * The document with its notes numbered by the domain's rule (first reference first), in that
 * order in one list, a reference without its note and a note without a reference gone; null
 * when it already is so.
 */
export function renumberFootnotes(state: EditorState): Transaction | null {
  const { references, lists } = findFootnotes(state.doc);
  if (references.length === 0 && lists.length === 0) return null;
  const notes = lists.flatMap(({ node }) => {
    const children: ProseNode[] = [];
    node.forEach((child) => {
      children.push(child);
    });
    return children;
  });
  const numbers = footnoteNumbers(
    references.map(({ node }) => labelOf(node)),
    notes.map(labelOf),
  );
  const tr = state.tr;
  for (const { pos, node } of [...references].reverse()) {
    const number = numbers.get(labelOf(node));
    if (number === undefined) tr.delete(pos, pos + node.nodeSize);
    else if (labelOf(node) !== String(number)) {
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, label: String(number) });
    }
  }
  const inOrder =
    lists.length === 1 &&
    notes.length === numbers.size &&
    notes.every((note, index) => numbers.get(labelOf(note)) === index + 1);
  const first = lists[0];
  if (inOrder && first) {
    // Relabelled in place, so the cursor in a note stays where it is.
    let pos = tr.mapping.map(first.pos) + 1;
    for (const [index, note] of notes.entries()) {
      if (labelOf(note) !== String(index + 1)) {
        tr.setNodeMarkup(pos, undefined, { ...note.attrs, label: String(index + 1) });
      }
      pos += note.nodeSize;
    }
  } else if (first) {
    const byLabel = new Map<string, ProseNode>();
    for (const note of notes) if (!byLabel.has(labelOf(note))) byLabel.set(labelOf(note), note);
    const ordered = [...numbers].map(([label, number]) => {
      const note = byLabel.get(label) as ProseNode;
      return note.type.create({ ...note.attrs, label: String(number) }, note.content);
    });
    for (const { pos, node } of lists.slice(1).reverse()) {
      const from = tr.mapping.map(pos);
      tr.delete(from, from + node.nodeSize);
    }
    const from = tr.mapping.map(first.pos);
    const to = from + first.node.nodeSize;
    if (ordered.length === 0) tr.delete(from, to);
    else tr.replaceWith(from, to, first.node.type.create(first.node.attrs, ordered));
  }
  return tr.docChanged ? tr : null;
}

/**
 * A reference at the cursor and its empty note in the list of notes, where its number puts it;
 * the cursor goes into the note, to write it.
 */
export function insertFootnote(view: EditorView): void {
  const { schema } = view.state;
  const refType = schema.nodes[FOOTNOTE_REF_NODE] as NodeType;
  const listType = schema.nodes[FOOTNOTES_NODE] as NodeType;
  const noteType = schema.nodes[FOOTNOTE_NOTE_NODE] as NodeType;
  const paragraph = schema.nodes.paragraph as NodeType;
  // A label no note has; the renumbering gives it its number at once.
  const label = `nueva-${Date.now()}`;
  const tr = view.state.tr.replaceSelectionWith(refType.create({ label }), false);
  const { references, lists } = findFootnotes(tr.doc);
  const seen = new Set<string>();
  for (const { node } of references) {
    if (labelOf(node) === label) break;
    seen.add(labelOf(node));
  }
  const note = noteType.create({ label }, paragraph.create());
  const list = lists[0];
  let notePos: number;
  if (list) {
    let pos = list.pos + 1;
    list.node.forEach((child, _offset, index) => {
      if (index < seen.size) pos += child.nodeSize;
    });
    tr.insert(pos, note);
    notePos = pos;
  } else {
    notePos = tr.doc.content.size;
    tr.insert(notePos, listType.create(null, note));
    notePos += 1;
  }
  tr.setSelection(TextSelection.create(tr.doc, notePos + 2));
  view.dispatch(tr.scrollIntoView());
}

/** A table of contents block between the blocks around the cursor. */
export function insertTableOfContents(view: EditorView): void {
  const { [TOC_NODE]: type, paragraph } = view.state.schema.nodes;
  if (type && paragraph) insertBlockAt(view, type.create(), paragraph, view.state.selection.from);
}

const LISTED_LEVELS: readonly number[] = TOC_HEADING_LEVELS;

/** What each table of contents block shows in the editor: the headings as they are now. */
function showTables(view: EditorView): void {
  const headings: { level: number; text: string }[] = [];
  const blocks: number[] = [];
  view.state.doc.descendants((node, pos) => {
    if (node.type.name === 'heading' && LISTED_LEVELS.includes(Number(node.attrs.level))) {
      headings.push({ level: Number(node.attrs.level), text: node.textContent });
    }
    if (node.type.name === TOC_NODE) blocks.push(pos);
    return node.isBlock;
  });
  for (const pos of blocks) {
    const dom = view.nodeDOM(pos);
    if (!(dom instanceof HTMLElement)) continue;
    const title = dom.ownerDocument.createElement('p');
    title.className = 'editor-toc-title';
    title.textContent = FOOTNOTES_TOC_LABELS.toc;
    if (headings.length === 0) {
      const empty = dom.ownerDocument.createElement('p');
      empty.textContent = FOOTNOTES_TOC_LABELS.emptyToc;
      dom.replaceChildren(title, empty);
      continue;
    }
    const list = dom.ownerDocument.createElement('ul');
    for (const heading of headings) {
      const item = dom.ownerDocument.createElement('li');
      item.dataset.level = String(heading.level);
      item.textContent = heading.text;
      list.append(item);
    }
    dom.replaceChildren(title, list);
  }
}

/**
 * Backspace after a reference, or Delete before it, removes it whole: left to the browser, the
 * key would take the number out of the reference's element and leave the reference.
 */
function deleteReference(view: EditorView, event: KeyboardEvent): boolean {
  const { selection } = view.state;
  if (!selection.empty || event.ctrlKey || event.metaKey || event.altKey) return false;
  const $pos = selection.$from;
  const back = event.key === 'Backspace';
  if (!back && event.key !== 'Delete') return false;
  const node = back ? $pos.nodeBefore : $pos.nodeAfter;
  if (node?.type.name !== FOOTNOTE_REF_NODE) return false;
  const from = back ? $pos.pos - node.nodeSize : $pos.pos;
  view.dispatch(view.state.tr.delete(from, from + node.nodeSize));
  return true;
}

/** Keeps the notes numbered and the tables of contents current. */
export const footnotesAndTocPlugin = $prose(
  () =>
    new Plugin({
      props: { handleKeyDown: deleteReference },
      appendTransaction: (transactions, _old, state) =>
        transactions.some((tr) => tr.docChanged) ? renumberFootnotes(state) : null,
      view: (view) => {
        showTables(view);
        return {
          update: (next, previous) => {
            if (!next.state.doc.eq(previous.doc)) showTables(next);
          },
        };
      },
    }),
);

/** Everything above, for `Editor.use`. */
export const footnotesAndToc = [
  footnoteReference,
  footnotesBlock,
  footnoteNote,
  tableOfContents,
  footnotesAndTocPlugin,
];
