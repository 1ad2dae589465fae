export {
  type MenuEditorState,
  MenuItemFormModal,
  type MenuItemFormModalProps,
  type MenuItemFormValues,
} from './menu-item-form-modal';
export { MenuScreen, type MenuScreenProps } from './menu-screen';
