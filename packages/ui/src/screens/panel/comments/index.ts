export { CommentsScreen, type CommentsScreenProps } from './comments-screen';
