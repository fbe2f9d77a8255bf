import { Client } from 'pg';
import { eventually } from '../testing/eventually';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { SmtpTestServer } from '@tessera/platform/testing';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const EVERY_MINUTE = '* * * * *';
const REFUSAL = 'Mailbox unavailable: nobody reads refused@example.com';

type LogRow = {
  id: number;
  state: string;
  value: number | null;
  error_message: string | null;
  scheduled_dttm: string;
  end_dttm: string | null;
};

/**
 * Reports and alerts delivered for real: the scheduler (ticking every second, with its real cron and
 * claim logic) runs `* * * * *` schedules in the embedded app, which mails an SMTP server this test
 * starts. Each window is a whole minute, so the test waits for two of them.
 */
describe('report and alert delivery over SMTP', () => {
  let app: HttpTestApp;
  let smtp: SmtpTestServer;
  let admin: ApiSession;
  let alpha: ApiSession;
  let pg: Client;
  const schema = `reports_mail_${process.pid}`;
  const ids: Record<string, number> = {};
  let chartId: number;

  const email = (target: string) => [{ type: 'Email', recipient_config_json: { target } }];

  async function logsOf(id: number): Promise<LogRow[]> {
    const reply = await alpha.get(`/api/v1/report/${id}/log/?q=(order_column:scheduled_dttm,order_direction:asc)`);
    expect(reply.status).toBe(200);
    return reply.body.result;
  }

  /** The log rows once `count` of them have ended (up to 75 s: the next minute plus the run). */
  const ended = (id: number, count: number) =>
    eventually(
      () => logsOf(id),
      (rows) => rows.filter((row) => row.state !== 'Working').length >= count,
      75_000,
    );

  beforeAll(async () => {
    smtp = await SmtpTestServer.start({ 'refused@example.com': REFUSAL });
    pg = new Client({ connectionString: PG });
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.sales (region text, amount int)`);
    await pg.query(`INSERT INTO ${schema}.sales VALUES ('north', 10), ('south', 20)`);
    app = await startHttpTestApp({
      smtp: { host: '127.0.0.1', port: smtp.port, mailFrom: 'reports@tessera.test', starttls: false, ssl: false },
      reports: { tickSeconds: 1, catchUpSeconds: 3600, publicUrl: 'http://tessera.test', chromiumPath: '/usr/bin/chromium' },
    });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Alpha)');
    const alphaRole = roles.body.result.find((r: { name: string }) => r.name === 'Alpha').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'Ria',
      last_name: 'Ports',
      username: 'ria',
      email: 'ria@example.com',
      password: 'ria-password',
      roles: [alphaRole],
    });
    alpha = await ApiSession.login(app.url, 'ria', 'ria-password');

    const database = await admin.post('/api/v1/database/', {
      database_name: 'reports mail pg',
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
    });
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'sales' });
    // The report's owner sees the north only: the CSV must be made with the owner's row-level security.
    const rls = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'north only',
      filter_type: 'Regular',
      tables: [dataset.body.id],
      roles: [alphaRole],
      clause: "region = 'north'",
    });
    expect(rls.status).toBe(201);
    const queryContext = {
      datasource: { id: dataset.body.id, type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM', label: 'amount' }],
          orderby: [],
          row_limit: 100,
        },
      ],
      result_format: 'json',
      result_type: 'full',
    };
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Sales by region',
      viz_type: 'table',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
      query_context: JSON.stringify(queryContext),
    });
    expect(chart.status).toBe(201);
    chartId = chart.body.id;

    const create = async (key: string, body: Record<string, unknown>) => {
      const created = await alpha.post('/api/v1/report/', { crontab: EVERY_MINUTE, ...body });
      expect(created.status).toBe(201);
      ids[key] = created.body.id;
    };
    await create('csv', { type: 'Report', name: 'Sales CSV', chart: chartId, report_format: 'CSV', recipients: email('csv@example.com') });
    await create('refused', {
      type: 'Report',
      name: 'Sales text',
      chart: chartId,
      report_format: 'TEXT',
      recipients: email('refused@example.com'),
    });
    const alert = { type: 'Alert', database: database.body.id, validator_type: 'operator', grace_period: 3600 };
    await create('fires', {
      ...alert,
      name: 'Ten above five',
      sql: 'SELECT 10',
      validator_config_json: { op: '>', threshold: 5 },
      recipients: email('alert@example.com'),
    });
    await create('quiet', {
      ...alert,
      name: 'One above five',
      sql: 'SELECT 1',
      validator_config_json: { op: '>', threshold: 5 },
      recipients: email('quiet@example.com'),
    });
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
    await pg?.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg?.end();
  });

  it('mails a chart CSV report within 70 s of its minute, made as its owner', async () => {
    const [run] = await ended(ids.csv, 1);
    // One window is enough for this report: stop it so later minutes add no mail.
    expect((await alpha.put(`/api/v1/report/${ids.csv}`, { active: false })).status).toBe(200);
    expect(run).toMatchObject({ state: 'Success', error_message: null });
    const mails = smtp.to('csv@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.receivedAt - Date.parse(run.scheduled_dttm)).toBeLessThanOrEqual(70_000);
    expect(mail.parsed.subject).toBe('[Report] Sales CSV: Sales by region');
    expect(mail.parsed.from?.text).toBe('reports@tessera.test');
    expect(mail.parsed.html).toContain('href="http://tessera.test/');
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['Sales CSV.csv']);
    const csv = mail.parsed.attachments[0].content.toString('utf8');
    expect(csv).toContain('north');
    expect(csv).toContain('10');
    expect(csv).not.toContain('south');
    const schedule = await alpha.get(`/api/v1/report/${ids.csv}`);
    expect(schedule.body.result).toMatchObject({ last_state: 'Success', last_eval_dttm: expect.any(String) });
  }, 90_000);

  it('logs the mail server’s refusal as an Error with its text', async () => {
    const [run] = await ended(ids.refused, 1);
    expect((await alpha.put(`/api/v1/report/${ids.refused}`, { active: false })).status).toBe(200);
    expect(run.state).toBe('Error');
    expect(run.error_message).toContain(REFUSAL);
    expect((await alpha.get(`/api/v1/report/${ids.refused}`)).body.result.last_state).toBe('Error');
  }, 90_000);

  it('logs an alert whose condition does not hold as Not triggered, with its value and no message', async () => {
    const [run] = await ended(ids.quiet, 1);
    expect((await alpha.put(`/api/v1/report/${ids.quiet}`, { active: false })).status).toBe(200);
    expect(run).toMatchObject({ state: 'Not triggered', value: 1, error_message: null });
    expect(smtp.to('quiet@example.com')).toHaveLength(0);
  }, 90_000);

  it('mails an alert that fires once, then keeps it On Grace', async () => {
    const first = await ended(ids.fires, 1);
    expect(first[0]).toMatchObject({ state: 'Success', value: 10 });
    const rows = await ended(ids.fires, 2);
    expect((await alpha.put(`/api/v1/report/${ids.fires}`, { active: false })).status).toBe(200);
    expect(rows[1]).toMatchObject({ state: 'On Grace', value: 10 });
    expect(Date.parse(rows[1].scheduled_dttm) - Date.parse(rows[0].scheduled_dttm)).toBe(60_000);
    const mails = smtp.to('alert@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].parsed.subject).toBe('[Alert] Ten above five');
    expect(mails[0].parsed.html).toContain('The alert fired: the query returned 10, which is &gt; 5.');
    const log = await alpha.get(`/api/v1/report/${ids.fires}/log/${rows[1].id}`);
    expect(log.status).toBe(200);
    expect(log.body.result).toMatchObject({ state: 'On Grace', value: 10, value_row_json: expect.stringContaining('10') });
  }, 150_000);
});
