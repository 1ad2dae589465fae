export { SeriesListScreen, type SeriesListScreenProps } from './series-list-screen';
