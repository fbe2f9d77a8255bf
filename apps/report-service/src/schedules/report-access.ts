import { forbidden, type Caller } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';

/** Administrators see and change every schedule; embedded guests never are administrators. */
export function isReportAdmin(caller: Caller | undefined): boolean {
  return caller?.guestScope === undefined && (caller?.roles ?? []).some((role) => role.toLowerCase() === 'admin');
}

/** A user sees the schedules they created or own (Superset's `ReportScheduleFilter`). */
export function seesSchedule(schedule: ReportScheduleEntity, caller: Caller | undefined): boolean {
  if (isReportAdmin(caller)) return true;
  const userId = caller?.userId;
  return !!userId && (schedule.createdBy === userId || schedule.owners.includes(userId));
}

/** Only owners and administrators change or delete a schedule. */
export function assertMayChange(schedule: ReportScheduleEntity, caller: Caller | undefined): void {
  if (isReportAdmin(caller)) return;
  if (!caller?.userId || !schedule.owners.includes(caller.userId)) {
    throw forbidden(serverText('You may not change "%s": only its owners and administrators may', schedule.name));
  }
}
