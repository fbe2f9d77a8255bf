import { isValidCron } from '@tessera/ui';
import type { ScheduleInfo } from '../../sqllab.types';

/** The schedule form as typed. */
export interface ScheduleForm {
  label: string;
  description: string;
  schedule: string;
  startDate: string;
  endDate: string;
  outputTable: string;
}

export type ScheduleProblems = Partial<Record<keyof ScheduleForm, string>>;

export const END_BEFORE_START = 'End date must be after start date';

/** Why the form cannot be sent yet, by field (English texts, translated where shown). */
export function scheduleProblems(form: ScheduleForm): ScheduleProblems {
  const problems: ScheduleProblems = {};
  if (form.label.trim() === '') problems.label = 'Name is required';
  if (!isValidCron(form.schedule)) problems.schedule = 'Invalid cron expression';
  if (form.startDate === '') problems.startDate = 'Start date is required';
  // ISO dates compare in calendar order as text.
  else if (form.endDate !== '' && form.endDate <= form.startDate) problems.endDate = END_BEFORE_START;
  return problems;
}

export function scheduleInfoOf(form: ScheduleForm): ScheduleInfo {
  return {
    schedule_interval: form.schedule.trim(),
    start_date: form.startDate,
    ...(form.endDate ? { end_date: form.endDate } : {}),
    ...(form.outputTable.trim() ? { output_table: form.outputTable.trim() } : {}),
  };
}

/** The saved query's `extra_json`: a JSON string, as Superset stores it. */
export function scheduleExtraJson(info: ScheduleInfo): string {
  return JSON.stringify({ schedule_info: info });
}
