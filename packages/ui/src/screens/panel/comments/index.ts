export {
  COMMENT_PAGE_SIZES,
  type CommentsBulk,
  type CommentsPaging,
  CommentsScreen,
  type CommentsScreenProps,
} from './comments-screen';
