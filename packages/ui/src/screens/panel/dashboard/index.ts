export {
  DASHBOARD_HREFS,
  DASHBOARD_MESSAGES,
  type DashboardActivity,
  type DashboardHrefs,
  DashboardScreen,
  type DashboardScreenProps,
  type DashboardStats,
} from './dashboard-screen';
