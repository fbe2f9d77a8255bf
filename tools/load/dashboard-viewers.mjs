// The HTTP requests of one dashboard open as fixed request lists, for replaying with autocannon
// (tools/bench/serving.bench.mjs imports `dashboardOpenRequests`). The load scenarios that follow the
// SPA step by step, socket included, are in scenarios/ (run.mjs, tessera.k6.js).

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
