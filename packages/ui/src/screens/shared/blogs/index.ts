export { BlogEditorList, type BlogEditorListProps } from './blog-editor-list';
export {
  type BlogEditorState,
  BlogFormModal,
  type BlogFormModalProps,
  type BlogFormValues,
} from './blog-form-modal';
export { BlogTable, type BlogTableProps } from './blog-table';
