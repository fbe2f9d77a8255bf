// Serving benchmark: how many warm answers a second the embedded app serves to many viewers, side by side
// with a bare Node `http` server replaying the very same answer bytes in the same run (the physical floor
// of this machine; on a shared machine the ratio matters more than the absolute figures).
//
//   npx nx run tessera:build && npx nx run web:build
//   node tools/bench/serving.bench.mjs [--connections 50,200] [--seconds 5] [--viewers 50,200] [--charts 20]
//
// It starts the embedded app with the examples on a free port with a scratch data folder, creates a
// dashboard of `--charts` table charts over `birth_names` (each answer about 6 KB), warms the cache, and prints:
//   - cached chart data (POST /api/v1/chart/data), GET /api/v1/me/ and GET /health under autocannon at each
//     connection count: requests/s, p50/p99 latency, errors, time-outs and non-2xx answers by status;
//   - N viewers opening the dashboard together as the SPA does over HTTP (tools/load/dashboard-viewers.mjs):
//     time until every viewer is done, and each viewer's open time (p50/p99);
//   - a login and a page load (index.html and its scripts and styles) timed while the app is idle and
//     while the largest chart-data run is going (goal: under 500 ms).
// `--cluster` (the same against a cluster deployment) is not implemented yet: the embedded mode is measured.
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { dashboardOpenRequests } from '../load/dashboard-viewers.mjs';
import { api, cliOptions, startEmbedded } from './embedded-app.mjs';
import { loadRequest, recordAnswer, startReplayServer } from './replay-server.mjs';

const args = cliOptions();
const list = (value, fallback) => (value ?? fallback).split(',').map(Number);
const CONNECTIONS = list(args.connections, '50,200');
const VIEWERS = list(args.viewers, '50,200');
const SECONDS = Number(args.seconds ?? 5);
const CHARTS = Number(args.charts ?? 20);
/** A browser opens at most six connections to one host over HTTP/1.1. */
const BROWSER_SOCKETS = 6;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${Math.round(n)} ms`;

/**
 * Waits until the example seeding is over (its two dashboards come last), so that it does not run during the
 * measurements; answers the id of the `birth_names` dataset.
 */
async function birthNamesDataset(url, token) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const dashboards = await api(url, token, 'GET', '/api/v1/dashboard/?q=(page_size:100)');
    const { result } = await api(url, token, 'GET', '/api/v1/dataset/?q=(page_size:100)');
    const dataset = result.find((candidate) => candidate.table_name === 'birth_names');
    if (dataset && dashboards.result.length >= 2) return dataset.id;
    if (Date.now() > deadline) throw new Error('The examples (birth_names and both example dashboards) did not appear within 10 minutes');
    await sleep(500);
  }
}

/** A dashboard of `CHARTS` table charts, each a different top-N of names (so each has its own cache entry). */
async function createDashboard(url, token, datasetId) {
  const dashboard = await api(url, token, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Serving benchmark', published: true });
  for (let i = 0; i < CHARTS; i += 1) {
    const rowLimit = 150 + i;
    const formData = { datasource: `${datasetId}__table`, viz_type: 'table', query_mode: 'aggregate', groupby: ['name'], metrics: ['sum__num'], row_limit: rowLimit };
    const queryContext = {
      datasource: { id: datasetId, type: 'table' },
      force: false,
      queries: [{ columns: ['name'], metrics: ['sum__num'], orderby: [['sum__num', false]], row_limit: rowLimit }],
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
    };
    await api(url, token, 'POST', '/api/v1/chart/', {
      slice_name: `Top ${rowLimit} names`,
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
      query_context: JSON.stringify(queryContext),
      dashboards: [dashboard.id],
    });
  }
  return dashboard.id;
}

/** One request over a viewer's own connections; resolves with its status, or `timeout` / `error`. */
function send(baseUrl, agent, request) {
  return new Promise((resolve) => {
    const outgoing = http.request(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
      response.on('error', () => resolve('error'));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => resolve(error.message === 'timeout' ? 'timeout' : 'error'));
    outgoing.end(request.body);
  });
}

/** `viewers` viewers open the dashboard at once, each on its own browser-like connections. */
async function openTogether(baseUrl, steps, viewers) {
  const tally = new Map();
  const count = (outcome) => tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  const started = performance.now();
  const durations = await Promise.all(
    Array.from({ length: viewers }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: BROWSER_SOCKETS });
      const viewerStarted = performance.now();
      for (const step of [steps.metadata, steps.chartData]) {
        const outcomes = await Promise.all(step.map((request) => send(baseUrl, agent, request)));
        // A failure is counted with its route, so that the table says which call failed.
        outcomes.forEach((outcome, i) => count(/^2\d\d$/.test(outcome) ? outcome : `${outcome} ${step[i].method} ${step[i].path.split('?')[0]}`));
      }
      agent.destroy();
      return performance.now() - viewerStarted;
    }),
  );
  const total = performance.now() - started;
  const sorted = durations.sort((a, b) => a - b);
  return { total, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures: failures(Object.fromEntries(tally)) };
}

/** Everything but 2xx answers, by status (`timeout` and `error` for requests without an answer). */
function failures(byOutcome) {
  const failed = Object.entries(byOutcome).filter(([outcome, n]) => n > 0 && !/^2\d\d/.test(outcome));
  return failed.length === 0 ? 'none' : failed.map(([outcome, n]) => `${outcome}: ${n}`).join(', ');
}

function loadFailures(result) {
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  return failures({ ...byStatus, timeout: result.timeouts, error: Math.max(0, result.errors - result.timeouts) });
}

/** A login, then the SPA's page: index.html and every script and style it names, fetched together as a browser would. */
async function timeLoginAndPage(url) {
  const loginStarted = performance.now();
  await api(url, null, 'POST', '/api/v1/security/login', { username: 'admin', password: 'admin', provider: 'db' });
  const login = performance.now() - loginStarted;
  const pageStarted = performance.now();
  const page = await fetch(`${url}/`);
  const html = await page.text();
  if (!page.ok || !html.includes('<html')) throw new Error(`GET / answered ${page.status} without a page (build the SPA first: npx nx run web:build)`);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await Promise.all(assets.map(async (asset) => (await fetch(`${url}${asset}`)).arrayBuffer()));
  return { login, page: performance.now() - pageStarted, assets: assets.length };
}

const row = (cells, widths) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');

async function main() {
  if (args.cluster !== undefined) throw new Error('--cluster is not implemented yet; run without it to measure the embedded app');
  const app = await startEmbedded({ env: { TESSERA_LOAD_EXAMPLES: 'true' } });
  let bare = null;
  try {
    const { access_token: token } = await api(app.url, null, 'POST', '/api/v1/security/login', { username: 'admin', password: 'admin', provider: 'db' });
    const dashboard = await createDashboard(app.url, token, await birthNamesDataset(app.url, token));
    const steps = await dashboardOpenRequests(app.url, token, dashboard);
    if (steps.chartData.length !== CHARTS) throw new Error(`the dashboard lists ${steps.chartData.length} charts, not ${CHARTS}`);
    const endpoints = [
      { label: 'chart data, cache hit', request: { ...steps.chartData[0], path: '/api/v1/chart/data' } },
      { label: 'GET /api/v1/me/', request: { method: 'GET', path: '/api/v1/me/', headers: { authorization: `Bearer ${token}` } } },
      { label: 'GET /health', request: { method: 'GET', path: '/health', headers: {} } },
    ];
    // Recording every answer also fills the result cache: every later chart-data request is a hit.
    const answers = [];
    for (const request of [...endpoints.map((endpoint) => endpoint.request), ...steps.metadata, ...steps.chartData]) answers.push(await recordAnswer(app.url, request));
    bare = await startReplayServer(answers);
    const idle = await timeLoginAndPage(app.url);

    console.log(`Serving benchmark: embedded app vs a bare Node server replaying the same bytes, ${os.cpus().length} CPUs, ${SECONDS} s per load run`);
    console.log(`  chart-data answer ${(answers[0].body.length / 1024).toFixed(1)} KB; dashboard of ${CHARTS} charts (${answers.slice(endpoints.length).reduce((sum, answer) => sum + answer.body.length, 0) >> 10} KB per open)`);
    console.log('');
    const widths = [22, 5, 8, 6, 6, 8, 6, 6, 6, 30];
    console.log(row(['', 'conns', 'req/s', 'p50', 'p99', 'bare/s', 'p50', 'p99', 'ratio', 'Tessera non-2xx, time-outs, errors'], widths));
    let underLoad = null;
    const largest = Math.max(...CONNECTIONS);
    for (const endpoint of endpoints) {
      for (const connections of CONNECTIONS) {
        const options = { duration: SECONDS, connections, timeout: REQUEST_TIMEOUT_MS / 1000 };
        const probe = endpoint === endpoints[0] && connections === largest ? sleep((SECONDS * 1000) / 2).then(() => timeLoginAndPage(app.url)) : null;
        const tessera = await loadRequest(app.url, endpoint.request, options);
        if (probe) underLoad = await probe;
        const floor = await loadRequest(bare.url, endpoint.request, options);
        const ratio = `${((tessera.requests.average / floor.requests.average) * 100).toFixed(0)} %`;
        const bareFailures = loadFailures(floor);
        console.log(
          row(
            [endpoint.label, connections, Math.round(tessera.requests.average), tessera.latency.p50, tessera.latency.p99, Math.round(floor.requests.average), floor.latency.p50, floor.latency.p99, ratio, loadFailures(tessera)],
            widths,
          ) + (bareFailures === 'none' ? '' : `   (bare: ${bareFailures})`),
        );
      }
    }
    console.log('  (req/s: average over the run; p50/p99 in ms; ratio: Tessera req/s / bare req/s)');
    console.log('');
    console.log(row(['dashboard open', 'views', 'all done', 'p50', 'p99', 'bare', 'p50', 'p99', 'ratio', 'Tessera non-2xx, time-outs, errors'], widths));
    await openTogether(app.url, steps, 1); // one warm-up open of each side
    await openTogether(bare.url, steps, 1);
    for (const viewers of VIEWERS) {
      const tessera = await openTogether(app.url, steps, viewers);
      const floor = await openTogether(bare.url, steps, viewers);
      const ratio = `${(tessera.total / floor.total).toFixed(1)} x`;
      console.log(
        row([`${CHARTS}-chart dashboard`, viewers, ms(tessera.total), ms(tessera.p50), ms(tessera.p99), ms(floor.total), ms(floor.p50), ms(floor.p99), ratio, tessera.failures], widths) +
          (floor.failures === 'none' ? '' : `   (bare: ${floor.failures})`),
      );
    }
    console.log(`  (${steps.metadata.length + steps.chartData.length} requests per viewer on ${BROWSER_SOCKETS} connections; ratio: Tessera time / bare time)`);
    console.log('');
    console.log(`Login and page load (index.html + ${idle.assets} assets), goal < 500 ms`);
    console.log(`  idle app                                   login ${ms(idle.login)}   page ${ms(idle.page)}`);
    if (underLoad) console.log(`  during chart data at ${largest} connections        login ${ms(underLoad.login)}   page ${ms(underLoad.page)}`);
  } finally {
    await bare?.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
