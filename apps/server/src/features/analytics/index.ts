/**
 * Analytics: the page-view beacon, the per-process buffer of views, the daily rollup and the reports.
 * The feature's only face: other features, the composition and the demo import from here.
 */
export { analyticsRoutes } from './analytics.routes.ts';
export { isOwnVisit, readOwnVisit, signOwnVisit } from './own-visits.ts';
export type { ViewRecorder } from './recorder.ts';
export { createViewRecorder } from './recorder.ts';
export { analyticsReport, seriesFunnels } from './report.ts';
export { analyticsJobs, enqueueAnalyticsRollup } from './rollup.ts';
