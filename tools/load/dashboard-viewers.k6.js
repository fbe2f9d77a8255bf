// k6 load script: many people viewing one dashboard at once. Each virtual user logs in once, then
// repeatedly opens the dashboard as the SPA does: the dashboard, its charts, then each chart's data.
//
//   k6 run -e BASE_URL=http://localhost:8088 -e DASHBOARD=1 -e VUS=200 -e DURATION=2m tools/load/dashboard-viewers.k6.js
//
// Without k6, `node tools/load/dashboard-viewers.mjs` runs the same scenario with autocannon.
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8088';
const DASHBOARD = __ENV.DASHBOARD || '1';

export const options = {
  vus: Number(__ENV.VUS || 100),
  duration: __ENV.DURATION || '1m',
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{kind:chart_data}': ['p(95)<1000'],
  },
};

export function setup() {
  const login = http.post(
    `${BASE_URL}/api/v1/security/login`,
    JSON.stringify({ username: __ENV.USERNAME || 'admin', password: __ENV.PASSWORD || 'admin', provider: 'db' }),
    { headers: { 'Content-Type': 'application/json' } },
  );
  check(login, { 'logged in': (r) => r.status === 200 });
  return { token: login.json('access_token') };
}

export default function view({ token }) {
  const headers = { Authorization: `Bearer ${token}` };
  const dashboard = http.get(`${BASE_URL}/api/v1/dashboard/${DASHBOARD}`, { headers, tags: { kind: 'dashboard' } });
  check(dashboard, { 'dashboard 200': (r) => r.status === 200 });
  const charts = http.get(`${BASE_URL}/api/v1/dashboard/${DASHBOARD}/charts`, { headers, tags: { kind: 'dashboard' } });
  check(charts, { 'charts 200': (r) => r.status === 200 });
  const ids = (charts.json('result') || []).map((chart) => chart.id);
  const responses = http.batch(ids.map((id) => ['GET', `${BASE_URL}/api/v1/chart/${id}/data/`, null, { headers, tags: { kind: 'chart_data' } }]));
  for (const response of responses) check(response, { 'chart data 200': (r) => r.status === 200 });
  sleep(Number(__ENV.THINK_SECONDS || 1));
}
