// The dashboard-viewers scenario of dashboard-viewers.k6.js, run with autocannon where k6 is not
// installed. Each connection is one viewer replaying what the dashboard page asks for: the dashboard,
// its charts and datasets, then each chart's data.
//
//   node tools/load/dashboard-viewers.mjs --url http://localhost:8088 --dashboard 1 --connections 200 --seconds 60
//
// `dashboardOpenRequests` is also imported by tools/bench/serving.bench.mjs.
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';

/**
 * The requests the SPA makes to open a dashboard over HTTP, in two steps: the dashboard, its charts and
 * its datasets together, then one `POST /api/v1/chart/data` per chart with the chart's saved query
 * context (a chart saved without one is asked through `GET /api/v1/chart/{id}/data/`).
 */
export async function dashboardOpenRequests(baseUrl, token, dashboard) {
  const headers = { authorization: `Bearer ${token}` };
  const charts = await fetch(`${baseUrl}/api/v1/dashboard/${dashboard}/charts`, { headers });
  if (charts.status !== 200) throw new Error(`dashboard ${dashboard} charts answered ${charts.status}`);
  const metadata = [
    { method: 'GET', path: `/api/v1/dashboard/${dashboard}`, headers },
    { method: 'GET', path: `/api/v1/dashboard/${dashboard}/charts`, headers },
    { method: 'GET', path: `/api/v1/dashboard/${dashboard}/datasets`, headers },
  ];
  const chartData = (await charts.json()).result.map((chart) =>
    chart.query_context
      ? {
          method: 'POST',
          path: `/api/v1/chart/data?form_data=${encodeURIComponent(JSON.stringify({ slice_id: chart.id }))}&dashboard_id=${dashboard}`,
          headers: { ...headers, 'content-type': 'application/json' },
          body: chart.query_context,
        }
      : { method: 'GET', path: `/api/v1/chart/${chart.id}/data/`, headers },
  );
  return { metadata, chartData };
}

async function main() {
  const args = Object.fromEntries(
    process.argv.slice(2).reduce((pairs, word, i, all) => (word.startsWith('--') ? [...pairs, [word.slice(2), all[i + 1]]] : pairs), []),
  );
  const BASE_URL = args.url ?? process.env.BASE_URL ?? 'http://localhost:8088';
  const DASHBOARD = args.dashboard ?? process.env.DASHBOARD ?? '1';
  const login = await fetch(`${BASE_URL}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.username ?? 'admin', password: args.password ?? 'admin', provider: 'db' }),
  });
  if (login.status !== 200) throw new Error(`login failed with ${login.status}`);
  const { access_token: token } = await login.json();
  const { metadata, chartData } = await dashboardOpenRequests(BASE_URL, token, DASHBOARD);
  const requests = [...metadata, ...chartData];
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: BASE_URL, connections: Number(args.connections ?? 100), duration: Number(args.seconds ?? 30), requests }, (error, res) => (error ? reject(error) : resolve(res))),
  );
  const views = result.requests.total / requests.length;
  console.log(`dashboard ${DASHBOARD} with ${chartData.length} charts, ${result.connections} concurrent viewers for ${result.duration} s`);
  console.log(`  requests      ${Math.round(result.requests.average)} req/s (${result.requests.total} in all, ${result.non2xx} not 2xx, ${result.errors} errors)`);
  console.log(`  dashboard views completed ${Math.round(views)} (${(views / result.duration).toFixed(1)} per second)`);
  console.log(`  latency       p50 ${result.latency.p50} ms   p90 ${result.latency.p90} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
