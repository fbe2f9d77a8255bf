// The dashboard-viewers scenario of dashboard-viewers.k6.js, run with autocannon where k6 is not
// installed. Each connection is one viewer replaying: the dashboard, its charts, each chart's data.
//
//   node tools/load/dashboard-viewers.mjs --url http://localhost:8088 --dashboard 1 --connections 200 --seconds 60
import autocannon from 'autocannon';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, word, i, all) => (word.startsWith('--') ? [...pairs, [word.slice(2), all[i + 1]]] : pairs), []),
);
const BASE_URL = args.url ?? process.env.BASE_URL ?? 'http://localhost:8088';
const DASHBOARD = args.dashboard ?? process.env.DASHBOARD ?? '1';

async function main() {
  const login = await fetch(`${BASE_URL}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.username ?? 'admin', password: args.password ?? 'admin', provider: 'db' }),
  });
  if (login.status !== 200) throw new Error(`login failed with ${login.status}`);
  const { access_token: token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const charts = await fetch(`${BASE_URL}/api/v1/dashboard/${DASHBOARD}/charts`, { headers });
  if (charts.status !== 200) throw new Error(`dashboard ${DASHBOARD} charts answered ${charts.status}`);
  const ids = (await charts.json()).result.map((chart) => chart.id);
  const requests = [
    { method: 'GET', path: `/api/v1/dashboard/${DASHBOARD}`, headers },
    { method: 'GET', path: `/api/v1/dashboard/${DASHBOARD}/charts`, headers },
    ...ids.map((id) => ({ method: 'GET', path: `/api/v1/chart/${id}/data/`, headers })),
  ];
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: BASE_URL, connections: Number(args.connections ?? 100), duration: Number(args.seconds ?? 30), requests }, (error, res) => (error ? reject(error) : resolve(res))),
  );
  const views = result.requests.total / requests.length;
  console.log(`dashboard ${DASHBOARD} with ${ids.length} charts, ${result.connections} concurrent viewers for ${result.duration} s`);
  console.log(`  requests      ${Math.round(result.requests.average)} req/s (${result.requests.total} in all, ${result.non2xx} not 2xx, ${result.errors} errors)`);
  console.log(`  dashboard views completed ${Math.round(views)} (${(views / result.duration).toFixed(1)} per second)`);
  console.log(`  latency       p50 ${result.latency.p50} ms   p90 ${result.latency.p90} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
