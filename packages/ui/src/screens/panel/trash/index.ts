export { TrashScreen, type TrashScreenProps } from './trash-screen';
