import type { ReportListRow, ReportLogView, ReportScheduleView } from '@tessera/contracts/web';

const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace' };

/** A dashboard report as `GET /api/v1/report/{id}` answers it; tests override what they look at. */
export function scheduleView(overrides: Partial<ReportScheduleView> = {}): ReportScheduleView {
  return {
    id: 9,
    type: 'Report',
    name: 'Weekly sales',
    description: null,
    context_markdown: null,
    active: true,
    crontab: '0 8 * * 1',
    timezone: 'Europe/Berlin',
    creation_method: 'dashboards',
    chart: null,
    dashboard: { id: 7, dashboard_title: 'Sales' },
    database: null,
    sql: null,
    validator_type: null,
    validator_config_json: null,
    report_format: 'PNG',
    recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target": "ada@example.org"}' }],
    email_subject: null,
    working_timeout: 3600,
    grace_period: 14400,
    log_retention: 90,
    force_screenshot: false,
    custom_width: null,
    owners: [ada],
    extra: {},
    last_state: null,
    last_eval_dttm: null,
    last_value: null,
    last_value_row_json: null,
    ...overrides,
  };
}

/** The same report as a row of `GET /api/v1/report/`. */
export function listRow(overrides: Partial<ReportListRow> = {}): ReportListRow {
  return {
    id: 9,
    type: 'Report',
    name: 'Weekly sales',
    description: null,
    active: true,
    crontab: '0 8 * * 1',
    crontab_humanized: 'At 08:00 AM, only on Monday',
    timezone: 'Europe/Berlin',
    creation_method: 'dashboards',
    chart_id: null,
    dashboard_id: 7,
    created_by: ada,
    changed_by: ada,
    created_on: '2026-11-20T10:00:00',
    changed_on: '2026-11-23T10:00:00',
    changed_on_delta_humanized: '5 days ago',
    owners: [ada],
    recipients: [{ id: 1, type: 'Email' }],
    last_state: 'Error',
    last_eval_dttm: '2026-11-23T07:00:05',
    extra: {},
    ...overrides,
  };
}

/** One run of the execution log. */
export function logRow(overrides: Partial<ReportLogView> = {}): ReportLogView {
  return {
    id: 1,
    uuid: 'a1',
    scheduled_dttm: '2026-11-23T07:00:00',
    start_dttm: '2026-11-23T07:00:01',
    end_dttm: '2026-11-23T07:00:04.5',
    value: null,
    value_row_json: null,
    state: 'Error',
    error_message: 'SMTP refused: 550 mailbox unavailable',
    ...overrides,
  };
}
