/**
 * Dashboard: the panel's first screen, built from the other features' figures.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { dashboardPolicy } from './policy.ts';

export { dashboardRoutes } from './dashboard.routes.ts';

/** What dashboard hands to app.ts and the job worker. */
export const dashboardFeature: Feature = {
  name: 'dashboard',
  policy: dashboardPolicy,
  routes: [{ path: '/api/dashboard', app: dashboardRoutes }],
};
