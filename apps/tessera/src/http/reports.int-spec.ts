import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
/** Once a year: these schedules are about the API, not about runs. */
const YEARLY = '0 0 1 1 *';

describe('report schedules over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let alpha: ApiSession;
  let otherAlpha: ApiSession;
  let gamma: ApiSession;
  let alphaId: number;
  let otherAlphaId: number;
  let pg: Client;
  const schema = `reports_api_${process.pid}`;
  let chartId: number;
  let dashboardId: number;
  let databaseId: number;

  const email = (target: string) => [{ type: 'Email', recipient_config_json: { target } }];
  const chartReport = (name: string, extra: Record<string, unknown> = {}) => ({
    type: 'Report',
    name,
    crontab: YEARLY,
    chart: chartId,
    report_format: 'CSV',
    creation_method: 'charts',
    recipients: email('someone@example.com'),
    ...extra,
  });

  async function makeUser(username: string, role: string): Promise<{ session: ApiSession; id: number }> {
    const roles = await admin.get(`/api/v1/security/roles/?q=(filter:${role})`);
    const roleId = roles.body.result.find((r: { name: string }) => r.name === role).id;
    const created = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'User',
      username,
      email: `${username}@example.com`,
      password: `${username}-password`,
      roles: [roleId],
    });
    expect(created.status).toBe(201);
    return { session: await ApiSession.login(app.url, username, `${username}-password`), id: created.body.id };
  }

  beforeAll(async () => {
    pg = new Client({ connectionString: PG });
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.sales (region text, amount int)`);
    await pg.query(`INSERT INTO ${schema}.sales VALUES ('north', 10), ('south', 20)`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    ({ session: alpha, id: alphaId } = await makeUser('ralpha', 'Alpha'));
    ({ session: otherAlpha, id: otherAlphaId } = await makeUser('ralpha2', 'Alpha'));
    ({ session: gamma } = await makeUser('rgamma', 'Gamma'));
    databaseId = (await admin.post('/api/v1/database/', { database_name: 'reports api pg', sqlalchemy_uri: PG })).body.id;
    const dataset = await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'sales' });
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Sales by region',
      viz_type: 'table',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
    });
    expect(chart.status).toBe(201);
    chartId = chart.body.id;
    const dashboard = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Sales board' });
    dashboardId = dashboard.body.id;
  });

  afterAll(async () => {
    await app?.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  it('creates a chart report, reads it back and lists it with the computed columns', async () => {
    const created = await admin.post(
      '/api/v1/report/',
      chartReport('Weekly sales', { description: 'For the team', timezone: 'Europe/Berlin', crontab: '0 9 * * 1' }),
    );
    expect(created.status).toBe(201);
    expect(openApiProblems('post', '/api/v1/report/', 201, created.body)).toEqual([]);

    const one = await admin.get(`/api/v1/report/${created.body.id}`);
    expect(one.status).toBe(200);
    // The reference types the to-many relations (owners, recipients) as one object and the to-one
    // relations as never null; Superset answers lists, and null for a chart, dashboard or database not set.
    const knownReferenceSlips = /^\/result(\/0)?\/(owners|recipients|dashboard|database) must be object$/;
    expect(openApiProblems('get', '/api/v1/report/{pk}', 200, one.body).filter((p) => !knownReferenceSlips.test(p))).toEqual([]);
    expect(one.body.result).toMatchObject({
      id: created.body.id,
      type: 'Report',
      name: 'Weekly sales',
      description: 'For the team',
      crontab: '0 9 * * 1',
      timezone: 'Europe/Berlin',
      active: true,
      chart: { id: chartId, slice_name: 'Sales by region' },
      dashboard: null,
      report_format: 'CSV',
      working_timeout: 3600,
      grace_period: 14400,
      log_retention: 90,
      last_state: null,
      owners: [{ id: 1, first_name: 'Tessera', last_name: 'Admin' }],
    });
    // Superset answers JSON columns as strings.
    expect(JSON.parse(one.body.result.recipients[0].recipient_config_json)).toEqual({
      target: 'someone@example.com',
      ccTarget: '',
      bccTarget: '',
    });

    const list = await admin.get(
      `/api/v1/report/?q=(filters:!((col:chart_id,opr:eq,value:${chartId}),(col:creation_method,opr:eq,value:charts)))`,
    );
    expect(list.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/report/', 200, list.body).filter((p) => !knownReferenceSlips.test(p))).toEqual([]);
    expect(list.body.count).toBe(1);
    expect(list.body.ids).toEqual([created.body.id]);
    expect(list.body.result[0]).toMatchObject({
      name: 'Weekly sales',
      chart_id: chartId,
      dashboard_id: null,
      crontab_humanized: 'At 09:00, only on Monday',
      recipients: [{ id: expect.any(Number), type: 'Email' }],
      created_by: { id: 1, first_name: 'Tessera', last_name: 'Admin' },
    });
  });

  it('answers 400 for malformed bodies and 422 for schedules that cannot work, naming the field', async () => {
    const missing = await admin.post('/api/v1/report/', { type: 'Report', chart: chartId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual({ name: ['Missing data for required field.'], crontab: ['Missing data for required field.'] });

    const cron = await admin.post('/api/v1/report/', chartReport('Bad cron', { crontab: '61 * * * *' }));
    expect(cron.status).toBe(400);
    expect(cron.body.message.crontab[0]).toMatch(/^Invalid cron expression/);
    expect((await admin.post('/api/v1/report/', chartReport('Four fields', { crontab: '* * * *' }))).status).toBe(400);

    const zone = await admin.post('/api/v1/report/', chartReport('Bad zone', { timezone: 'Mars/Olympus' }));
    expect(zone.status).toBe(400);
    expect(zone.body.message.timezone[0]).toContain('Mars/Olympus');

    const nothing = await admin.post('/api/v1/report/', chartReport('No target', { chart: null }));
    expect(nothing.status).toBe(422);
    expect(nothing.body.message.chart).toEqual(['A report needs a chart or a dashboard']);

    const csvOfDashboard = await admin.post('/api/v1/report/', chartReport('Dashboard CSV', { chart: null, dashboard: dashboardId }));
    expect(csvOfDashboard.status).toBe(422);
    expect(csvOfDashboard.body.message.report_format[0]).toContain('choose a chart');

    const both = await admin.post('/api/v1/report/', chartReport('Both', { dashboard: dashboardId }));
    expect(both.status).toBe(422);

    const alert = await admin.post('/api/v1/report/', {
      type: 'Alert',
      name: 'No SQL',
      crontab: YEARLY,
      recipients: email('a@example.com'),
    });
    expect(alert.status).toBe(422);
    expect(Object.keys(alert.body.message).sort()).toEqual(['database', 'sql', 'validator_type']);

    const operator = await admin.post('/api/v1/report/', {
      type: 'Alert',
      name: 'Op',
      crontab: YEARLY,
      database: databaseId,
      sql: 'SELECT 1',
      validator_type: 'operator',
      validator_config_json: { op: '=>', threshold: 1 },
    });
    expect(operator.status).toBe(400);

    const address = await admin.post(
      '/api/v1/report/',
      chartReport('Bad address', { recipients: email('not-an-address, ok@example.com') }),
    );
    expect(address.status).toBe(422);
    expect(address.body.message.recipients[0]).toContain('"not-an-address" is not an email address');

    const slack = await admin.post(
      '/api/v1/report/',
      chartReport('Slack', { recipients: [{ type: 'Slack', recipient_config_json: { target: '#general' } }] }),
    );
    expect(slack.status).toBe(422);

    const ghost = await admin.post('/api/v1/report/', chartReport('Ghost chart', { chart: 999999 }));
    expect(ghost.status).toBe(422);
    expect(ghost.body.message).toEqual({ chart: ['Chart does not exist'] });

    const ghostDb = await admin.post('/api/v1/report/', {
      type: 'Alert',
      name: 'Ghost db',
      crontab: YEARLY,
      database: 999999,
      sql: 'SELECT 1',
      validator_type: 'not null',
    });
    expect(ghostDb.status).toBe(422);
    expect(ghostDb.body.message).toEqual({ database: ['Database does not exist'] });

    const width = await admin.post('/api/v1/report/', chartReport('Narrow', { custom_width: 100 }));
    expect(width.status).toBe(422);

    const unknownField = await admin.post('/api/v1/report/', chartReport('Unknown field', { colour: 'red' }));
    expect(unknownField.status).toBe(400);

    expect((await admin.post('/api/v1/report/', chartReport('Twice'))).status).toBe(201);
    const twice = await admin.post('/api/v1/report/', chartReport('Twice'));
    expect(twice.status).toBe(422);
    expect(twice.body.message).toEqual({ name: ['A report named "Twice" already exists'] });
    // Names are unique per type: an alert may share a report's name.
    const sameNameAlert = await admin.post('/api/v1/report/', {
      type: 'Alert',
      name: 'Twice',
      crontab: YEARLY,
      database: databaseId,
      sql: 'SELECT 1',
      validator_type: 'not null',
      recipients: email('a@example.com'),
    });
    expect(sameNameAlert.status).toBe(201);
  });

  it('shows users the schedules they created or own, and lets only owners and admins change them', async () => {
    const mine = await alpha.post('/api/v1/report/', chartReport('Alpha report'));
    expect(mine.status).toBe(201);
    const id = mine.body.id;

    const alphaList = await alpha.get('/api/v1/report/');
    expect(alphaList.body.result.map((r: { name: string }) => r.name)).toEqual(['Alpha report']);
    expect((await otherAlpha.get('/api/v1/report/')).body.count).toBe(0);
    expect((await otherAlpha.get(`/api/v1/report/${id}`)).status).toBe(404);
    expect((await otherAlpha.put(`/api/v1/report/${id}`, { active: false })).status).toBe(404);
    expect((await otherAlpha.delete(`/api/v1/report/${id}`)).status).toBe(404);
    expect((await gamma.get('/api/v1/report/')).status).toBe(403);
    expect((await admin.get(`/api/v1/report/?q=(filters:!((col:created_by,opr:rel_o_m,value:${alphaId})))`)).body.count).toBe(1);

    // The owner toggles it off alone, then shares it.
    const toggled = await alpha.put(`/api/v1/report/${id}`, { active: false });
    expect(toggled.status).toBe(200);
    expect(openApiProblems('put', '/api/v1/report/{pk}', 200, toggled.body)).toEqual([]);
    expect((await alpha.get(`/api/v1/report/${id}`)).body.result.active).toBe(false);
    expect((await alpha.get('/api/v1/report/?q=(filters:!((col:active,opr:eq,value:!t)))')).body.count).toBe(0);
    expect((await alpha.put(`/api/v1/report/${id}`, { owners: [alphaId, otherAlphaId] })).status).toBe(200);
    expect((await otherAlpha.get(`/api/v1/report/${id}`)).body.result.owners.map((o: { id: number }) => o.id).sort()).toEqual(
      [alphaId, otherAlphaId].sort(),
    );
    expect((await otherAlpha.get(`/api/v1/report/?q=(filters:!((col:owners,opr:rel_m_m,value:${otherAlphaId})))`)).body.count).toBe(1);

    // Once removed from the owners, a user who did not create it no longer sees it; the creator still does.
    expect((await otherAlpha.put(`/api/v1/report/${id}`, { owners: [otherAlphaId] })).status).toBe(200);
    expect((await alpha.get(`/api/v1/report/${id}`)).status).toBe(200);
    expect((await alpha.put(`/api/v1/report/${id}`, { active: true })).status).toBe(403);
    expect((await admin.put(`/api/v1/report/${id}`, { name: 'Alpha report renamed', crontab: '*/5 * * * *' })).status).toBe(200);
    expect((await otherAlpha.get(`/api/v1/report/${id}`)).body.result).toMatchObject({
      name: 'Alpha report renamed',
      crontab: '*/5 * * * *',
    });
  });

  it('serves _info, related owners, the execution log and deletes one or many', async () => {
    const info = await alpha.get('/api/v1/report/_info?q=(keys:!(permissions))');
    expect(info.status).toBe(200);
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    const owners = await alpha.get('/api/v1/report/related/owners?q=(filter:ralpha)');
    expect(owners.status).toBe(200);
    expect(owners.body.result.map((o: { value: number }) => o.value).sort()).toEqual([alphaId, otherAlphaId].sort());
    expect((await alpha.get('/api/v1/report/related/created_by')).status).toBe(200);

    const a = (await admin.post('/api/v1/report/', chartReport('Delete me A'))).body.id;
    const b = (
      await admin.post('/api/v1/report/', {
        ...chartReport('Delete me B'),
        chart: null,
        dashboard: dashboardId,
        report_format: 'PNG',
        creation_method: 'dashboards',
      })
    ).body.id;
    const c = (await admin.post('/api/v1/report/', chartReport('Delete me C'))).body.id;

    const logs = await admin.get(`/api/v1/report/${a}/log/`);
    expect(logs.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/report/{pk}/log/', 200, logs.body)).toEqual([]);
    expect(logs.body).toMatchObject({ count: 0, ids: [], result: [] });
    expect((await admin.get(`/api/v1/report/${a}/log/1`)).status).toBe(404);
    expect((await otherAlpha.get(`/api/v1/report/${a}/log/`)).status).toBe(404);

    expect((await otherAlpha.delete(`/api/v1/report/?q=!(${a},${b})`)).status).toBe(404);
    const one = await admin.delete(`/api/v1/report/${c}`);
    expect(one.status).toBe(200);
    expect((await admin.get(`/api/v1/report/${c}`)).status).toBe(404);
    const many = await admin.delete(`/api/v1/report/?q=!(${a},${b})`);
    expect(many.status).toBe(200);
    expect(many.body.message).toBe('Deleted 2 report schedules');
    expect((await admin.get(`/api/v1/report/?q=(filters:!((col:name,opr:report_all_text,value:'Delete me')))`)).body.count).toBe(0);
    expect((await admin.delete(`/api/v1/report/${a}`)).status).toBe(404);
  });
});
