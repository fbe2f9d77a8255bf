/** The dashboard page's chunk: loaded by its route, or ahead of it when the app starts on a dashboard's address. */
export const loadDashboardPage = () => import('./DashboardPage');
