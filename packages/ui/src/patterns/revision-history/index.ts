export {
  type RevisionEntry,
  RevisionHistory,
  type RevisionHistoryProps,
  type RevisionPreview,
} from './revision-history';
