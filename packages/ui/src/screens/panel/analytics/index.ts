export { AnalyticsChart, type AnalyticsChartProps } from './analytics-chart';
export {
  type AnalyticsPreset,
  type AnalyticsRange,
  AnalyticsScreen,
  type AnalyticsScreenProps,
} from './analytics-screen';
