import { describe, expect, it } from 'vitest';
import { isPastedHeaderRow, TABLE_SPAN_MAX, tableHeaderScope, tableSpan } from './tables.ts';

describe('tableSpan', () => {
  it('keeps a whole span from 2 up, cut to the most a cell may span', () => {
    expect(tableSpan('2')).toBe(2);
    expect(tableSpan(' 7 ')).toBe(7);
    expect(tableSpan(3)).toBe(3);
    expect(tableSpan(String(TABLE_SPAN_MAX))).toBe(TABLE_SPAN_MAX);
    expect(tableSpan('1000')).toBe(TABLE_SPAN_MAX);
    expect(tableSpan('99999999999999')).toBeNull();
  });

  it('has nothing to keep for 1, 0, negatives, fractions and words', () => {
    for (const value of ['1', '0', '-2', '2.5', '2px', 'dos', '', null, undefined]) {
      expect(tableSpan(value)).toBeNull();
    }
  });
});

describe('tableHeaderScope', () => {
  it('knows the four scopes, in any case', () => {
    expect(tableHeaderScope('col')).toBe('col');
    expect(tableHeaderScope('ROW')).toBe('row');
    expect(tableHeaderScope(' colgroup')).toBe('colgroup');
    expect(tableHeaderScope('rowgroup')).toBe('rowgroup');
  });

  it('refuses anything else', () => {
    expect(tableHeaderScope('column')).toBeNull();
    expect(tableHeaderScope('')).toBeNull();
    expect(tableHeaderScope(null)).toBeNull();
  });
});

const cell = (text: string, boldText = '', header = false) => ({ text, boldText, header });

describe('isPastedHeaderRow', () => {
  it('is a header inside <thead> or when every cell is a header cell', () => {
    expect(isPastedHeaderRow([cell('Día')], { inHead: true, rows: 1 })).toBe(true);
    expect(
      isPastedHeaderRow([cell('Día', '', true), cell('Km', '', true)], { inHead: false, rows: 1 }),
    ).toBe(true);
  });

  it('is a header when all the written text of the first row is bold (Docs, Word, Pages)', () => {
    const row = [cell('Día', 'Día'), cell('Etapa ', 'Etapa'), cell('', '')];
    expect(isPastedHeaderRow(row, { inHead: false, rows: 3 })).toBe(true);
  });

  it('is content when part of the row is not bold, or nothing is written', () => {
    expect(
      isPastedHeaderRow([cell('Día', 'Día'), cell('Etapa larga', 'Etapa')], {
        inHead: false,
        rows: 3,
      }),
    ).toBe(false);
    expect(isPastedHeaderRow([cell(' '), cell('')], { inHead: false, rows: 3 })).toBe(false);
    expect(isPastedHeaderRow([], { inHead: true, rows: 2 })).toBe(false);
  });

  it('keeps a lone bold row as content, and a row with one header cell as content', () => {
    expect(isPastedHeaderRow([cell('Total', 'Total')], { inHead: false, rows: 1 })).toBe(false);
    expect(isPastedHeaderRow([cell('Día', '', true), cell('1')], { inHead: false, rows: 3 })).toBe(
      false,
    );
  });
});
