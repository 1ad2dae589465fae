export {
  type ResetPasswordLinks,
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './reset-password-screen';
