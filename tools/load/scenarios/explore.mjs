// Opening a saved chart in Explore as the SPA does (apps/web/src/features/explore/explore.saga.ts): the page's
// bootstrap, `GET /api/v1/explore/?slice_id=`, then together the chart's favourite status, the form-data key
// that keeps the exploration in the address, and the chart's data. The SPA builds the query context from
// the form data with the chart's plugin; the scenario sends the context the chart was saved with, which
// that same plugin produced.
import { chartDataFailure, resultListFailure, resultObjectFailure } from './checks.mjs';
import { loadSpaPage } from './spa-page.mjs';

/** The chart named by `--chart`, else the oldest chart; with the query context it was saved with. */
async function chooseChart(admin, options) {
  let id = options.chart ? Number(options.chart) : null;
  if (!id) {
    const list = await admin.request({
      kind: 'setup',
      path: '/api/v1/chart/',
      query: { q: { page: 0, page_size: 100 } },
      check: resultListFailure,
    });
    const ids = (list.body?.result ?? []).map((chart) => chart.id);
    if (ids.length === 0)
      throw new Error(`There is no chart to explore (${list.failure ?? 'none listed'}): load the examples or set CHART (--chart)`);
    id = Math.min(...ids);
  }
  const chart = await admin.request({ kind: 'setup', path: `/api/v1/chart/${id}`, check: resultObjectFailure });
  if (!chart.ok) throw new Error(`Chart ${id} could not be read: ${chart.failure}`);
  if (!chart.body.result.query_context) throw new Error(`Chart ${id} was saved without a query context; pick another with CHART (--chart)`);
  return { chart: id, queryContext: chart.body.result.query_context };
}

async function exploreChart(session, data) {
  await loadSpaPage(session);
  const explore = await session.request({
    kind: 'explore_bootstrap',
    path: '/api/v1/explore/',
    query: { slice_id: data.chart },
    check: resultObjectFailure,
  });
  if (!explore.ok) return;
  const { form_data: formData, dataset } = explore.body.result;
  await Promise.all([
    session.request({
      kind: 'explore_bootstrap',
      path: '/api/v1/chart/favorite_status/',
      query: { q: [data.chart] },
      check: resultListFailure,
    }),
    session.request({
      kind: 'explore_bootstrap',
      method: 'POST',
      path: '/api/v1/explore/form_data',
      body: {
        datasource_id: dataset?.id,
        datasource_type: dataset?.type ?? 'table',
        chart_id: data.chart,
        form_data: JSON.stringify(formData),
      },
      expect: [200, 201],
      check: (body) => (typeof body?.key === 'string' ? null : 'no key'),
    }),
    session.request({
      kind: 'chart_data_http',
      method: 'POST',
      path: '/api/v1/chart/data',
      body: data.queryContext,
      check: chartDataFailure,
    }),
  ]);
}

export const exploreScenario = {
  name: 'explore',
  description: 'open a saved chart in Explore: page and explore bootstrap, form-data key, chart data over HTTP',
  kinds: ['page_bootstrap', 'explore_bootstrap', 'chart_data_http'],
  prepare: chooseChart,
  run: exploreChart,
};
