// SQL editor benchmark on a 1,000,000-row, 9-column `sales` table, side by side in one run with what the machine
// does without Tessera: psql (buffered and with FETCH_COUNT) and a `pg` cursor, for the first rows and the whole
// result; Tessera's sync and async first page, the whole table with the row limit raised to it, and its CSV export
// against `psql -c "COPY (...) TO STDOUT CSV"`, with the resident memory of the processes running them.
//
//   npx nx run-many -t build && node tools/bench/sqllab-large-result.bench.mjs [--rows 1000000] [--limit 100000] [--page 1000]
//   node tools/bench/sqllab-large-result.bench.mjs --cluster [--jobs 40] [--replicas 1,2,4] [same options]
//   [--async-runs 5]: async first-page runs, each alone; the median is the figure
//   [--csv-runs 3]: CSV exports, each after a psql COPY of the same rows; medians compared, the highest memory counts
//   node tools/bench/sqllab-large-result.bench.mjs --csv-only [--cluster] [--rows N]   # only the CSV export vs psql COPY
//
// It creates a scratch database on the machine's PostgreSQL (BENCH_PG_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres) and drops it at the end. Embedded mode samples the one process's
// resident memory every 20 ms; `--cluster` starts a process per service (cluster-app.mjs) and samples the gateway plus
// the SQL service, then times `--jobs` async `SELECT pg_sleep(1)` with 1, 2 and 4 SQL service replicas and how soon a
// replica added while the queue is full takes its first job (sqllab-scale-out.mjs). It asserts nothing about time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { startCluster } from './cluster-app.mjs';
import { api, cliOptions, startEmbedded } from './embedded-app.mjs';
import { measureScaleOut } from './sqllab-scale-out.mjs';

const args = cliOptions();
const CLUSTER = 'cluster' in args;
/** Only the CSV export against psql's COPY (the whole run it exports included): no first pages, no scale-out. */
const CSV_ONLY = 'csv-only' in args;
const ROWS = Number(args.rows ?? 1_000_000);
/** The editor's row limit of the "first page" runs (Superset's default dropdown maximum). */
const LIMIT = Number(args.limit ?? 100_000);
/** Rows of the first page read through the paging route and by the `pg` cursor. */
const PAGE = Number(args.page ?? 1000);
const JOBS = Number(args.jobs ?? 40);
/** Async first-page runs; the median is reported, every run listed. */
const ASYNC_RUNS = Number(args['async-runs'] ?? 5);
/** CSV exports, each right after a psql COPY of the same rows; the medians are the figures, the highest memory peak counts. */
const CSV_RUNS = Number(args['csv-runs'] ?? 3);
const REPLICAS = String(args.replicas ?? '1,2,4')
  .split(',')
  .map(Number);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASE = `tessera_bench_sql_${process.pid}`;
const SCRATCH_URL = Object.assign(new URL(PG_URL), { pathname: `/${DATABASE}` }).toString();
const SQL = 'SELECT * FROM sales';
const ENV = { TESSERA_SQL_MAX_ROW: String(Math.max(ROWS, LIMIT)), TESSERA_SQLLAB_TIMEOUT: '600' };

/** Progress on stderr, so a long run says where it is. */
const step = (text) => process.stderr.write(`[bench] ${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}
const totalRss = (pids) => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
/** CPU time a process has used, in ms, from /proc (user + system; the kernel counts in 10 ms ticks). */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
const totalCpu = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
/** The middle item by `value` (the upper one of an even count), with every value in run order. */
function median(items, value) {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return { ...sorted[Math.floor(sorted.length / 2)], all: items.map(value) };
}

/**
 * Runs `work` while sampling the processes' summed resident memory; its time, the memory before, the highest sample
 * and the CPU time the processes used meanwhile (on a shared machine a steadier figure of their cost than the time).
 */
async function measure(pids, work) {
  const before = totalRss(pids);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, totalRss(pids))), 20);
  const started = now();
  const cpuBefore = totalCpu(pids);
  try {
    const result = await work();
    return { ms: now() - started, before, peak: Math.max(peak, totalRss(pids)), cpuMs: totalCpu(pids) - cpuBefore, result };
  } finally {
    clearInterval(sampler);
  }
}

/** psql with its output piped here: the time to its first byte of output and to its exit, and the bytes. */
function psql(extraArgs, command) {
  return new Promise((resolve, reject) => {
    const started = now();
    let first = null;
    let bytes = 0;
    const child = spawn('psql', ['-X', '-q', '-d', SCRATCH_URL, ...extraArgs, '-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      first ??= now() - started;
      bytes += chunk.length;
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve({ first, ms: now() - started, bytes }) : reject(new Error(`psql failed: ${stderr}`))));
  });
}

/** A `pg` cursor over the whole table: the first `PAGE` rows and then the rest, read `PAGE` at a time. */
async function pgCursor() {
  const client = new pg.Client({ connectionString: SCRATCH_URL });
  await client.connect();
  try {
    const started = now();
    const cursor = client.query(new Cursor(SQL));
    const read = () => new Promise((resolve, reject) => cursor.read(PAGE, (error, rows) => (error ? reject(error) : resolve(rows))));
    let rows = (await read()).length;
    const first = now() - started;
    for (let batch = await read(); batch.length > 0; batch = await read()) rows += batch.length;
    await new Promise((resolve) => cursor.close(resolve));
    return { first, ms: now() - started, rows };
  } finally {
    await client.end();
  }
}

async function waitForQuery(url, token, clientId, done) {
  for (;;) {
    const changed = await api(url, token, 'GET', `/api/v1/query/updated_since?q=${encodeURIComponent('(last_updated_ms:0)')}`);
    const query = changed.result.find((q) => q.id === clientId);
    if (query && (['failed', 'stopped', 'timed_out'].includes(query.state) || done(query))) return query;
    await sleep(10);
  }
}

/**
 * Reads a download to the end without keeping it: bytes and lines. `node:http`, as a download tool would: on this
 * machine the client shares the two cores with the server and the warehouse, and `fetch`'s web streams cost it about
 * twice the CPU for the same bytes (more on their first, unoptimised run).
 */
function drain(url, token, route) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${route}`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => reject(new Error(`GET ${route} answered ${response.statusCode}: ${text}`)));
        return;
      }
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        // Counted natively: a byte-by-byte loop here would spend the CPU the server needs on a busy machine.
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      });
      response.on('end', () => resolve({ bytes, lines }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function createSalesTable() {
  const scratch = new pg.Client({ connectionString: SCRATCH_URL });
  await scratch.connect();
  await scratch.query(
    `CREATE TABLE sales AS SELECT i AS id, timestamp '2024-01-01' + i * interval '17 seconds' AS sold_at,
       (ARRAY['north','south','east','west'])[1 + i % 4] AS region, 'product ' || (i % 500) AS product,
       'customer ' || (i * 7919 % 100000) AS customer, 1 + i % 20 AS quantity, ((i * 37) % 10000) / 100.0 AS unit_price,
       (1 + i % 20) * ((i * 37) % 10000) / 100.0 AS amount, i % 3 = 0 AS shipped
     FROM generate_series(1::bigint, $1) AS i`,
    [ROWS],
  );
  await scratch.query('ALTER TABLE sales ADD PRIMARY KEY (id)');
  await scratch.query('ANALYZE sales');
  await scratch.end();
}

/** The embedded app, or the cluster; `pids` are the processes whose memory counts (cluster: gateway + SQL service). */
async function startTessera(dataDir) {
  if (!CLUSTER) {
    const app = await startEmbedded({ dataDir, env: ENV });
    return { ...app, pids: [app.pid], description: 'embedded, one process' };
  }
  const cluster = await startCluster({ env: ENV });
  const pids = cluster.processes.filter((p) => /^(gateway|sql-service)/.test(p.label)).map((p) => p.child.pid);
  return { ...cluster, url: cluster.urls[0], pids, description: 'cluster, gateway + SQL service' };
}

const login = async (url) =>
  (await api(url, null, 'POST', '/api/v1/security/login', { username: 'admin', password: 'admin', provider: 'db' })).access_token;
const resultsRoute = (key, rows, offset) =>
  `/api/v1/sqllab/results/?q=${encodeURIComponent(`(key:'${key}',rows:${rows}${offset ? `,offset:${offset}` : ''})`)}`;

/** Every Tessera figure of one mode. */
async function measureTessera(app) {
  const token = await login(app.url);
  const idle = totalRss(app.pids);
  idleMb = idle;
  const database = await api(app.url, token, 'POST', '/api/v1/database/', {
    database_name: `bench ${DATABASE}`,
    sqlalchemy_uri: SCRATCH_URL,
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  const execute = (fields) => api(app.url, token, 'POST', '/api/v1/sqllab/execute/', { database_id: database.id, sql: SQL, ...fields });
  await execute({ client_id: `warm${process.pid}`, queryLimit: 10 }); // warm-up: pools, JIT
  const run = (name) => `${name}${process.pid}`.slice(0, 10);

  const sync = CSV_ONLY ? null : await measure(app.pids, () => execute({ client_id: run('sync'), queryLimit: LIMIT }));
  // The sync run answered with its first page while the rest of its rows are still being stored: each figure below is
  // taken alone, not beside that tail.
  if (sync) await waitForQuery(app.url, token, run('sync'), (q) => q.state === 'success');
  // Async: the first page is there once the query has a results key (a running query's first page, or the finished result).
  // One async run is a handful of round trips on a shared machine: the figure is the median of ASYNC_RUNS, each run
  // alone (the previous one finished), the first of them also warming the worker's path.
  const asyncRuns = [];
  for (let i = 0; !CSV_ONLY && i < ASYNC_RUNS; i += 1) {
    asyncRuns.push(
      await measure(app.pids, async () => {
        const started = now();
        await execute({ client_id: run(`as${i}`), queryLimit: LIMIT, runAsync: true });
        const ready = await waitForQuery(app.url, token, run(`as${i}`), (q) => Boolean(q.resultsKey));
        const page = await api(app.url, token, 'GET', resultsRoute(ready.resultsKey, PAGE));
        const first = now() - started;
        const done = await waitForQuery(app.url, token, run(`as${i}`), (q) => q.state === 'success');
        return { first, rows: page.data.length, total: done.rows, whole: now() - started };
      }),
    );
  }
  const asyncRun = CSV_ONLY ? null : median(asyncRuns, (m) => m.result.first);
  // A sync run may answer with its first page while the rest is still stored: the whole run ends with its query.
  const whole = await measure(app.pids, async () => {
    await execute({ client_id: run('whole'), queryLimit: ROWS });
    return waitForQuery(app.url, token, run('whole'), (q) => q.state === 'success');
  });
  return { idle, sync, asyncRun, whole, exportRoute: `/api/v1/sqllab/export/${run('whole')}/`, token, database };
}

const fixed = (n, digits = 0) => Number(n).toFixed(digits);
/** Resident memory of the measured processes after start-up, before the first query: the goal counts growth over it. */
let idleMb = null;
const mb = (m) =>
  ` peak RSS ${fixed(m.peak).padStart(5)} MB (+${fixed(m.peak - m.before)} MB over ${fixed(m.before)} MB before` +
  `${idleMb === null ? '' : `, +${fixed(m.peak - idleMb)} MB over idle`})`;
const row = (label, first, whole, note = '') =>
  console.log(
    `  ${label.padEnd(52)} ${first === null ? ''.padStart(9) : `${fixed(first).padStart(6)} ms`} ${fixed(whole).padStart(7)} ms ${note}`,
  );

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL });
  // Other work on the machine's PostgreSQL may end idle connections; the admin one is reopened to drop the database.
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  let app = null;
  try {
    step(`creating sales with ${ROWS} rows`);
    await createSalesTable();
    step('starting Tessera');
    app = await startTessera(dataDir);
    step('measuring Tessera');
    const tessera = await measureTessera(app);
    // One COPY and one export are a second or two each on a shared machine: they alternate, and medians are compared.
    step(`measuring the CSV export beside psql COPY, ${CSV_RUNS} times each`);
    const copies = [];
    const exports = [];
    for (let i = 0; i < CSV_RUNS; i += 1) {
      copies.push(await psql([], `COPY (${SQL}) TO STDOUT WITH CSV HEADER`));
      exports.push(await measure(app.pids, () => drain(app.url, tessera.token, tessera.exportRoute)));
    }
    const copy = median(copies, (c) => c.ms);
    const highest = exports.reduce((worst, m) => (m.peak > worst.peak ? m : worst));
    const csv = { ...median(exports, (m) => m.ms), peak: highest.peak, before: highest.before };
    const mbPerS = (bytes, ms) => bytes / 1024 / 1024 / (ms / 1000);
    const rowsPerS = (ms) => ROWS / (ms / 1000);
    const csvFigures = () => {
      row(`CSV export, whole table (${csv.result.lines - 1} rows)`, null, csv.ms, `${mb(csv)}`);
      // The same rows in both; psql writes numerics with their full scale and booleans as t/f, the export as the
      // editor shows them (RFC 4180 line ends), so the files differ in size: rows per second is the like-for-like figure.
      console.log(
        `  CSV throughput: Tessera ${fixed(rowsPerS(csv.ms) / 1000)}k rows/s, psql COPY ${fixed(rowsPerS(copy.ms) / 1000)}k rows/s ` +
          `(${fixed((100 * copy.ms) / csv.ms)} %); in bytes Tessera ${fixed(mbPerS(csv.result.bytes, csv.ms), 1)} MB/s of ` +
          `${fixed(csv.result.bytes / 1024 / 1024, 1)} MB, psql ${fixed(mbPerS(copy.bytes, copy.ms), 1)} MB/s of ` +
          `${fixed(copy.bytes / 1024 / 1024, 1)} MB (${fixed((100 * mbPerS(csv.result.bytes, csv.ms)) / mbPerS(copy.bytes, copy.ms))} %)`,
      );
      console.log(
        `    (medians of ${CSV_RUNS} runs each, alternating; exports ${csv.all.map((ms) => fixed(ms)).join(', ')} ms ` +
          `using ${exports.map((m) => fixed(m.cpuMs)).join(', ')} ms of the server's CPU, ` +
          `psql COPY ${copy.all.map((ms) => fixed(ms)).join(', ')} ms; memory: the highest peak)`,
      );
    };
    step('measuring psql and a pg cursor');
    if (CSV_ONLY) {
      console.log(`SQL editor CSV export benchmark: ${ROWS} rows x 9 columns in PostgreSQL, ${os.cpus().length} CPUs`);
      row(`psql COPY (...) TO STDOUT CSV, whole table`, copy.first, copy.ms);
      console.log(`  Tessera (${app.description}; idle ${fixed(tessera.idle)} MB)`);
      csvFigures();
      return;
    }
    const psqlLimited = await psql([], `${SQL} LIMIT ${LIMIT}`);
    const psqlAll = await psql([], SQL);
    const psqlFetch = await psql(['--set=FETCH_COUNT=1000'], SQL);
    const cursor = await pgCursor();

    const { sync, asyncRun, whole } = tessera;
    console.log(
      `SQL editor large-result benchmark: ${ROWS} rows x 9 columns in PostgreSQL, editor limit ${LIMIT}, ${os.cpus().length} CPUs`,
    );
    console.log(`  ${''.padEnd(52)}  first      whole`);
    row(`psql -c, LIMIT ${LIMIT}`, psqlLimited.first, psqlLimited.ms);
    row(`psql -c, whole table`, psqlAll.first, psqlAll.ms);
    row(`psql FETCH_COUNT=1000, whole table`, psqlFetch.first, psqlFetch.ms);
    row(`pg cursor, first ${PAGE} rows / whole table`, cursor.first, cursor.ms);
    console.log(`  Tessera (${app.description}; idle ${fixed(tessera.idle)} MB)`);
    row(`sync execute, limit ${LIMIT} (${sync.result.data.length} rows answered)`, sync.ms, sync.ms, mb(sync));
    row(`async execute, first page of ${asyncRun.result.rows} rows / finished`, asyncRun.result.first, asyncRun.result.whole, mb(asyncRun));
    console.log(`    (median of ${asyncRun.all.length} async runs; first pages ${asyncRun.all.map((ms) => fixed(ms)).join(', ')} ms)`);
    row(`sync execute, whole table (${whole.result.rows} rows kept)`, null, whole.ms, mb(whole));
    csvFigures();
    console.log(
      `  ratios: sync first page / psql -c first output ${fixed(sync.ms / psqlLimited.first, 2)}x; ` +
        `async first page / (pg cursor first ${PAGE} + 50 ms) ${fixed(asyncRun.result.first / (cursor.first + 50), 2)}x`,
    );
    if (CLUSTER) await measureScaleOut(app, tessera.token, tessera.database, { jobs: JOBS, replicas: REPLICAS, print: console.log });
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: PG_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
    await dropper.end();
    await admin.end().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
