// SQL editor benchmark on a 1,000,000-row table: time to the first page and peak memory of the process
// running the query, sync and async, a whole-table run and its CSV export, next to psql doing the same.
//
//   npx nx run tessera:build && node tools/bench/sqllab-large-result.bench.mjs [--rows 1000000] [--page 1000] [--export-heap-mb 200]
//
// It creates a scratch database on the machine's PostgreSQL (BENCH_PG_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres) with a generated table, starts the embedded app on a free
// port (all services in one process, whose resident memory is sampled every 20 ms), prints its figures and
// drops the scratch database. It asserts nothing about time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import pg from 'pg';
import { api, cliOptions, startEmbedded as startApp } from './embedded-app.mjs';

const args = cliOptions();
const ROWS = Number(args.rows ?? 1_000_000);
const PAGE = Number(args.page ?? 1000);
/** Optional heap cap (MB) of the process serving the CSV export: it still finishes if the export streams. */
const EXPORT_HEAP_MB = args['export-heap-mb'] ? Number(args['export-heap-mb']) : null;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DATABASE = `tessera_bench_sql_${process.pid}`;
const SCRATCH_URL = Object.assign(new URL(PG_URL), { pathname: `/${DATABASE}` }).toString();
const SQL = 'SELECT * FROM big ORDER BY id';

/** The embedded app, allowed to return every row of the table (the SQL editor's maximum is raised to it). */
function startEmbedded(dataDir, nodeArgs = []) {
  return startApp({ dataDir, nodeArgs, env: { TESSERA_SQL_MAX_ROW: String(Math.max(ROWS, 100_000)), TESSERA_SQLLAB_TIMEOUT: '600' } });
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Runs `work` while sampling the process's resident memory; the time it took and the highest sample. */
async function measure(pid, work) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, before, peak: Math.max(peak, rssMb(pid)), result };
  } finally {
    clearInterval(sampler);
  }
}

/** psql under `/usr/bin/time -v`: wall time and maximum resident memory. */
function psql(extraArgs, command) {
  const run = spawnSync('/usr/bin/time', ['-v', 'psql', '-X', '-q', '-d', SCRATCH_URL, ...extraArgs, '-o', '/dev/null', '-c', command], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  const maxKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)[1]);
  const [, h, m, s] = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(run.stderr);
  return { ms: ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000, peak: maxKb / 1024 };
}

async function waitForQuery(url, token, clientId) {
  for (;;) {
    const changed = await api(url, token, 'GET', `/api/v1/query/updated_since?q=${encodeURIComponent('(last_updated_ms:0)')}`);
    const query = changed.result.find((q) => q.id === clientId);
    if (query && ['success', 'failed', 'stopped', 'timed_out'].includes(query.state)) return query;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads a download to the end without keeping it: bytes and lines. */
async function drain(url, token, route) {
  const response = await fetch(`${url}${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, lines };
}

const fixed = (n, digits = 0) => Number(n).toFixed(digits);
const line = (label, m, note = '') =>
  console.log(
    `  ${label.padEnd(50)} ${fixed(m.ms).padStart(7)} ms   peak RSS ${fixed(m.peak).padStart(5)} MB${m.before !== undefined ? ` (+${fixed(m.peak - m.before)} MB over ${fixed(m.before)} MB before)` : ''}${note}`,
  );

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  let app = null;
  try {
    const scratch = new pg.Client({ connectionString: SCRATCH_URL });
    await scratch.connect();
    await scratch.query(
      `CREATE TABLE big AS SELECT i AS id, 'row number ' || i AS label, (i * 37 % 10000) / 100.0 AS amount, timestamp '2024-01-01' + i * interval '1 second' AS created
       FROM generate_series(1, $1) AS i`,
      [ROWS],
    );
    await scratch.query('ALTER TABLE big ADD PRIMARY KEY (id)');
    await scratch.query('ANALYZE big');
    await scratch.end();

    app = await startEmbedded(dataDir);
    let { access_token: token } = await api(app.url, null, 'POST', '/api/v1/security/login', {
      username: 'admin',
      password: 'admin',
      provider: 'db',
    });
    const database = await api(app.url, token, 'POST', '/api/v1/database/', {
      database_name: `bench ${DATABASE}`,
      sqlalchemy_uri: SCRATCH_URL,
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    const execute = (fields) => api(app.url, token, 'POST', '/api/v1/sqllab/execute/', { database_id: database.id, sql: SQL, ...fields });
    await execute({ client_id: `warm${process.pid}`, queryLimit: 10 }); // warm-up: pools, JIT

    const sync = await measure(app.pid, () => execute({ client_id: `sync${process.pid}`, queryLimit: PAGE }));
    const asyncRun = await measure(app.pid, async () => {
      const clientId = `async${process.pid}`;
      await execute({ client_id: clientId, queryLimit: PAGE, runAsync: true });
      const done = await waitForQuery(app.url, token, clientId);
      return api(app.url, token, 'GET', `/api/v1/sqllab/results/?q=${encodeURIComponent(`(key:'${done.resultsKey}',rows:${PAGE})`)}`);
    });
    const wholeId = `whole${process.pid}`;
    const whole = await measure(app.pid, () => execute({ client_id: wholeId, queryLimit: ROWS }));
    // The export in a fresh process on the same data, so the whole-table run's garbage does not blur its memory.
    await app.stop();
    app = await startEmbedded(dataDir, EXPORT_HEAP_MB ? [`--max-old-space-size=${EXPORT_HEAP_MB}`] : []);
    ({ access_token: token } = await api(app.url, null, 'POST', '/api/v1/security/login', {
      username: 'admin',
      password: 'admin',
      provider: 'db',
    }));
    const csv = await measure(app.pid, () => drain(app.url, token, `/api/v1/sqllab/export/${wholeId}/`));

    const psqlPage = psql([], `${SQL} LIMIT ${PAGE + 1}`);
    const psqlAll = psql([], SQL);
    const psqlCursor = psql(['--set=FETCH_COUNT=1000'], SQL);
    const psqlCsv = psql([], `COPY (${SQL}) TO STDOUT WITH CSV HEADER`);

    console.log(`SQL editor large-result benchmark: ${ROWS} rows in PostgreSQL, first page ${PAGE} rows, ${os.cpus().length} CPUs`);
    console.log('  Tessera (embedded, one process; RSS sampled every 20 ms)');
    line(`sync execute, first page (${sync.result.data.length} rows)`, sync);
    line(`async execute + results, first page (${asyncRun.result.data.length} rows)`, asyncRun);
    line(`sync execute, whole table (${whole.result.query.rows} rows kept)`, whole, `, ${whole.result.data.length} rows displayed`);
    line(
      `CSV export of the whole table (${csv.result.lines - 1} rows, fresh process${EXPORT_HEAP_MB ? `, heap capped at ${EXPORT_HEAP_MB} MB` : ''})`,
      csv,
      `, ${fixed(csv.result.bytes / 1024 / 1024, 1)} MB`,
    );
    console.log('  psql (/usr/bin/time -v)');
    line(`psql, first page (LIMIT ${PAGE + 1})`, psqlPage);
    line('psql, whole table (buffered)', psqlAll);
    line('psql, whole table (FETCH_COUNT=1000 cursor)', psqlCursor);
    line('psql, COPY whole table TO STDOUT CSV', psqlCsv);
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
