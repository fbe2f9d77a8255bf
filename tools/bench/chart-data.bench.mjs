// Chart-data benchmark: what the chart-data path adds on top of the raw SQL, and how many cache hits a
// second the gateway serves compared with a bare Node HTTP server answering the same bytes.
//
//   npx nx run tessera:build && node tools/bench/chart-data.bench.mjs [--rows 200000] [--runs 30] [--seconds 10] [--connections 32]
//
// It starts the embedded app on a free port with a scratch data folder (or measures BENCH_URL, logged in as
// BENCH_USER / BENCH_PASSWORD, when given), registers the machine's PostgreSQL (BENCH_PG_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres) with a generated table, and prints its figures.
import os from 'node:os';
import pg from 'pg';
import { api, cliOptions, startEmbedded } from './embedded-app.mjs';
import { loadRequest, recordAnswer, startReplayServer } from './replay-server.mjs';

const args = cliOptions();
const ROWS = Number(args.rows ?? 200_000);
const RUNS = Number(args.runs ?? 30);
const SECONDS = Number(args.seconds ?? 10);
const CONNECTIONS = Number(args.connections ?? 32);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SCHEMA = `bench_${process.pid}`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function timeRuns(run) {
  await run(); // warm-up: connection pools, JIT
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { median: median(times), min: Math.min(...times) };
}

const load = (baseUrl, request) => loadRequest(baseUrl, request, { duration: SECONDS, connections: CONNECTIONS });

async function createTable(client) {
  await client.query(`CREATE SCHEMA ${SCHEMA}`);
  await client.query(
    `CREATE TABLE ${SCHEMA}.sales (order_date timestamp, region text, product_line text, quantity int, amount numeric(12,2))`,
  );
  await client.query(
    `INSERT INTO ${SCHEMA}.sales
     SELECT timestamp '2024-01-01' + (i % 730) * interval '1 day',
            (ARRAY['EMEA','APAC','NA','LATAM'])[1 + i % 4],
            (ARRAY['Classic Cars','Motorcycles','Planes','Ships','Trains'])[1 + (i / 7) % 5],
            1 + i % 50, ((i * 37) % 10000) / 100.0
     FROM generate_series(1, $1) AS i`,
    [ROWS],
  );
  await client.query(`ANALYZE ${SCHEMA}.sales`);
}

const fixed = (n, digits = 1) => Number(n).toFixed(digits);

async function main() {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const app = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => undefined } : await startEmbedded();
  let bare = null;
  try {
    await createTable(client);
    const { access_token: token } = await api(app.url, null, 'POST', '/api/v1/security/login', {
      username: process.env.BENCH_USER ?? 'admin',
      password: process.env.BENCH_PASSWORD ?? 'admin',
      provider: 'db',
    });
    const database = await api(app.url, token, 'POST', '/api/v1/database/', { database_name: `bench ${SCHEMA}`, sqlalchemy_uri: PG_URL });
    const dataset = await api(app.url, token, 'POST', '/api/v1/dataset/', { database: database.id, schema: SCHEMA, table_name: 'sales' });
    const queryContext = (force, resultType = 'full') => ({
      datasource: { id: dataset.id, type: 'table' },
      force,
      result_type: resultType,
      result_format: 'json',
      queries: [
        {
          columns: ['region', 'product_line'],
          metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM', label: 'SUM(amount)' }, 'count'],
          orderby: [['count', false]],
          row_limit: 100,
        },
      ],
    });

    const compiled = await api(app.url, token, 'POST', '/api/v1/chart/data', queryContext(false, 'query'));
    const sql = compiled.result[0].query;
    const raw = await timeRuns(() => client.query(sql));
    const miss = await timeRuns(() => api(app.url, token, 'POST', '/api/v1/chart/data', queryContext(true)));

    const body = JSON.stringify(queryContext(false));
    const hitRequest = {
      method: 'POST',
      path: '/api/v1/chart/data',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    };
    bare = await startReplayServer([await recordAnswer(app.url, hitRequest)]);
    const hit = await load(app.url, hitRequest);
    const bareResult = await load(bare.url, hitRequest);

    console.log(
      `chart-data benchmark: ${ROWS} rows in PostgreSQL, ${RUNS} timed runs, load ${SECONDS} s x ${CONNECTIONS} connections, ${os.cpus().length} CPUs`,
    );
    console.log(`  raw SQL (pg client)              median ${fixed(raw.median, 2)} ms   min ${fixed(raw.min, 2)} ms`);
    console.log(`  chart-data, force (cache miss)   median ${fixed(miss.median, 2)} ms   min ${fixed(miss.min, 2)} ms`);
    console.log(
      `  chart-data overhead              ${fixed(miss.median - raw.median, 2)} ms per request (${fixed(((miss.median - raw.median) / raw.median) * 100)} % of the raw query)`,
    );
    console.log(
      `  cache hits                       ${fixed(hit.requests.average, 0)} req/s   p50 ${hit.latency.p50} ms   p99 ${hit.latency.p99} ms   errors ${hit.errors + hit.non2xx}`,
    );
    console.log(
      `  bare Node server, same bytes     ${fixed(bareResult.requests.average, 0)} req/s   p50 ${bareResult.latency.p50} ms   p99 ${bareResult.latency.p99} ms`,
    );
    console.log(`  cache hits / bare Node           ${fixed((hit.requests.average / bareResult.requests.average) * 100)} %`);
  } finally {
    await bare?.close();
    await app.stop();
    await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch(() => undefined);
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
