export {
  POST_DELETE_CONFIRMATION,
  POSTS_LIST_HREFS,
  POSTS_LOAD_FAILED,
  type PostsListHrefs,
  PostsListScreen,
  type PostsListScreenProps,
} from './posts-list-screen';
