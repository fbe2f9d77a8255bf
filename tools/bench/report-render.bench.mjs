// Report rendering benchmark: how long a PNG report of a 50-chart dashboard takes from the start of its run
// to the mail in the inbox (render in headless Chromium as the owner, wait for every chart, capture, send),
// next to the time Chromium alone needs to open the same page (its load event, and every chart drawn).
//
//   npx nx run web:build && npx nx run tessera:build && node tools/bench/report-render.bench.mjs [--charts 50]
//
// It starts the embedded app on a free port with a scratch data folder and an SMTP server of its own,
// registers the machine's PostgreSQL (BENCH_PG_URL, default postgresql://postgres@127.0.0.1:5432/postgres)
// with a generated table, schedules the report every minute and waits for its first window (up to a minute).
import pg from 'pg';
import { chromium } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { api, cliOptions, freePort, startEmbedded } from './embedded-app.mjs';

const args = cliOptions();
const CHARTS = Number(args.charts ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.TESSERA_CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCHEMA = `bench_report_${process.pid}`;

const sum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' };
/** Five kinds of chart, each a different plugin; each chart filters `amount >= n`, so each asks its own query. */
const KINDS = [
  (f) => ({ viz_type: 'big_number_total', metric: sum, adhoc_filters: f }),
  (f) => ({ viz_type: 'table', query_mode: 'aggregate', groupby: ['region'], metrics: [sum], adhoc_filters: f, row_limit: 100 }),
  (f) => ({ viz_type: 'pie', groupby: ['category'], metric: sum, adhoc_filters: f, row_limit: 100 }),
  (f) => ({
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: [sum],
    adhoc_filters: f,
    row_limit: 10000,
  }),
  (f) => ({ viz_type: 'dist_bar', groupby: ['region'], columns: ['category'], metrics: [sum], adhoc_filters: f, row_limit: 100 }),
];

/** Rows of four charts under the grid, as `position_json`. */
function positionJson(chartIds) {
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
  };
  for (let start = 0; start < chartIds.length; start += 4) {
    const rowId = `ROW-${start / 4}`;
    const ids = chartIds.slice(start, start + 4);
    position.GRID_ID.children.push(rowId);
    position[rowId] = {
      id: rowId,
      type: 'ROW',
      children: ids.map((id) => `CHART-${id}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const id of ids)
      position[`CHART-${id}`] = {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId: id, width: 3, height: 50 },
      };
  }
  return JSON.stringify(position);
}

/** An SMTP server keeping when each message arrived and its size. */
async function startSmtp() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let bytes = 0;
      stream.on('data', (chunk) => (bytes += chunk.length));
      stream.on('end', () => {
        received.push({ at: Date.now(), bytes });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function seed(url, token, client) {
  await client.query(`CREATE SCHEMA ${SCHEMA}`);
  await client.query(`CREATE TABLE ${SCHEMA}.sales (ds date, region text, category text, amount int)`);
  await client.query(`INSERT INTO ${SCHEMA}.sales
    SELECT DATE '2024-01-01' + day, (ARRAY['north','south','east','west'])[1 + day % 4], (ARRAY['tools','toys','food','books','garden'])[1 + day % 5], 10 + (day * 37) % 500
    FROM generate_series(0, 729) AS day`);
  const database = await api(url, token, 'POST', '/api/v1/database/', { database_name: `bench ${SCHEMA}`, sqlalchemy_uri: PG_URL });
  const dataset = await api(url, token, 'POST', '/api/v1/dataset/', { database: database.id, schema: SCHEMA, table_name: 'sales' });
  const chartIds = [];
  for (let n = 1; n <= CHARTS; n += 1) {
    const params = {
      datasource: `${dataset.id}__table`,
      ...KINDS[(n - 1) % KINDS.length]([{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'amount', operator: '>=', comparator: n }]),
    };
    const chart = await api(url, token, 'POST', '/api/v1/chart/', {
      slice_name: `Chart ${n}`,
      viz_type: params.viz_type,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    chartIds.push(chart.id);
  }
  const dashboard = await api(url, token, 'POST', '/api/v1/dashboard/', {
    dashboard_title: `${CHARTS} charts`,
    published: true,
    position_json: positionJson(chartIds),
  });
  return dashboard.id;
}

/** Chromium alone opening the dashboard in report mode: until its load event, and until every chart is drawn. */
async function bareLoad(url, token, dashboardId) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const times = [];
    for (let i = 0; i < 2; i += 1) {
      const context = await browser.newContext({
        viewport: { width: 1600, height: 1200 },
        extraHTTPHeaders: { Authorization: `Bearer ${token}` },
      });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${url}/superset/dashboard/${dashboardId}/?standalone=3`, { waitUntil: 'load' });
      const loaded = Date.now() - started;
      await page.locator('article[data-report-ready]').waitFor({ state: 'attached', timeout: 120_000 });
      times.push({ loaded, ready: Date.now() - started });
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function main() {
  const smtp = await startSmtp();
  const port = await freePort();
  const app = await startEmbedded({
    port,
    env: {
      TESSERA_PUBLIC_URL: `http://127.0.0.1:${port}`,
      TESSERA_SMTP_HOST: '127.0.0.1',
      TESSERA_SMTP_PORT: String(smtp.port),
      TESSERA_SMTP_STARTTLS: 'false',
      TESSERA_REPORTS_TICK_SECONDS: '1',
      TESSERA_CHROMIUM_PATH: CHROMIUM,
    },
  });
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { access_token: token } = await api(app.url, null, 'POST', '/api/v1/security/login', {
      username: 'admin',
      password: 'admin',
      provider: 'db',
    });
    const dashboardId = await seed(app.url, token, client);
    const report = await api(app.url, token, 'POST', '/api/v1/report/', {
      type: 'Report',
      name: 'Bench picture',
      crontab: '* * * * *',
      dashboard: dashboardId,
      report_format: 'PNG',
      working_timeout: 300,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'bench@example.com' } }],
    });
    console.log(`report of a ${CHARTS}-chart dashboard scheduled; waiting for its minute…`);
    let run;
    for (const until = Date.now() + 200_000; Date.now() < until;) {
      const logs = await api(app.url, token, 'GET', `/api/v1/report/${report.id}/log/`);
      run = logs.result.find((row) => row.state !== 'Working');
      if (run) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await api(app.url, token, 'PUT', `/api/v1/report/${report.id}`, { active: false });
    if (!run) throw new Error('The report did not end within 200 s');
    if (run.state !== 'Success') throw new Error(`The report ended ${run.state}: ${run.error_message}`);
    const started = Date.parse(run.start_dttm);
    const mail = smtp.received[0];
    const bare = await bareLoad(app.url, token, dashboardId);
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `render + mail (run start → mail received): ${s(mail.at - started)} (run logged ${s(Date.parse(run.end_dttm) - started)}; message ${(mail.bytes / 1024).toFixed(0)} KB)`,
    );
    for (const [i, time] of bare.entries())
      console.log(`bare Chromium, ${i === 0 ? 'first' : 'second'} load: load event ${s(time.loaded)}, every chart drawn ${s(time.ready)}`);
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch(() => undefined);
    await client.end();
    await app.stop();
    await smtp.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
