import type { ComponentType } from 'react';
import { lazy } from 'react';
import { REPORT_PATHS } from './report-paths';

export { ReportHeaderMenu } from './components/ReportHeaderMenu/ReportHeaderMenu';
export type { ReportHeaderMenuProps } from './components/ReportHeaderMenu/ReportHeaderMenu';
export { REPORT_PATHS, executionLogPath, scheduleListPath } from './report-paths';

/** The pages of Alerts & Reports, each its own chunk, in the shape the app's route registry takes. */
interface ReportRoute {
  path: string;
  page: ComponentType;
  access: 'authenticated';
}

function page<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const REPORT_ROUTES: readonly ReportRoute[] = [
  { path: REPORT_PATHS.alertList, access: 'authenticated', page: page(() => import('./pages/ScheduleListPage'), 'AlertListPage') },
  { path: REPORT_PATHS.reportList, access: 'authenticated', page: page(() => import('./pages/ScheduleListPage'), 'ReportListPage') },
  { path: REPORT_PATHS.alertLog, access: 'authenticated', page: page(() => import('./pages/ExecutionLogPage'), 'AlertLogPage') },
  { path: REPORT_PATHS.reportLog, access: 'authenticated', page: page(() => import('./pages/ExecutionLogPage'), 'ReportLogPage') },
];

/** Adds the Alerts & Reports pages to a route registry (the app's, or a test's). */
export function registerReportsFeature(registries: { routes: { register(route: ReportRoute): void } }): void {
  for (const route of REPORT_ROUTES) registries.routes.register(route);
}
