export { CategoriesScreen, type CategoriesScreenProps } from './categories-screen';
export {
  type CategoryEditorState,
  CategoryFormModal,
  type CategoryFormModalProps,
  type CategoryFormValues,
} from './category-form-modal';
