export {
  DEFAULT_PUBLIC_LINKS,
  PublicLayout,
  type PublicLayoutProps,
  type PublicLinks,
} from './public-layout';
