export {
  type DashboardChecklistState,
  DashboardFirstSteps,
  FIRST_STEPS_MESSAGES,
} from './dashboard-first-steps';
export {
  DASHBOARD_OVERVIEW_MESSAGES,
  DashboardOverview,
  type DashboardOverviewData,
  type DashboardVisitDay,
} from './dashboard-overview';
export {
  DASHBOARD_HREFS,
  DASHBOARD_MESSAGES,
  type DashboardActivity,
  type DashboardHrefs,
  DashboardScreen,
  type DashboardScreenProps,
  type DashboardStats,
} from './dashboard-screen';
