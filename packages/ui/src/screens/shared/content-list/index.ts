export { BulkBar, type BulkBarProps, type BulkRequest } from './bulk-bar';
export type { ContentListBulk, ContentListPaging } from './content-list-props';
export {
  type ContentListQuery,
  DEFAULT_LIST_QUERY,
  hasFilters,
  LIST_PAGE_SIZE,
} from './content-list-query';
export { ListControls, type ListControlsProps } from './list-controls';
export { ListPager, type ListPagerProps } from './list-pager';
export { selectColumn } from './select-column';
export { useRowSelection } from './use-row-selection';
