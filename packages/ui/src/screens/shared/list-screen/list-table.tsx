import { Table, type TableProps } from '../../../primitives/table/table';
import { ListLoadState, type ListLoadStateProps } from './list-load-state';

export type ListTableProps<Row> = Omit<TableProps<Row>, 'captionHidden' | 'isLoading'> &
  Omit<ListLoadStateProps, 'children'>;

/** A list screen's table in its three states: skeleton rows, the rows, or the load error. */
export function ListTable<Row>({
  status,
  error,
  loadFailed,
  onRetry,
  loadingLabel,
  rows,
  ...table
}: ListTableProps<Row>) {
  return (
    <ListLoadState
      status={status}
      error={error}
      loadFailed={loadFailed}
      onRetry={onRetry}
      loadingLabel={loadingLabel}
    >
      <Table<Row>
        {...table}
        captionHidden
        rows={status === 'ready' ? rows : []}
        isLoading={status === 'loading'}
      />
    </ListLoadState>
  );
}
