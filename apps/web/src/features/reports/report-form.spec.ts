import { emptyReportForm, reportFormProblems, splitRecipients, WHOLE_NUMBER_PROBLEM, type ReportFormValues } from './report-form';

const dashboardReport = (overrides: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...emptyReportForm('Report', { kind: 'dashboard', id: 7, name: 'Sales', email: 'ada@example.org' }),
  timezone: 'Europe/Berlin',
  ...overrides,
});

const alert = (overrides: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...emptyReportForm('Alert'),
  name: 'Too many orders',
  dashboardId: 7,
  recipients: 'ops@example.org',
  databaseId: 1,
  sql: 'SELECT count(*) FROM orders',
  condition: '>',
  threshold: '5',
  ...overrides,
});

describe('the report and alert form', () => {
  it('starts a header report bound to its dashboard, named after it, mailed to the user, daily at midnight', () => {
    const form = dashboardReport();
    expect(form).toMatchObject({
      name: 'Sales',
      creationMethod: 'dashboards',
      contentKind: 'dashboard',
      dashboardId: 7,
      chartId: null,
      recipients: 'ada@example.org',
      crontab: '0 0 * * *',
      reportFormat: 'PNG',
      active: true,
    });
    expect(reportFormProblems(form)).toEqual({});
  });

  it("names an empty name, a bad schedule with the picker's 'Invalid cron expression', and bad recipients", () => {
    expect(
      reportFormProblems(dashboardReport({ name: ' ', crontab: '61 * * * *', recipients: 'ada@example.org, not-an-address' })),
    ).toEqual({
      name: 'Name is required',
      crontab: 'Invalid cron expression',
      recipients: 'Every recipient must be an email address',
    });
    expect(reportFormProblems(dashboardReport({ recipients: ' , ' })).recipients).toBe('At least one recipient is required');
    expect(reportFormProblems(dashboardReport({ crontab: '0 0 * * * *' })).crontab).toBe('Invalid cron expression');
  });

  it('offers a dashboard only PNG and PDF, a chart its data formats too', () => {
    expect(reportFormProblems(dashboardReport({ reportFormat: 'CSV' })).reportFormat).toBe('This format is not available for this content');
    expect(reportFormProblems(dashboardReport({ reportFormat: 'PDF' }))).toEqual({});
    const chart = emptyReportForm('Report', { kind: 'chart', id: 3, name: 'Orders', email: 'ada@example.org' });
    for (const reportFormat of ['PNG', 'CSV', 'TEXT', 'PDF', 'XLSX'] as const)
      expect(reportFormProblems({ ...chart, reportFormat })).toEqual({});
  });

  it('wants a dashboard or a chart chosen for a report made from the list', () => {
    const fromList = { ...emptyReportForm('Report'), name: 'Weekly', recipients: 'ada@example.org' };
    expect(reportFormProblems(fromList)).toEqual({ dashboardId: 'Select a dashboard' });
    expect(reportFormProblems({ ...fromList, contentKind: 'chart' })).toEqual({ chartId: 'Select a chart' });
  });

  it('wants an alert to have a database, SQL, a numeric threshold for an operator, and whole-number settings', () => {
    expect(reportFormProblems(alert())).toEqual({});
    expect(reportFormProblems(alert({ condition: 'not null', threshold: '' }))).toEqual({});
    expect(
      reportFormProblems(
        alert({ databaseId: null, sql: '  ', threshold: 'abc', gracePeriod: '0', workingTimeout: '1.5', logRetention: '' }),
      ),
    ).toEqual({
      databaseId: 'Select a database',
      sql: 'The alert needs a SQL query',
      threshold: 'The threshold must be a number',
      gracePeriod: WHOLE_NUMBER_PROBLEM,
      workingTimeout: WHOLE_NUMBER_PROBLEM,
      logRetention: WHOLE_NUMBER_PROBLEM,
    });
  });

  it('reads recipients separated by commas, semicolons or lines', () => {
    expect(splitRecipients(' a@x.org; b@x.org,\nc@x.org ,, ')).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
  });
});
