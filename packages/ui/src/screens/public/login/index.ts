export {
  type DemoAccount,
  type LoginLinks,
  LoginScreen,
  type LoginScreenProps,
} from './login-screen';
export { LoginStepScreen, type LoginStepScreenProps } from './login-step-screen';
