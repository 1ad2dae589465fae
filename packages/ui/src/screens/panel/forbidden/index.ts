export { ForbiddenScreen, type ForbiddenScreenProps } from './forbidden-screen';
