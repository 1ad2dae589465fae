export {
  SeriesFormScreen,
  type SeriesFormScreenProps,
  type SeriesFormValues,
} from './series-form-screen';
