// Opening a dashboard as the SPA does (apps/web/src/features/dashboard/dashboard.saga.ts, chart-loading.saga.ts):
// the page's bootstrap, then the dashboard, its charts and its datasets together, its favourite status,
// then every chart's data — on the page's one chart-data socket, or over HTTP as the SPA falls back to
// when the socket is unavailable.
import { CHART_DATA_SOCKET_PATH } from './chart-data-socket.mjs';
import { chartDataFailure, resultListFailure, resultObjectFailure } from './checks.mjs';
import { eachWithLimit } from './pool.mjs';
import { loadSpaPage } from './spa-page.mjs';

/** Chart queries a dashboard keeps running at once (SOCKET_/HTTP_CONCURRENT_CHART_QUERIES in the SPA). */
const SOCKET_CONCURRENCY = 48;
const HTTP_CONCURRENCY = 4;

/** The dashboard named by `--dashboard` (id or slug), else the oldest one the admin can see. */
export async function chooseDashboard(admin, options) {
  if (options.dashboard) return String(options.dashboard);
  const list = await admin.request({
    kind: 'setup',
    path: '/api/v1/dashboard/',
    query: { q: { page: 0, page_size: 100 } },
    check: resultListFailure,
  });
  const ids = (list.body?.result ?? []).map((dashboard) => dashboard.id);
  if (ids.length === 0)
    throw new Error(`There is no dashboard to open (${list.failure ?? 'none listed'}): load the examples or set DASHBOARD (--dashboard)`);
  return String(Math.min(...ids));
}

async function loadDashboardMetadata(session, idOrSlug) {
  const path = `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`;
  const [dashboard, charts] = await Promise.all([
    session.request({ kind: 'dashboard_bootstrap', path, check: resultObjectFailure }),
    session.request({ kind: 'dashboard_bootstrap', path: `${path}/charts`, check: resultListFailure }),
    session.request({ kind: 'dashboard_bootstrap', path: `${path}/datasets`, check: resultListFailure }),
  ]);
  if (!dashboard.ok || !charts.ok) return null;
  const id = dashboard.body.result.id;
  await session.request({
    kind: 'dashboard_bootstrap',
    path: '/api/v1/dashboard/favorite_status/',
    query: { q: [id] },
    check: resultListFailure,
  });
  return { id, charts: charts.body.result };
}

/** A chart saved without a query context is asked for through its legacy data route, as old clients do. */
function httpChartData(session, dashboardId, chart) {
  if (!chart.query_context)
    return session.request({ kind: 'chart_data_http', path: `/api/v1/chart/${chart.id}/data/`, check: chartDataFailure });
  return session.request({
    kind: 'chart_data_http',
    method: 'POST',
    path: '/api/v1/chart/data',
    query: { form_data: JSON.stringify({ slice_id: chart.id }), dashboard_id: dashboardId },
    body: chart.query_context,
    check: chartDataFailure,
  });
}

async function socketChartData(session, socket, chart) {
  const started = session.transport.now();
  const reply = await socket.query(JSON.parse(chart.query_context));
  const failure =
    reply.status === 0 ? `no reply (${reply.error})` : reply.status !== 200 ? `reply ${reply.status}` : chartDataFailure(reply.body);
  session.transport.record('chart_data_ws', session.transport.now() - started, failure);
}

async function openDashboard(session, data, overSocket) {
  await loadSpaPage(session);
  const dashboard = await loadDashboardMetadata(session, data.dashboard);
  if (!dashboard) return;
  const queried = dashboard.charts.filter((chart) => chart.query_context);
  if (!overSocket || queried.length === 0) {
    await eachWithLimit(dashboard.charts, HTTP_CONCURRENCY, (chart) => httpChartData(session, dashboard.id, chart));
    return;
  }
  const started = session.transport.now();
  let socket;
  try {
    socket = await session.openChartDataSocket(CHART_DATA_SOCKET_PATH);
    session.transport.record('socket_open', session.transport.now() - started, null);
  } catch (error) {
    session.transport.record('socket_open', session.transport.now() - started, error.message);
    return;
  }
  try {
    const legacy = dashboard.charts.filter((chart) => !chart.query_context);
    await Promise.all([
      eachWithLimit(queried, SOCKET_CONCURRENCY, (chart) => socketChartData(session, socket, chart)),
      eachWithLimit(legacy, HTTP_CONCURRENCY, (chart) => httpChartData(session, dashboard.id, chart)),
    ]);
  } finally {
    socket.close();
  }
}

export const dashboardScenario = {
  name: 'dashboard',
  description: 'open a dashboard: page and dashboard bootstrap, then chart data on the chart-data socket',
  kinds: ['page_bootstrap', 'dashboard_bootstrap', 'socket_open', 'chart_data_ws'],
  prepare: async (admin, options) => ({ dashboard: await chooseDashboard(admin, options) }),
  run: (session, data) => openDashboard(session, data, true),
};

export const dashboardHttpScenario = {
  name: 'dashboard-http',
  description: "open a dashboard with chart data over HTTP (the SPA's fallback when the socket is unavailable)",
  kinds: ['page_bootstrap', 'dashboard_bootstrap', 'chart_data_http'],
  prepare: dashboardScenario.prepare,
  run: (session, data) => openDashboard(session, data, false),
};
