import { emptyReportForm, type ReportFormValues } from './report-form';
import { fromReport, toReportPayload } from './report-payload';
import { scheduleView } from './testing/report-fixtures';

describe('the report payload', () => {
  it("sends a dashboard report as Superset's POST /api/v1/report/ body", () => {
    const form: ReportFormValues = {
      ...emptyReportForm('Report', { kind: 'dashboard', id: 7, name: 'Sales', email: 'ada@example.org' }),
      timezone: 'Europe/Berlin',
      recipients: 'ada@example.org; bob@example.org',
      description: ' weekly ',
      crontab: ' 0 8 * * 1 ',
    };
    expect(toReportPayload(form)).toEqual({
      type: 'Report',
      name: 'Sales',
      description: 'weekly',
      active: true,
      crontab: '0 8 * * 1',
      timezone: 'Europe/Berlin',
      creation_method: 'dashboards',
      report_format: 'PNG',
      dashboard: 7,
      chart: null,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.org,bob@example.org' } }],
      working_timeout: 3600,
      log_retention: 90,
    });
  });

  it('sends an alert with its database, SQL, grace period and validator', () => {
    const form: ReportFormValues = {
      ...emptyReportForm('Alert'),
      name: 'Orders',
      contentKind: 'chart',
      chartId: 3,
      reportFormat: 'CSV',
      recipients: 'ops@example.org',
      databaseId: 1,
      sql: 'SELECT 10',
      condition: '>',
      threshold: '5',
      gracePeriod: '600',
    };
    expect(toReportPayload(form)).toMatchObject({
      type: 'Alert',
      creation_method: 'alerts_reports',
      chart: 3,
      dashboard: null,
      report_format: 'CSV',
      database: 1,
      sql: 'SELECT 10',
      grace_period: 600,
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 5 },
    });
    expect(toReportPayload({ ...form, condition: 'not null' })).toMatchObject({ validator_type: 'not null', validator_config_json: null });
  });

  it('fills the form of a saved alert from GET /api/v1/report/{id}, JSON held as text included', () => {
    const saved = scheduleView({
      id: 4,
      type: 'Alert',
      name: 'Orders',
      active: false,
      crontab: '*/5 * * * *',
      timezone: 'America/New_York',
      creation_method: 'alerts_reports',
      report_format: 'CSV',
      chart: { id: 3, slice_name: 'Orders' },
      dashboard: null,
      database: { id: 1, database_name: 'examples' },
      sql: 'SELECT 10',
      validator_type: 'operator',
      validator_config_json: '{"op": "<=", "threshold": 2.5}',
      recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target": "a@x.org,b@x.org"}' }],
      grace_period: 60,
      working_timeout: 120,
      log_retention: 30,
    });
    const form = fromReport(saved);
    expect(form).toMatchObject({
      type: 'Alert',
      active: false,
      contentKind: 'chart',
      chartId: 3,
      databaseId: 1,
      condition: '<=',
      threshold: '2.5',
      recipients: 'a@x.org, b@x.org',
      gracePeriod: '60',
      workingTimeout: '120',
      logRetention: '30',
    });
    expect(form.owners).toEqual([{ value: 1, label: 'Ada Lovelace' }]);
    expect(toReportPayload(form)).toMatchObject({
      owners: [1],
      validator_config_json: { op: '<=', threshold: 2.5 },
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@x.org,b@x.org' } }],
    });
  });
});
