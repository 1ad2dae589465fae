export {
  type ContentListCommonProps,
  type ContentListKind,
  ContentListScreen,
  type ContentListScreenProps,
  type ContentRow,
} from './content-list-screen';
