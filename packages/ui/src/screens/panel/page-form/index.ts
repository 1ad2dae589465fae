export {
  type PageFormEdit,
  PageFormScreen,
  type PageFormScreenProps,
  type PageFormSubmit,
  type PageFormValues,
} from './page-form-screen';
