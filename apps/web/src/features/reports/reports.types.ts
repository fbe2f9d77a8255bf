/** The shapes of `/api/v1/report/*` the pages use (Superset's ReportSchedule* schemas). */
export interface ReportUser {
  id?: number;
  first_name: string;
  last_name: string;
}

export interface ReportRecipient {
  id?: number;
  type: string;
  recipient_config_json?: string | Record<string, unknown>;
}

/** A row of `GET /api/v1/report/`. */
export interface ReportScheduleListItem {
  id: number;
  type: string;
  name: string;
  description: string | null;
  active: boolean;
  crontab: string;
  crontab_humanized?: string | null;
  timezone: string;
  creation_method: string | null;
  chart_id: number | null;
  dashboard_id: number | null;
  last_state: string | null;
  last_eval_dttm: string | null;
  owners: ReportUser[];
  created_by: ReportUser | null;
  changed_on_delta_humanized?: string | null;
  recipients: ReportRecipient[];
}

/** `GET /api/v1/report/{id}`'s `result`. */
export interface ReportScheduleDetail {
  id: number;
  type: string;
  name: string;
  description: string | null;
  active: boolean;
  crontab: string;
  timezone: string | null;
  creation_method: string | null;
  report_format: string | null;
  chart: { id: number; slice_name: string } | null;
  dashboard: { id: number; dashboard_title: string } | null;
  database: { id: number; database_name: string } | null;
  sql: string | null;
  validator_type: string | null;
  validator_config_json: string | Record<string, unknown> | null;
  recipients: ReportRecipient[];
  grace_period: number | null;
  working_timeout: number | null;
  log_retention: number | null;
  owners: ReportUser[];
}

/** The body of `POST /api/v1/report/` and `PUT /api/v1/report/{id}`. */
export interface ReportSchedulePayload {
  type: string;
  name: string;
  description?: string;
  active?: boolean;
  crontab: string;
  timezone?: string;
  creation_method?: string;
  report_format?: string;
  dashboard?: number | null;
  chart?: number | null;
  database?: number | null;
  sql?: string;
  validator_type?: string;
  validator_config_json?: { op?: string; threshold?: number };
  recipients: { type: string; recipient_config_json: { target: string; ccTarget?: string; bccTarget?: string } }[];
  grace_period?: number;
  working_timeout?: number;
  log_retention?: number;
  owners?: number[];
}

/** A row of `GET /api/v1/report/{id}/log/`. */
export interface ReportExecutionLog {
  id: number;
  uuid?: string;
  scheduled_dttm: string;
  start_dttm: string | null;
  end_dttm: string | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}
