export {
  AppLink,
  type AppLinkProps,
  ButtonLink,
  type ButtonLinkProps,
  type NavigateHandler,
} from './app-link';
