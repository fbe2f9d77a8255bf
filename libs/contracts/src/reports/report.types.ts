import type { UserRef } from '../objects/object-types';

/** Superset's `ReportScheduleType`. */
export const REPORT_TYPES = ['Alert', 'Report'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Formats a report can deliver. PNG and PDF are screenshots of the chart or dashboard. */
export const REPORT_FORMATS = ['PNG', 'PDF', 'CSV', 'TEXT', 'XLSX'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** Formats taken from a chart's data rather than a screenshot: they need a chart. */
export const DATA_REPORT_FORMATS: readonly ReportFormat[] = ['CSV', 'TEXT', 'XLSX'];

/** Where the report was created, so the UI knows which modal it belongs to. */
export const REPORT_CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;
export type ReportCreationMethod = (typeof REPORT_CREATION_METHODS)[number];

/** `not null` fires on a value that is not null, empty or 0; `operator` compares with a threshold. */
export const REPORT_VALIDATOR_TYPES = ['not null', 'operator'] as const;
export type ReportValidatorType = (typeof REPORT_VALIDATOR_TYPES)[number];

export const REPORT_OPERATORS = ['<', '<=', '>', '>=', '==', '!='] as const;
export type ReportOperator = (typeof REPORT_OPERATORS)[number];

/** Recipient types of the contract; Tessera delivers email. */
export const REPORT_RECIPIENT_TYPES = ['Email', 'Slack', 'SlackV2'] as const;
export type ReportRecipientType = (typeof REPORT_RECIPIENT_TYPES)[number];

/** Superset's `ReportState`: the state of one run and, on the schedule, of its latest run. */
export const REPORT_STATES = ['Success', 'Working', 'Error', 'Not triggered', 'On Grace'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Superset's defaults (`ALERT_REPORTS_DEFAULT_WORKING_TIMEOUT`, retention, grace period). */
export const REPORT_DEFAULTS = {
  workingTimeout: 3600,
  logRetention: 90,
  gracePeriod: 14_400,
  timezone: 'UTC',
  customWidthMin: 600,
  customWidthMax: 2400,
} as const;

export interface ReportRecipientConfig {
  target?: string;
  ccTarget?: string;
  bccTarget?: string;
}

/** `{op, threshold}` of an `operator` alert. */
export interface ReportValidatorConfig {
  op: ReportOperator;
  threshold: number;
}

/** `GET /api/v1/report/{pk}` (Superset's `ReportScheduleRestApi.get`). JSON columns are strings, as Superset answers them. */
export interface ReportScheduleView {
  id: number;
  type: ReportType;
  name: string;
  description: string | null;
  context_markdown: string | null;
  active: boolean;
  crontab: string;
  timezone: string;
  creation_method: ReportCreationMethod | null;
  chart: { id: number; slice_name: string | null } | null;
  dashboard: { id: number; dashboard_title: string | null } | null;
  database: { id: number; database_name: string } | null;
  sql: string | null;
  validator_type: ReportValidatorType | null;
  validator_config_json: string | null;
  report_format: ReportFormat;
  recipients: { id: number; type: ReportRecipientType; recipient_config_json: string }[];
  email_subject: string | null;
  working_timeout: number;
  grace_period: number;
  log_retention: number;
  force_screenshot: boolean;
  custom_width: number | null;
  owners: UserRef[];
  extra: Record<string, unknown>;
  last_state: ReportState | null;
  last_eval_dttm: string | null;
  last_value: number | null;
  last_value_row_json: string | null;
}

/** One row of `GET /api/v1/report/` (Superset's `ReportScheduleRestApi.get_list`). */
export interface ReportListRow {
  id: number;
  type: ReportType;
  name: string;
  description: string | null;
  active: boolean;
  crontab: string;
  crontab_humanized: string;
  timezone: string;
  creation_method: ReportCreationMethod | null;
  chart_id: number | null;
  dashboard_id: number | null;
  created_by: (UserRef & { id: number }) | null;
  changed_by: UserRef | null;
  created_on: string;
  changed_on: string;
  changed_on_delta_humanized: string;
  owners: UserRef[];
  recipients: { id: number; type: ReportRecipientType }[];
  last_state: ReportState | null;
  last_eval_dttm: string | null;
  extra: Record<string, unknown>;
}

/** One execution log row (`GET /api/v1/report/{pk}/log/` and `/log/{log_id}`); a type alias, so list builders can take it as a record. */
export type ReportLogView = {
  id: number;
  uuid: string;
  scheduled_dttm: string;
  start_dttm: string | null;
  end_dttm: string | null;
  value: number | null;
  value_row_json: string | null;
  state: ReportState;
  error_message: string | null;
};
