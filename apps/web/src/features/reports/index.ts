import { type AppRegistries, lazyPage, registerRoute } from '../../routing';
import { REPORT_PATHS } from './report-paths';

export { ReportHeaderMenu } from './components/ReportHeaderMenu/ReportHeaderMenu';
export type { ReportHeaderMenuProps } from './components/ReportHeaderMenu/ReportHeaderMenu';
export { REPORT_PATHS, executionLogPath, scheduleListPath } from './report-paths';

/** Alerts & Reports: the two tabs and each schedule's execution log, each page its own chunk. */
export function registerReportsFeature(registries?: AppRegistries): void {
  const pages = [
    { path: REPORT_PATHS.alertList, page: lazyPage(() => import('./pages/ScheduleListPage'), 'AlertListPage') },
    { path: REPORT_PATHS.reportList, page: lazyPage(() => import('./pages/ScheduleListPage'), 'ReportListPage') },
    { path: REPORT_PATHS.alertLog, page: lazyPage(() => import('./pages/ExecutionLogPage'), 'AlertLogPage') },
    { path: REPORT_PATHS.reportLog, page: lazyPage(() => import('./pages/ExecutionLogPage'), 'ReportLogPage') },
  ];
  for (const { path, page } of pages) registerRoute({ path, page, access: 'authenticated' }, registries);
}
