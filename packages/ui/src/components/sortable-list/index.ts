export {
  SortableList,
  type SortableListProps,
  type SortableMove,
  type SortableRowControls,
} from './sortable-list';
