import { isPastedHeaderRow, tableSpan } from '@bitacora/domain';

/*
 * A pasted table (Google Docs, Word, LibreOffice, Pages, Notion, a web page) as the editor's
 * table reads it: rows of cells, the first a header row when the program marked it as one or
 * made it all bold (domain's isPastedHeaderRow), each cell one line of text with line breaks
 * where its paragraphs or list items were, and its spans. Widths, borders, colours, column
 * groups and footers go.
 */

/** What a cell may hold as blocks: each becomes a line of the cell's text. */
const CELL_BLOCKS = 'p, div, h1, h2, h3, h4, h5, h6, li, ul, ol, blockquote, pre, figure';

const hasText = (node: Node | null) => /[^\s\u00a0]/.test(node?.textContent ?? '');

/** The next sibling that holds text. */
function nextWithText(node: Node): Node | null {
  let next = node.nextSibling;
  while (next && !hasText(next)) next = next.nextSibling;
  return next;
}

/** The part of a cell's text inside bold, outermost bold only. */
function boldTextOf(cell: Element): string {
  return [...cell.querySelectorAll('b, strong')]
    .filter((bold) => !bold.parentElement?.closest('b, strong'))
    .map((bold) => bold.textContent ?? '')
    .join('');
}

/** A cell's content as one line of text: a break between its blocks, none at its ends. */
function inlineContent(from: Element, to: Element): void {
  for (const block of [...from.querySelectorAll(CELL_BLOCKS)].reverse()) {
    if (!block.isConnected) continue;
    if (hasText(block) && nextWithText(block)) block.append(from.ownerDocument.createElement('br'));
    block.replaceWith(...block.childNodes);
  }
  to.append(...from.childNodes);
  for (let last = to.lastChild; last && (last.nodeName === 'BR' || !hasText(last)); ) {
    if (last.nodeName !== 'BR' && last.nodeType !== Node.TEXT_NODE) break;
    last.remove();
    last = to.lastChild;
  }
}

/** A header cell's own bold goes: a header is bold by itself. */
function unbold(cell: Element): void {
  for (const bold of [...cell.querySelectorAll('b, strong')]) bold.replaceWith(...bold.childNodes);
}

function rebuildTable(table: HTMLTableElement): void {
  const document = table.ownerDocument;
  const rows = [...table.rows];
  if (rows.length === 0) {
    table.remove();
    return;
  }
  const cellsOf = (row: HTMLTableRowElement) => [...row.cells];
  const first = rows[0] as HTMLTableRowElement;
  const header = isPastedHeaderRow(
    cellsOf(first).map((cell) => ({
      header: cell.tagName === 'TH' || cell.getAttribute('role') === 'columnheader',
      text: cell.textContent ?? '',
      boldText: boldTextOf(cell),
    })),
    { inHead: first.parentElement?.tagName === 'THEAD', rows: rows.length },
  );
  const made = document.createElement('table');
  const head = document.createElement('thead');
  const body = document.createElement('tbody');
  rows.forEach((row, index) => {
    const isHeader = header && index === 0;
    const tr = document.createElement('tr');
    for (const cell of cellsOf(row)) {
      const next = document.createElement(isHeader ? 'th' : 'td');
      for (const name of ['colspan', 'rowspan'] as const) {
        const span = tableSpan(cell.getAttribute(name));
        if (span !== null) next.setAttribute(name, String(span));
      }
      if (isHeader) unbold(cell);
      inlineContent(cell, next);
      tr.append(next);
    }
    (isHeader ? head : body).append(tr);
  });
  if (header) made.append(head);
  made.append(body);
  table.replaceWith(made);
}

/**
 * Every pasted table rebuilt as the editor reads it. A table inside a cell has no place in the
 * editor: its text joins the cell, a line per row.
 */
export function normalizePastedTables(root: HTMLElement): void {
  const tables = [...root.querySelectorAll('table')];
  for (const table of tables.reverse()) {
    if (table.parentElement?.closest('td, th')) {
      const lines = [...table.rows].map((row) =>
        [...row.cells].map((cell) => (cell.textContent ?? '').trim()).join(' · '),
      );
      table.replaceWith(
        ...lines.flatMap((line, index) => [
          ...(index > 0 ? [root.ownerDocument.createElement('br')] : []),
          line,
        ]),
      );
      continue;
    }
    rebuildTable(table);
  }
}
