import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Client } from 'pg';
import { SmtpTestServer } from '@tessera/platform/testing';
import { eventually } from '../testing/eventually';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WIDTH = 1200;

type LogRow = { id: number; state: string; error_message: string | null; scheduled_dttm: string };

/** A port nobody listens on now: the app must know its own address (where Chromium opens it) before it starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One row of charts side by side under the grid, as `position_json`. */
function positionJson(chartIds: number[]): string {
  const charts = Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: id, width: 6, height: 50 },
      },
    ]),
  );
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: chartIds.map((id) => `CHART-${id}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
  });
}

/** Two tabs: chart `first` on TAB-a (selected by default), chart `second` on TAB-b. */
function tabbedPositionJson(first: number, second: number): string {
  const chart = (id: number, tab: string) => ({
    id: `CHART-${id}`,
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', tab],
    meta: { chartId: id, width: 6, height: 50 },
  });
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1'], parents: ['ROOT_ID'] },
    'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
    'TAB-a': { id: 'TAB-a', type: 'TAB', children: [`CHART-${first}`], parents: ['ROOT_ID', 'GRID_ID', 'TABS-1'], meta: { text: 'First' } },
    'TAB-b': {
      id: 'TAB-b',
      type: 'TAB',
      children: [`CHART-${second}`],
      parents: ['ROOT_ID', 'GRID_ID', 'TABS-1'],
      meta: { text: 'Second' },
    },
    [`CHART-${first}`]: chart(first, 'TAB-a'),
    [`CHART-${second}`]: chart(second, 'TAB-b'),
  });
}

/**
 * Screenshot reports delivered for real: the embedded app serves the built SPA, the report service
 * opens the dashboard in headless Chromium as the report's owner, waits until every chart is final,
 * and mails the PNG inline (or the PDF attached) to an SMTP server this test starts.
 */
describe('dashboard screenshot reports over SMTP', () => {
  let app: HttpTestApp;
  let smtp: SmtpTestServer;
  let alpha: ApiSession;
  let pg: Client;
  const schema = `reports_shot_${process.pid}`;
  const ids: Record<string, number> = {};

  const email = (target: string) => [{ type: 'Email', recipient_config_json: { target } }];

  async function logsOf(id: number): Promise<LogRow[]> {
    const reply = await alpha.get(`/api/v1/report/${id}/log/?q=(order_column:scheduled_dttm,order_direction:asc)`);
    expect(reply.status).toBe(200);
    return reply.body.result;
  }

  const firstEnded = async (id: number) => {
    const rows = await eventually(
      () => logsOf(id),
      (found) => found.some((row) => row.state !== 'Working'),
      80_000,
    );
    // One window is enough: stop the report so later minutes add no mail.
    expect((await alpha.put(`/api/v1/report/${id}`, { active: false })).status).toBe(200);
    return rows.find((row) => row.state !== 'Working') as LogRow;
  };

  beforeAll(async () => {
    const port = await freePort();
    smtp = await SmtpTestServer.start();
    pg = new Client({ connectionString: PG });
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.sales (region text, amount int)`);
    await pg.query(`INSERT INTO ${schema}.sales VALUES ('north', 10), ('south', 20), ('east', 35), ('west', 5)`);
    app = await startHttpTestApp(
      {
        smtp: { host: '127.0.0.1', port: smtp.port, mailFrom: 'reports@tessera.test', starttls: false, ssl: false },
        reports: { tickSeconds: 1, catchUpSeconds: 3600, publicUrl: `http://127.0.0.1:${port}`, chromiumPath: '/usr/bin/chromium' },
      },
      { port },
    );
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Alpha)');
    const alphaRole = roles.body.result.find((r: { name: string }) => r.name === 'Alpha').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'Sam',
      last_name: 'Shot',
      username: 'sam',
      email: 'sam@example.com',
      password: 'sam-password',
      roles: [alphaRole],
    });
    alpha = await ApiSession.login(app.url, 'sam', 'sam-password');

    const database = await admin.post('/api/v1/database/', { database_name: 'reports shot pg', sqlalchemy_uri: PG });
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'sales' });
    const chart = async (name: string, params: Record<string, unknown>) => {
      const created = await admin.post('/api/v1/chart/', {
        slice_name: name,
        viz_type: params.viz_type,
        datasource_id: dataset.body.id,
        datasource_type: 'table',
        params: JSON.stringify({ datasource: `${dataset.body.id}__table`, ...params }),
      });
      expect(created.status).toBe(201);
      return created.body.id as number;
    };
    const sum = (column: string) => ({
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: column },
      label: `SUM(${column})`,
    });
    const total = await chart('Total sales', { viz_type: 'big_number_total', metric: sum('amount') });
    const byRegion = await chart('Sales by region', { viz_type: 'pie', groupby: ['region'], metric: sum('amount'), row_limit: 100 });
    const broken = await chart('Broken chart', { viz_type: 'big_number_total', metric: sum('no_such_column') });
    const dashboard = async (title: string, chartIds: number[]) =>
      (await admin.post('/api/v1/dashboard/', { dashboard_title: title, published: true, position_json: positionJson(chartIds) })).body
        .id as number;
    const good = await dashboard('Sales overview', [total, byRegion]);
    const partly = await dashboard('Sales with a broken chart', [total, broken]);

    const create = async (key: string, body: Record<string, unknown>) => {
      const created = await alpha.post('/api/v1/report/', { type: 'Report', crontab: '* * * * *', ...body });
      expect(created.status).toBe(201);
      ids[key] = created.body.id;
    };
    await create('png', {
      name: 'Sales picture',
      dashboard: good,
      report_format: 'PNG',
      custom_width: WIDTH,
      recipients: [...email('png@example.com'), ...email('png2@example.com')],
    });
    const tabbed = (
      await admin.post('/api/v1/dashboard/', {
        dashboard_title: 'Tabbed sales',
        published: true,
        position_json: tabbedPositionJson(total, broken),
      })
    ).body.id as number;
    // The saved state selects the second tab, where the broken chart is: only then does the run name it.
    await create('tab', {
      name: 'Second tab',
      dashboard: tabbed,
      report_format: 'PNG',
      extra: { dashboard: { activeTabs: ['TAB-b'] } },
      recipients: email('tab@example.com'),
    });
    await create('chart', { name: 'Region picture', chart: byRegion, report_format: 'PNG', recipients: email('chart@example.com') });
    await create('pdf', { name: 'Sales document', dashboard: partly, report_format: 'PDF', recipients: email('pdf@example.com') });
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
    await pg?.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg?.end();
  });

  it('mails a PNG of the whole dashboard inline, rendered once for every recipient, at the custom width', async () => {
    const run = await firstEnded(ids.png);
    expect(run).toMatchObject({ state: 'Success', error_message: null });
    const [first] = smtp.to('png@example.com');
    const [second] = smtp.to('png2@example.com');
    expect(first.receivedAt - Date.parse(run.scheduled_dttm)).toBeLessThanOrEqual(70_000);
    expect(first.parsed.subject).toBe('[Report] Sales picture: Sales overview');
    // The message shows the picture inline (the parser resolves its `cid:` reference into the image itself).
    expect(first.parsed.html).toContain('<img src="data:image/png;base64,');
    expect(first.parsed.html).toContain(`href="http://127.0.0.1:${new URL(app.url).port}/superset/dashboard/`);
    const [image] = first.parsed.attachments;
    // To look at the picture: TESSERA_KEEP_REPORT_SCREENSHOT=/some/file.png
    if (process.env.TESSERA_KEEP_REPORT_SCREENSHOT) writeFileSync(process.env.TESSERA_KEEP_REPORT_SCREENSHOT, image.content);
    expect(image).toMatchObject({ filename: 'Sales picture.png', contentType: 'image/png', cid: 'report-screenshot' });
    expect(image.content.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(image.content.length).toBeGreaterThan(10_000);
    // IHDR: the width (big-endian) follows the signature, the chunk length and its type.
    expect(image.content.readUInt32BE(16)).toBeLessThanOrEqual(WIDTH);
    expect(image.content.readUInt32BE(16)).toBeGreaterThan(WIDTH * 0.9);
    expect(image.content.readUInt32BE(20)).toBeGreaterThan(200);
    // One render fanned out: both recipients got the very same bytes.
    expect(second.parsed.attachments[0].content.equals(image.content)).toBe(true);
  }, 120_000);

  it('mails a PNG of a single chart, drawn in Explore, 800 px wide by default', async () => {
    const run = await firstEnded(ids.chart);
    expect(run).toMatchObject({ state: 'Success', error_message: null });
    const [mail] = smtp.to('chart@example.com');
    expect(mail.parsed.subject).toBe('[Report] Region picture: Sales by region');
    const [image] = mail.parsed.attachments;
    expect(image).toMatchObject({ filename: 'Region picture.png', contentType: 'image/png' });
    expect(image.content.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(image.content.length).toBeGreaterThan(5_000);
    expect(image.content.readUInt32BE(16)).toBeLessThanOrEqual(800);
    if (process.env.TESSERA_KEEP_REPORT_SCREENSHOT) writeFileSync(`${process.env.TESSERA_KEEP_REPORT_SCREENSHOT}.chart.png`, image.content);
  }, 120_000);

  it('opens the dashboard in its saved tab (extra.dashboard), through a permalink of that state', async () => {
    const run = await firstEnded(ids.tab);
    expect(run.state).toBe('Error');
    expect(run.error_message).toBe('This chart could not be drawn: Broken chart');
    const [mail] = smtp.to('tab@example.com');
    expect(mail.parsed.attachments[0].content.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  }, 120_000);

  it('mails a PDF naming the chart that failed, and logs the run as Error naming it', async () => {
    const run = await firstEnded(ids.pdf);
    expect(run.state).toBe('Error');
    expect(run.error_message).toContain('This chart could not be drawn: Broken chart');
    const [mail] = smtp.to('pdf@example.com');
    expect(mail.parsed.html).toContain('This chart could not be drawn: Broken chart');
    const [pdf] = mail.parsed.attachments;
    expect(pdf).toMatchObject({ filename: 'Sales document.pdf', contentType: 'application/pdf' });
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.content.length).toBeGreaterThan(5_000);
  }, 120_000);
});
