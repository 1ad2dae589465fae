export type { ContentFormLanguages } from '../content-form';
export {
  type PostFormCategoryCreation,
  type PostFormEdit,
  PostFormScreen,
  type PostFormScreenProps,
  type PostFormSubmit,
  type PostFormValues,
} from './post-form-screen';
