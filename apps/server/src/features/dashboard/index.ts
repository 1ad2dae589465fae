/**
 * Dashboard: the panel's first screen, built from the other features' figures.
 * The feature's only face: other features, the composition and the demo import from here.
 */
export { dashboardRoutes } from './dashboard.routes.ts';
