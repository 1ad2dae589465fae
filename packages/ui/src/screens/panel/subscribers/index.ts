export {
  type SubscriberImportResult,
  SubscribersScreen,
  type SubscribersScreenProps,
} from './subscribers-screen';
