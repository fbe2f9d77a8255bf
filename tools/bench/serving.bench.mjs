// Serving benchmark: how many warm answers a second Tessera serves to many viewers, side by side with a bare
// Node `http` server replaying the very same answer bytes in the same run (the physical floor of this machine;
// on a shared machine the ratio matters more than the absolute figures).
//
//   npx nx run-many -t build        (every app, the SPA included; or tessera:build and web:build for embedded only)
//   node tools/bench/serving.bench.mjs [--connections 50,200] [--seconds 5] [--viewers 50,200] [--charts 20]
//   node tools/bench/serving.bench.mjs --cluster [--gateways 1,2] [--chart-data-replicas 2] [same options]
//
// Embedded: it starts the embedded app with the examples on a free port with a scratch data folder.
// `--cluster`: it starts every service as its own process from its `dist` (`--chart-data-replicas` of chart
// data) and as many gateways as the largest of `--gateways`, on free ports, over private NATS and Redis servers
// and a scratch PostgreSQL database (cluster-app.mjs, cluster-backends.mjs), with the examples; then measures
// everything below once per gateway count, the connections and viewers split evenly across the gateways.
// Either way it creates a dashboard of `--charts` table charts over `birth_names` (each answer about 6 KB), warms
// the cache, and prints:
//   - cached chart data (POST /api/v1/chart/data), the same forced (the query runs on the warehouse each time),
//     GET /api/v1/me/ and GET /health under autocannon at each
//     connection count: requests/s, p50/p99 latency, errors, time-outs and non-2xx answers by status, and the
//     ratio to the bare server (a process of its own; in the cluster as many bare processes as gateways);
//   - N viewers opening the dashboard together as the SPA does over HTTP (tools/load/dashboard-viewers.mjs):
//     time until every viewer is done, and each viewer's open time (p50/p99); the viewers share one login
//     (tools/load/run.mjs measures distinct people);
//   - a login and a page load (index.html and its scripts and styles) timed while the app is idle and
//     while the largest chart-data run is going (goal: under 500 ms);
//   - in cluster mode, cached chart data per gateway count against the smallest (goal: two gateways >= 1.8x one),
//     beside the same for the bare server's processes (what the machine itself gives a second process).
/* global AbortController -- Node's own; the lint configuration lists only a few globals for scripts */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { dashboardOpenRequests } from '../load/dashboard-viewers.mjs';
import { startCluster } from './cluster-app.mjs';
import { api, cliOptions, startEmbedded } from './embedded-app.mjs';
import { loadRequest, recordAnswer, startReplayServer } from './replay-server.mjs';

const args = cliOptions();
const list = (value, fallback) => (value ?? fallback).split(',').map(Number);
const CONNECTIONS = list(args.connections, '50,200');
const VIEWERS = list(args.viewers, '50,200');
const SECONDS = Number(args.seconds ?? 5);
const CHARTS = Number(args.charts ?? 20);
const CLUSTER = 'cluster' in args;
const GATEWAYS = CLUSTER ? list(args.gateways, '1,2') : [1];
const CHART_DATA_REPLICAS = Number(args['chart-data-replicas'] ?? 2);
/** A browser opens at most six connections to one host over HTTP/1.1. */
const BROWSER_SOCKETS = 6;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${Math.round(n)} ms`;
const sum = (numbers) => numbers.reduce((total, n) => total + n, 0);
const percent = (n) => `${(n * 100).toFixed(0)} %`;

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
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['name'],
      metrics: ['sum__num'],
      row_limit: rowLimit,
    };
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
    const outgoing = http.request(
      `${baseUrl}${request.path}`,
      { method: request.method, headers: request.headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
        response.on('error', () => resolve('error'));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => resolve(error.message === 'timeout' ? 'timeout' : 'error'));
    outgoing.end(request.body);
  });
}

/** `viewers` viewers open the dashboard at once, each on its own browser-like connections, taking `baseUrls` in turn. */
async function openTogether(baseUrls, steps, viewers) {
  const tally = new Map();
  const count = (outcome) => tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  const started = performance.now();
  const durations = await Promise.all(
    Array.from({ length: viewers }, async (_, viewer) => {
      const baseUrl = baseUrls[viewer % baseUrls.length];
      const agent = new http.Agent({ keepAlive: true, maxSockets: BROWSER_SOCKETS });
      const viewerStarted = performance.now();
      for (const step of [steps.metadata, steps.chartData]) {
        const outcomes = await Promise.all(step.map((request) => send(baseUrl, agent, request)));
        // A failure is counted with its route, so that the table says which call failed.
        outcomes.forEach((outcome, i) =>
          count(/^2\d\d$/.test(outcome) ? outcome : `${outcome} ${step[i].method} ${step[i].path.split('?')[0]}`),
        );
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

/** An autocannon run's answers by status, with `timeout` and `error` for requests without one. */
function loadOutcomes(result) {
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  return { ...byStatus, timeout: result.timeouts, error: Math.max(0, result.errors - result.timeouts) };
}

/**
 * Loads `baseUrls` with `request` all at once, `connections` split evenly between them (one autocannon each):
 * requests/s summed, p50/p99 the worst of the runs, failures added up.
 */
async function loadAcross(baseUrls, request, { connections, ...options }) {
  const shares = baseUrls.map((_, i) => Math.floor(connections / baseUrls.length) + (i < connections % baseUrls.length ? 1 : 0));
  const results = await Promise.all(baseUrls.map((baseUrl, i) => loadRequest(baseUrl, request, { ...options, connections: shares[i] })));
  const outcomes = {};
  for (const [outcome, n] of results.flatMap((result) => Object.entries(loadOutcomes(result))))
    outcomes[outcome] = (outcomes[outcome] ?? 0) + n;
  return {
    rps: sum(results.map((result) => result.requests.average)),
    rpsEach: results.map((result) => result.requests.average),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: failures(outcomes),
  };
}

/** A login, then the SPA's page: index.html and every script and style it names, fetched together as a browser would. */
async function timeLoginAndPage(url) {
  const loginStarted = performance.now();
  await api(url, null, 'POST', '/api/v1/security/login', { username: 'admin', password: 'admin', provider: 'db' });
  const login = performance.now() - loginStarted;
  const pageStarted = performance.now();
  const page = await fetch(`${url}/`);
  const html = await page.text();
  if (!page.ok || !html.includes('<html'))
    throw new Error(`GET / answered ${page.status} without a page (build the SPA first: npx nx run web:build)`);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await Promise.all(assets.map(async (asset) => (await fetch(`${url}${asset}`)).arrayBuffer()));
  return { login, page: performance.now() - pageStarted, assets: assets.length };
}

const row = (cells, widths) =>
  cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
const WIDTHS = [22, 5, 8, 6, 6, 8, 6, 6, 6, 30];

/** The embedded app, or the cluster with as many gateways as the largest gateway count; `urls` are its gateways. */
async function startTessera(signal) {
  const env = { TESSERA_LOAD_EXAMPLES: 'true' };
  if (!CLUSTER) return { description: 'embedded app', ...(await startEmbedded({ env })), urls: null };
  const gateways = Math.max(...GATEWAYS);
  const cluster = await startCluster({ gateways, chartDataReplicas: CHART_DATA_REPLICAS, env, signal });
  return {
    description: `cluster (a process per service, ${CHART_DATA_REPLICAS} chart-data replicas, up to ${gateways} gateways)`,
    ...cluster,
  };
}

/**
 * Every autocannon run of one gateway count, each beside the bare server loaded the same way; prints a row per run
 * and answers the chart-data figures by connection count and the login and page load timed during the largest run.
 */
async function measureLoad(urls, bares, endpoints) {
  const gateways = urls.length;
  const bareUrls = bares.map((bare) => bare.url);
  const largest = Math.max(...CONNECTIONS);
  const chartData = new Map();
  let underLoad = null;
  console.log(row(['', 'conns', 'req/s', 'p50', 'p99', 'bare/s', 'p50', 'p99', 'ratio', 'Tessera non-2xx, time-outs, errors'], WIDTHS));
  for (const endpoint of endpoints) {
    for (const connections of CONNECTIONS) {
      const options = { duration: SECONDS, connections, timeout: REQUEST_TIMEOUT_MS / 1000 };
      // A refused login (a 503 when the gateway sheds load) is a figure too, not a reason to stop the run.
      const probe =
        endpoint === endpoints[0] && connections === largest
          ? sleep((SECONDS * 1000) / 2)
              .then(() => timeLoginAndPage(urls[0]))
              .catch((error) => ({ error }))
          : null;
      const tessera = await loadAcross(urls, endpoint.request, options);
      if (probe) underLoad = await probe;
      const floor = await loadAcross(bareUrls, endpoint.request, options);
      if (endpoint === endpoints[0]) chartData.set(connections, { tessera: tessera.rps, each: tessera.rpsEach, bare: floor.rps });
      console.log(
        row(
          [
            endpoint.label,
            connections,
            Math.round(tessera.rps),
            tessera.p50,
            tessera.p99,
            Math.round(floor.rps),
            floor.p50,
            floor.p99,
            percent(tessera.rps / floor.rps),
            tessera.failures,
          ],
          WIDTHS,
        ) + (floor.failures === 'none' ? '' : `   (bare: ${floor.failures})`),
      );
    }
  }
  const split =
    gateways > 1
      ? `; connections split evenly across the ${gateways} gateways and as many bare server processes, req/s summed, p50/p99 the worst process's`
      : '';
  console.log(
    `  (req/s: average over the run; p50/p99 in ms; ratio: Tessera req/s / bare req/s, as many bare processes as gateways${split})`,
  );
  return { chartData, underLoad };
}

/** The dashboard opened by each viewer count together, beside the bare server; prints a row per viewer count. */
async function measureDashboardOpens(urls, bares, steps) {
  const bareUrls = bares.map((bare) => bare.url);
  console.log(
    row(['dashboard open', 'views', 'all done', 'p50', 'p99', 'bare', 'p50', 'p99', 'ratio', 'Tessera non-2xx, time-outs, errors'], WIDTHS),
  );
  await openTogether(urls, steps, urls.length); // one warm-up open of each side (and of each gateway)
  await openTogether(bareUrls, steps, urls.length);
  for (const viewers of VIEWERS) {
    const tessera = await openTogether(urls, steps, viewers);
    const floor = await openTogether(bareUrls, steps, viewers);
    const ratio = `${(tessera.total / floor.total).toFixed(1)} x`;
    console.log(
      row(
        [
          `${CHARTS}-chart dashboard`,
          viewers,
          ms(tessera.total),
          ms(tessera.p50),
          ms(tessera.p99),
          ms(floor.total),
          ms(floor.p50),
          ms(floor.p99),
          ratio,
          tessera.failures,
        ],
        WIDTHS,
      ) + (floor.failures === 'none' ? '' : `   (bare: ${floor.failures})`),
    );
  }
  const split = urls.length > 1 ? `, viewers taking the ${urls.length} gateways in turn` : '';
  console.log(
    `  (${steps.metadata.length + steps.chartData.length} requests per viewer on ${BROWSER_SOCKETS} connections${split}; ratio: Tessera time / bare time)`,
  );
}

/** Cluster mode: cached chart data of each gateway count against the smallest one, and per gateway process against bare. */
function printGatewayScaling(byGateways) {
  const [baseline, ...others] = [...byGateways.keys()].sort((a, b) => a - b);
  const gatewaysLabel = (n) => `${n} gateway${n === 1 ? '' : 's'}`;
  console.log('');
  console.log(`Cached chart data by gateway count (goals: each gateway process >= 40 % of bare; two gateways >= 1.8 x one)`);
  for (const connections of CONNECTIONS) {
    const base = byGateways.get(baseline).get(connections);
    const cells = [baseline, ...others].map((gateways) => {
      const { tessera, each, bare } = byGateways.get(gateways).get(connections);
      const split = each.length > 1 ? ` = ${each.map(Math.round).join(' + ')}` : '';
      return `${gatewaysLabel(gateways)} ${Math.round(tessera)} req/s${split} (${percent(tessera / bare)} of as many bare processes)`;
    });
    const scaling = others.map((gateways) => {
      const { tessera, bare } = byGateways.get(gateways).get(connections);
      return `${gatewaysLabel(gateways)} / ${gatewaysLabel(baseline)}: ${(tessera / base.tessera).toFixed(2)} x (bare processes: ${(bare / base.bare).toFixed(2)} x)`;
    });
    console.log(`  ${String(connections).padStart(4)} connections: ${cells.join(', ')}${scaling.length ? `; ${scaling.join(', ')}` : ''}`);
  }
}

async function main() {
  if (!CLUSTER && ('gateways' in args || 'chart-data-replicas' in args))
    throw new Error('--gateways and --chart-data-replicas need --cluster');
  if (![...GATEWAYS, CHART_DATA_REPLICAS].every((n) => Number.isInteger(n) && n >= 1))
    throw new Error('--gateways and --chart-data-replicas take whole numbers of 1 or more');
  // An interrupted run still ends its processes, removes its scratch data and drops its scratch database:
  // the cluster's start stops after its current step, a started app is stopped at once.
  const interruption = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => interruption.abort(new Error(`interrupted by ${signal}`)));
  const app = await startTessera(interruption.signal);
  const stopAndExit = () => app.stop().finally(() => process.exit(130));
  if (interruption.signal.aborted) return stopAndExit();
  interruption.signal.addEventListener('abort', stopAndExit, { once: true });
  const urls = app.urls ?? [app.url];
  let bares = [];
  try {
    const { access_token: token } = await api(urls[0], null, 'POST', '/api/v1/security/login', {
      username: 'admin',
      password: 'admin',
      provider: 'db',
    });
    const dashboard = await createDashboard(urls[0], token, await birthNamesDataset(urls[0], token));
    const steps = await dashboardOpenRequests(urls[0], token, dashboard);
    if (steps.chartData.length !== CHARTS) throw new Error(`the dashboard lists ${steps.chartData.length} charts, not ${CHARTS}`);
    const endpoints = [
      { label: 'chart data, cache hit', request: { ...steps.chartData[0], path: '/api/v1/chart/data' } },
      // `force` runs the query on the warehouse every time (concurrent forced requests may share one run).
      {
        label: 'chart data, forced run',
        request: {
          ...steps.chartData[0],
          path: '/api/v1/chart/data',
          body: JSON.stringify({ ...JSON.parse(steps.chartData[0].body), force: true }),
        },
      },
      { label: 'GET /api/v1/me/', request: { method: 'GET', path: '/api/v1/me/', headers: { authorization: `Bearer ${token}` } } },
      { label: 'GET /health', request: { method: 'GET', path: '/health', headers: {} } },
    ];
    // Recording every answer also fills the result cache: every later chart-data request is a hit, through any
    // gateway; the other gateways answer each request once too, so that none starts its runs cold.
    const requests = [...endpoints.map((endpoint) => endpoint.request), ...steps.metadata, ...steps.chartData];
    const answers = [];
    for (const request of requests) answers.push(await recordAnswer(urls[0], request));
    for (const url of urls.slice(1)) for (const request of requests) await recordAnswer(url, request);
    // One bare server process per gateway, so that each gateway count is compared with as many processes.
    for (let i = 0; i < Math.max(...GATEWAYS); i += 1) bares.push(await startReplayServer(answers));
    const idle = await timeLoginAndPage(urls[0]);

    console.log(
      `Serving benchmark: ${app.description} vs a bare Node server replaying the same bytes, ${os.cpus().length} CPUs, ${SECONDS} s per load run`,
    );
    console.log(
      `  chart-data answer ${(answers[0].body.length / 1024).toFixed(1)} KB; dashboard of ${CHARTS} charts (${answers.slice(endpoints.length).reduce((total, answer) => total + answer.body.length, 0) >> 10} KB per open)`,
    );
    const chartDataByGateways = new Map();
    const underLoadByGateways = new Map();
    for (const gateways of GATEWAYS) {
      const through = urls.slice(0, gateways);
      console.log('');
      if (CLUSTER) console.log(`Through ${gateways} gateway${gateways === 1 ? '' : 's'}`);
      const { chartData, underLoad } = await measureLoad(through, bares.slice(0, gateways), endpoints);
      chartDataByGateways.set(gateways, chartData);
      underLoadByGateways.set(gateways, underLoad);
      console.log('');
      await measureDashboardOpens(through, bares.slice(0, gateways), steps);
    }
    console.log('');
    console.log(`Login and page load (index.html + ${idle.assets} assets), goal < 500 ms`);
    const timing = (label, { login, page, error }) =>
      console.log(`  ${label.padEnd(58)} ${error ? `failed: ${error.message}` : `login ${ms(login)}   page ${ms(page)}`}`);
    timing(`idle ${CLUSTER ? 'cluster' : 'app'}`, idle);
    for (const [gateways, underLoad] of underLoadByGateways) {
      timing(
        `during chart data at ${Math.max(...CONNECTIONS)} connections${CLUSTER ? ` through ${gateways} gateway${gateways === 1 ? '' : 's'}` : ''}`,
        underLoad,
      );
    }
    if (CLUSTER && GATEWAYS.length > 1) printGatewayScaling(chartDataByGateways);
  } finally {
    await Promise.all(bares.map((bare) => bare.close()));
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
