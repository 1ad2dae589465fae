export {
  type DemoAccount,
  type LoginLinks,
  LoginScreen,
  type LoginScreenProps,
} from './login-screen';
