/**
 * Analytics: the page-view beacon, the per-process buffer of views, the daily rollup and the reports.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { analyticsPolicy } from './policy.ts';
import { analyticsJobs, analyticsSchedules } from './rollup.ts';

export { analyticsRoutes } from './analytics.routes.ts';
export { isOwnVisit, readOwnVisit, signOwnVisit } from './own-visits.ts';
export type { ViewRecorder } from './recorder.ts';
export { createViewRecorder } from './recorder.ts';
export { analyticsReport, rangeOf, seriesFunnels } from './report.ts';
export { analyticsJobs } from './rollup.ts';

/** What analytics hands to app.ts and the job worker. */
export const analyticsFeature: Feature = {
  name: 'analytics',
  policy: analyticsPolicy,
  routes: [{ path: '/api/analytics', app: analyticsRoutes }],
  jobs: analyticsJobs,
  schedules: analyticsSchedules,
};
