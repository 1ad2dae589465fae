import type { Key, ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import { Caption, Scroller, StyledTable, Td, Th } from './table.styles';

export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  /** The cell's content; without it the row's property named `key` is shown. */
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: string;
};

export type TableProps<Row> = {
  /** Names the table for screen readers; shown above it unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => Key;
  /** Shows skeleton rows instead of data. */
  isLoading?: boolean;
  loadingRows?: number;
  /** The spec's empty sentence, e.g. 'No hay categorías'; or a whole node. */
  empty?: ReactNode;
  className?: string;
};

const cellOf = <Row,>(row: Row, column: TableColumn<Row>): ReactNode => {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
};

/** A data table with a caption, an empty state and a loading skeleton; scrolls sideways on phones. */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowKey,
  isLoading = false,
  loadingRows = 3,
  empty = 'No hay datos',
  className,
}: TableProps<Row>) {
  const isEmpty = !isLoading && rows.length === 0;
  return (
    <Scroller className={className} role="region" aria-label={caption} tabIndex={0}>
      <StyledTable aria-busy={isLoading || undefined}>
        <Caption $hidden={captionHidden}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th
                key={column.key}
                scope="col"
                $align={column.align ?? 'left'}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading
            ? Array.from({ length: loadingRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={index}>
                  {columns.map((column) => (
                    <Td key={column.key} $align="left">
                      <Skeleton width="80%" />
                    </Td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={getRowKey(row)}>
                  {columns.map((column) => (
                    <Td key={column.key} $align={column.align ?? 'left'}>
                      {cellOf(row, column)}
                    </Td>
                  ))}
                </tr>
              ))}
          {isEmpty ? (
            <tr>
              <Td colSpan={columns.length} $align="center">
                {typeof empty === 'string' ? <EmptyState title={empty} /> : empty}
              </Td>
            </tr>
          ) : null}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
