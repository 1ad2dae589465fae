export {
  PAGES_LIST_HREFS,
  PAGES_LOAD_FAILED,
  type PagesListHrefs,
  PagesListScreen,
  type PagesListScreenProps,
} from './pages-list-screen';
