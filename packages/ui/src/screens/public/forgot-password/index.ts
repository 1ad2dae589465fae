export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './forgot-password-screen';
