import {
  REPORT_DEFAULTS,
  type ReportCreationMethod,
  type ReportFormat,
  type ReportOperator,
  type ReportType,
} from '@tessera/contracts/web';
import { isValidCron } from '@tessera/ui';
import { FORMATS_BY_CONTENT, type ContentKind } from './report-formats';

export type ScheduleType = ReportType;

/** The report or alert form as typed; numbers stay text until the form is sent. */
export interface ReportFormValues {
  type: ScheduleType;
  name: string;
  description: string;
  active: boolean;
  crontab: string;
  timezone: string;
  creationMethod: ReportCreationMethod;
  contentKind: ContentKind;
  dashboardId: number | null;
  chartId: number | null;
  reportFormat: ReportFormat;
  /** Email addresses, separated by commas, semicolons or new lines. */
  recipients: string;
  /** Who may change the schedule besides admins; none means the creator (the server's default). */
  owners: { value: number; label: string }[];
  databaseId: number | null;
  sql: string;
  /** 'not null', or a comparison of the query's first value with the threshold. */
  condition: 'not null' | ReportOperator;
  threshold: string;
  gracePeriod: string;
  workingTimeout: string;
  logRetention: string;
}

export type ReportFormProblems = Partial<Record<keyof ReportFormValues, string>>;

/** Every day at midnight, like a new schedule in Superset. */
export const DEFAULT_CRONTAB = '0 0 * * *';

/** The browser's own time zone, UTC where it cannot tell. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A new report or alert; a report from a header is bound to that dashboard or chart. */
export function emptyReportForm(
  type: ScheduleType,
  scope?: { kind: ContentKind; id: number; name: string; email?: string },
): ReportFormValues {
  return {
    type,
    name: scope ? `${scope.name}` : '',
    description: '',
    active: true,
    crontab: DEFAULT_CRONTAB,
    timezone: browserTimezone(),
    creationMethod: scope ? (scope.kind === 'dashboard' ? 'dashboards' : 'charts') : 'alerts_reports',
    contentKind: scope?.kind ?? 'dashboard',
    dashboardId: scope?.kind === 'dashboard' ? scope.id : null,
    chartId: scope?.kind === 'chart' ? scope.id : null,
    reportFormat: 'PNG',
    recipients: scope?.email ?? '',
    owners: [],
    databaseId: null,
    sql: '',
    condition: 'not null',
    threshold: '',
    gracePeriod: String(REPORT_DEFAULTS.gracePeriod),
    workingTimeout: String(REPORT_DEFAULTS.workingTimeout),
    logRetention: String(REPORT_DEFAULTS.logRetention),
  };
}

/** Addresses as typed, trimmed, without empty entries. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

// Deliberately loose: the server validates again; this catches typos such as a missing '@' or domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const WHOLE_NUMBER_PROBLEM = 'Enter a whole number greater than 0';

function wholeNumberProblem(text: string): string | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isInteger(value) || value < 1 ? WHOLE_NUMBER_PROBLEM : undefined;
}

/** Why the form cannot be sent yet, by field (English texts; the modal translates them). */
export function reportFormProblems(values: ReportFormValues): ReportFormProblems {
  const problems: ReportFormProblems = {};
  if (values.name.trim() === '') problems.name = 'Name is required';
  if (!isValidCron(values.crontab)) problems.crontab = 'Invalid cron expression';
  if (values.timezone.trim() === '') problems.timezone = 'Time zone is required';
  if (values.contentKind === 'dashboard' && values.dashboardId === null) problems.dashboardId = 'Select a dashboard';
  if (values.contentKind === 'chart' && values.chartId === null) problems.chartId = 'Select a chart';
  if (!FORMATS_BY_CONTENT[values.contentKind].includes(values.reportFormat))
    problems.reportFormat = 'This format is not available for this content';
  const recipients = splitRecipients(values.recipients);
  if (recipients.length === 0) problems.recipients = 'At least one recipient is required';
  else if (recipients.some((address) => !EMAIL.test(address))) problems.recipients = 'Every recipient must be an email address';
  if (values.type === 'Alert') {
    if (values.databaseId === null) problems.databaseId = 'Select a database';
    if (values.sql.trim() === '') problems.sql = 'The alert needs a SQL query';
    if (values.condition !== 'not null' && (values.threshold.trim() === '' || !Number.isFinite(Number(values.threshold)))) {
      problems.threshold = 'The threshold must be a number';
    }
    problems.gracePeriod = wholeNumberProblem(values.gracePeriod);
  }
  problems.workingTimeout = wholeNumberProblem(values.workingTimeout);
  problems.logRetention = wholeNumberProblem(values.logRetention);
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as ReportFormProblems;
}
