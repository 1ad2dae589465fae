/*
 * Tables in a post's body (docs/decisions/069-editor-tables.md): what a cell may span, how a
 * header is marked, and which row of a pasted table is its header row. The editor, the paste
 * rules and the server's sanitiser read the same limits.
 */

/**
 * The most columns or rows a stored cell may span. A body table is small; a span of thousands
 * (HTML allows 1 000 columns and 65 534 rows) would only stretch the reader's page.
 */
export const TABLE_SPAN_MAX = 50;

/** The kinds of header cell a stored `<th scope>` may name. */
export const TABLE_HEADER_SCOPES = ['col', 'row', 'colgroup', 'rowgroup'] as const;
export type TableHeaderScope = (typeof TABLE_HEADER_SCOPES)[number];

/**
 * A cell's `colspan` or `rowspan` as it is kept: a whole number from 2 to {@link TABLE_SPAN_MAX}
 * (larger ones are cut to it), or null for 1, which is what a cell spans without the attribute.
 */
export function tableSpan(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const span = Number(text);
  return span < 2 ? null : Math.min(span, TABLE_SPAN_MAX);
}

/** A header cell's `scope`, when it is one of {@link TABLE_HEADER_SCOPES}. */
export function tableHeaderScope(value: string | null | undefined): TableHeaderScope | null {
  const scope = (value ?? '').trim().toLowerCase();
  return (TABLE_HEADER_SCOPES as readonly string[]).includes(scope)
    ? (scope as TableHeaderScope)
    : null;
}

/** What a pasted row's cell says about being a header. */
export interface PastedTableCell {
  /** A `<th>`, or a cell Word for the web marks `role="columnheader"`. */
  header: boolean;
  /** Its text. */
  text: string;
  /** The part of its text inside bold (`<b>`, `<strong>`, or a bold style already read as such). */
  boldText: string;
}

const letters = (text: string) => text.replace(/[\s\u00a0]+/g, '');

/**
 * Is the first row of a pasted table its header row? Web pages and Notion say so with `<thead>`
 * or `<th>`; word processors (Google Docs, Word, LibreOffice, Pages) write no header cells, and
 * their authors mark the header by making the whole first row bold. One row alone is content,
 * never only a header.
 */
export function isPastedHeaderRow(
  cells: readonly PastedTableCell[],
  table: { inHead: boolean; rows: number },
): boolean {
  if (cells.length === 0) return false;
  if (table.inHead) return true;
  if (cells.every((cell) => cell.header)) return true;
  if (table.rows < 2) return false;
  const written = cells.filter((cell) => letters(cell.text) !== '');
  return (
    written.length > 0 &&
    written.every((cell) => letters(cell.boldText).length === letters(cell.text).length)
  );
}
