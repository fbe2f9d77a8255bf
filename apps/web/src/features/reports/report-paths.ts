import { PATHS } from '../../routing';
import type { ScheduleType } from './report-form';

/** Superset's addresses of the two tabs and of a schedule's execution log. */
export const REPORT_PATHS = {
  alertList: PATHS.alertList,
  reportList: '/report/list/',
  alertLog: '/alert/:id/log/',
  reportLog: '/report/:id/log/',
} as const;

export function scheduleListPath(type: ScheduleType): string {
  return type === 'Alert' ? REPORT_PATHS.alertList : REPORT_PATHS.reportList;
}

export function executionLogPath(type: ScheduleType, id: number): string {
  return `/${type === 'Alert' ? 'alert' : 'report'}/${id}/log/`;
}
