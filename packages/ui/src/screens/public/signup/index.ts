export {
  type SignupDetails,
  SignupScreen,
  type SignupScreenProps,
  type SignupStep,
} from './signup-screen';
