export { UserFormScreen, type UserFormScreenProps, type UserFormValues } from './user-form-screen';
