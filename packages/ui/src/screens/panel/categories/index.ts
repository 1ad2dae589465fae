export { CategoriesScreen, type CategoriesScreenProps } from './categories-screen';
export { CategoryDeleteDialog, type CategoryDeleteDialogProps } from './category-delete-dialog';
export {
  type CategoryEditorState,
  CategoryFormModal,
  type CategoryFormModalProps,
  type CategoryFormValues,
} from './category-form-modal';
export { TagsSection, type TagsSectionProps } from './tags-section';
