export { ListBody, type ListBodyProps } from './list-body';
export { editorModalProps, type ListEditorProps } from './list-editor';
export { ListLoadState, type ListLoadStateProps } from './list-load-state';
export { ListScreen, type ListScreenProps } from './list-screen';
export {
  CellDetail,
  CellName,
  CellStack,
  ListSummary,
  RowActionsGroup,
  SearchBar,
} from './list-screen.styles';
export { ListTable, type ListTableProps } from './list-table';
export { LoadErrorRow, type LoadErrorRowProps } from './load-error-row';
export { RowActions, type RowActionsProps, rowPermissions } from './row-actions';
export { usePendingDelete } from './use-pending-delete';
