import { tableHeaderScope, tableSpan } from '@bitacora/domain';
import { keymap } from '@milkdown/kit/prose/keymap';
import type { NodeSpec, NodeType, Node as ProseNode, Schema } from '@milkdown/kit/prose/model';
import { type EditorState, Selection, type Transaction } from '@milkdown/kit/prose/state';
import {
  addColumnAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  selectedRect,
  tableEditing,
  tableNodes,
} from '@milkdown/kit/prose/tables';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $node, $prose } from '@milkdown/kit/utils';
import { parseInertHtml } from './inert-html';

/*
 * Tables in the body (docs/decisions/069-editor-tables.md): the node names and shapes of
 * Milkdown's GFM tables, built from prosemirror-tables' own nodes and editing (the GFM preset is
 * one module that would bring all of GFM with it), read from and written to HTML. A table may
 * have a header row (its first, of `<th scope="col">`) or none; each cell holds one line of text,
 * with line breaks. Stored as
 * `<table><thead><tr><th scope="col">…</th></tr></thead><tbody><tr><td>…</td></tr></tbody></table>`.
 */

export const TABLE_NODE = 'table';
const HEADER_ROW = 'table_header_row';
const ROW = 'table_row';
const HEADER_CELL = 'table_header';
const CELL = 'table_cell';
const HEADER_ROW_ATTRIBUTE = 'data-is-header';

const specs = tableNodes({ tableGroup: 'block', cellContent: 'paragraph', cellAttributes: {} });

/** A cell's spans as the schema keeps them: 1 unless the domain's rule keeps more. */
function cellAttrs(dom: HTMLElement) {
  return {
    colspan: tableSpan(dom.getAttribute('colspan')) ?? 1,
    rowspan: tableSpan(dom.getAttribute('rowspan')) ?? 1,
    colwidth: null,
  };
}

/** A cell's attributes as written: its spans only (no widths). */
function spansOf(node: ProseNode): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (node.attrs.colspan > 1) attrs.colspan = String(node.attrs.colspan);
  if (node.attrs.rowspan > 1) attrs.rowspan = String(node.attrs.rowspan);
  return attrs;
}

/** The `<tr>` of a table's header: in `<thead>`, or first and all of `<th>`. */
function isHeaderRowElement(row: HTMLElement): boolean {
  if (row.hasAttribute(HEADER_ROW_ATTRIBUTE) || row.parentElement?.tagName === 'THEAD') return true;
  const cells = [...row.children];
  return (
    row.closest('table')?.rows[0] === row &&
    cells.length > 0 &&
    cells.every((cell) => cell.tagName === 'TH')
  );
}

/**
 * A node the editor reads and writes as HTML. Milkdown still writes every document as Markdown
 * for its change listener, which nothing here reads: there a table is its text.
 */
const tableNode = (name: string, spec: NodeSpec) =>
  $node(name, () => ({
    ...spec,
    parseMarkdown: { match: () => false, runner: () => {} },
    toMarkdown: {
      match: (node) => node.type.name === name,
      runner: (state, node) => {
        if (name === TABLE_NODE) state.addNode('html', undefined, node.textContent);
      },
    },
  }));

/** A table with a header row or none, then its rows. */
const table = tableNode(TABLE_NODE, {
  ...specs.table,
  content: `(${HEADER_ROW} ${ROW}*) | ${ROW}+`,
});

const headerRow = tableNode(HEADER_ROW, {
  ...specs.table_row,
  content: `(${HEADER_CELL})*`,
  parseDOM: [
    {
      tag: 'tr',
      priority: 60,
      getAttrs: (dom) => (isHeaderRowElement(dom as HTMLElement) ? {} : false),
    },
  ],
  toDOM: () => ['tr', { [HEADER_ROW_ATTRIBUTE]: 'true' }, 0],
});

const plainRow = tableNode(ROW, { ...specs.table_row, content: `(${CELL})*` });

/** A header cell: a column's header, as the stored `scope` says. */
const headerCell = tableNode(HEADER_CELL, {
  ...specs.table_header,
  parseDOM: [
    {
      tag: 'th',
      context: `${HEADER_ROW}/`,
      getAttrs: (dom) => cellAttrs(dom as HTMLElement),
    },
  ],
  toDOM: (node) => ['th', { scope: 'col', ...spansOf(node) }, 0],
});

/** A cell; a `<th>` outside the header row (a row's header in an imported table) is one too. */
const cell = tableNode(CELL, {
  ...specs.table_cell,
  parseDOM: [
    { tag: 'td', getAttrs: (dom) => cellAttrs(dom as HTMLElement) },
    { tag: 'th', getAttrs: (dom) => cellAttrs(dom as HTMLElement) },
  ],
  toDOM: (node) => ['td', spansOf(node), 0],
});

/** Enter or Ctrl+Enter in a cell: a new paragraph after the table, where the text goes on. */
function exitTable(state: EditorState, dispatch?: (tr: Transaction) => void): boolean {
  const paragraph = state.schema.nodes.paragraph;
  if (!isInTable(state) || !paragraph) return false;
  const { $head } = state.selection;
  let depth = $head.depth;
  while (depth > 0 && $head.node(depth).type.name !== TABLE_NODE) depth -= 1;
  if (depth === 0) return false;
  if (dispatch) {
    const after = $head.after(depth);
    const tr = state.tr.insert(after, paragraph.create());
    dispatch(tr.setSelection(Selection.near(tr.doc.resolve(after + 1))).scrollIntoView());
  }
  return true;
}

/** A row of empty cells under the cursor's row (under the header row, a plain row). */
function addRowAfter(state: EditorState, dispatch?: (tr: Transaction) => void): boolean {
  if (!isInTable(state)) return false;
  if (dispatch) {
    const rect = selectedRect(state);
    const { row: rowType, td } = types(state.schema);
    let pos = rect.tableStart;
    for (let index = 0; index < rect.bottom; index += 1) pos += rect.table.child(index).nodeSize;
    const cells = Array.from({ length: rect.map.width }, () => td.createAndFill() as ProseNode);
    dispatch(state.tr.insert(pos, rowType.create(null, cells)));
  }
  return true;
}

/**
 * The table nodes (the plain row after the header row: prosemirror-tables makes rows of the last
 * node with the row role), the cell editing and selection, Tab and Shift+Tab between cells, Enter
 * or Ctrl+Enter out of the table.
 */
export const tableBlocks = [
  table,
  headerRow,
  plainRow,
  headerCell,
  cell,
  $prose(() => tableEditing()),
  $prose(() =>
    keymap({
      Tab: goToNextCell(1),
      'Shift-Tab': goToNextCell(-1),
      'Mod-Enter': exitTable,
      Enter: exitTable,
    }),
  ),
].flat();

function types(schema: Schema) {
  const { [HEADER_ROW]: head, [ROW]: row, [HEADER_CELL]: th, [CELL]: td } = schema.nodes;
  if (!head || !row || !th || !td) throw new Error('The editor has no table nodes');
  return { head, row, th, td };
}

/** A new table: a header row and two rows of three columns. */
function newTable(schema: Schema): ProseNode | null {
  const { head, row, th, td } = types(schema);
  const cells = (type: NodeType) => [0, 1, 2].map(() => type.createAndFill() as ProseNode);
  return (
    schema.nodes[TABLE_NODE]?.create(null, [
      head.create(null, cells(th)),
      row.create(null, cells(td)),
      row.create(null, cells(td)),
    ]) ?? null
  );
}

/** Puts a new table where the cursor is, with the cursor in its first header cell. */
export function insertTable(view: EditorView): void {
  const { state } = view;
  const made = newTable(state.schema);
  const paragraph = state.schema.nodes.paragraph;
  if (!made || !paragraph || isInTable(state)) return;
  let tr = state.tr.replaceSelectionWith(made);
  // The selection is now at the end of what was inserted: in the new table's last cell.
  const { $from } = tr.selection;
  let depth = $from.depth;
  while (depth > 0 && $from.node(depth).type !== made.type) depth -= 1;
  if (depth === 0) return;
  const start = $from.before(depth);
  const after = $from.after(depth);
  // A paragraph after it, so the text goes on below the table.
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr = tr.insert(after, paragraph.create());
  const first = Selection.findFrom(tr.doc.resolve(start + 1), 1, true);
  if (first) tr = tr.setSelection(first);
  view.dispatch(tr.scrollIntoView());
}

/** Gives the table's first row a header of `<th>` cells, or takes it away, keeping the text. */
function toggleHeaderRow(state: EditorState, dispatch?: (tr: Transaction) => void): boolean {
  if (!isInTable(state)) return false;
  const { table, tableStart } = selectedRect(state);
  const first = table.firstChild;
  if (!first) return false;
  const { head, row, th, td } = types(state.schema);
  const isHeader = first.type === head;
  const [rowType, cellType] = isHeader ? [row, td] : [head, th];
  const cells: ProseNode[] = [];
  first.forEach((old) => {
    cells.push(cellType.create(old.attrs, old.content, old.marks));
  });
  if (dispatch) {
    const from = state.selection.from;
    const tr = state.tr.replaceWith(
      tableStart,
      tableStart + first.nodeSize,
      rowType.create(null, cells),
    );
    // The row keeps its size, so the cursor stays in the cell it was in.
    dispatch(tr.setSelection(Selection.near(tr.doc.resolve(from))));
  }
  return true;
}

/** The table under the cursor, as its controls show it; null outside a table. */
export interface TableState {
  headerRow: boolean;
  canDeleteRow: boolean;
  canDeleteColumn: boolean;
}

export function tableStateOf(state: EditorState): TableState | null {
  if (!isInTable(state)) return null;
  const { table } = selectedRect(state);
  return {
    headerRow: table.firstChild?.type.name === HEADER_ROW,
    canDeleteRow: deleteRow(state),
    canDeleteColumn: deleteColumn(state),
  };
}

export const sameTableState = (a: TableState | null, b: TableState | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.headerRow === b.headerRow &&
    a.canDeleteRow === b.canDeleteRow &&
    a.canDeleteColumn === b.canDeleteColumn);

export type TableAction =
  | 'addRow'
  | 'deleteRow'
  | 'addColumn'
  | 'deleteColumn'
  | 'headerRow'
  | 'deleteTable';

/** Runs a table control's action on the table under the cursor. */
export function runTableAction(view: EditorView, action: TableAction): void {
  const { state, dispatch } = view;
  switch (action) {
    case 'addRow':
      addRowAfter(state, dispatch);
      return;
    case 'deleteRow':
      deleteRow(state, dispatch);
      return;
    case 'addColumn':
      addColumnAfter(state, dispatch);
      return;
    case 'deleteColumn':
      deleteColumn(state, dispatch);
      return;
    case 'headerRow':
      toggleHeaderRow(state, dispatch);
      return;
    case 'deleteTable':
      deleteTable(state, dispatch);
      return;
  }
}

/**
 * The editor's HTML with its tables as they are stored: the header row in `<thead>`, the rest in
 * `<tbody>`, and each cell's text without the paragraph the editor keeps it in.
 */
export function storedTables(html: string): string {
  if (!html.includes('<table')) return html;
  const body = parseInertHtml(html);
  for (const element of body.querySelectorAll('table')) {
    const rows = [...element.rows];
    const head = element.ownerDocument.createElement('thead');
    const tbody = element.ownerDocument.createElement('tbody');
    for (const row of rows) {
      const isHeader = row.hasAttribute(HEADER_ROW_ATTRIBUTE);
      row.removeAttribute(HEADER_ROW_ATTRIBUTE);
      (isHeader ? head : tbody).append(row);
      for (const cellElement of row.cells) {
        const only = cellElement.children.length === 1 ? cellElement.firstElementChild : null;
        if (only?.tagName === 'P' && cellElement.childNodes.length === 1) {
          cellElement.replaceChildren(...only.childNodes);
        }
        if (cellElement.tagName === 'TH' && !tableHeaderScope(cellElement.getAttribute('scope'))) {
          cellElement.setAttribute('scope', 'col');
        }
      }
    }
    element.replaceChildren(...(head.rows.length > 0 ? [head] : []), tbody);
  }
  return body.innerHTML;
}
