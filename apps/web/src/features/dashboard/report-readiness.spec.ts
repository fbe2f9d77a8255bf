import type { ChartStatus, DashboardLayout } from './dashboard.types';
import { initialDashboardState, idleChart, type DashboardState } from './dashboard.slice';
import { selectReportReadiness } from './report-readiness';

const node = (id: string, type: string, children: string[], meta: Record<string, unknown> = {}) =>
  ({ id, type, children, parents: [], meta }) as DashboardLayout[string];

/** Charts 1 and 2 side by side, then tabs: chart 3 on the first tab, chart 4 on the second. */
const layout: DashboardLayout = {
  ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
  GRID_ID: node('GRID_ID', 'GRID', ['ROW-1', 'TABS-1']),
  'ROW-1': node('ROW-1', 'ROW', ['CHART-1', 'CHART-2']),
  'CHART-1': node('CHART-1', 'CHART', [], { chartId: 1 }),
  'CHART-2': node('CHART-2', 'CHART', [], { chartId: 2 }),
  'TABS-1': node('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB', ['CHART-3']),
  'TAB-b': node('TAB-b', 'TAB', ['CHART-4']),
  'CHART-3': node('CHART-3', 'CHART', [], { chartId: 3 }),
  'CHART-4': node('CHART-4', 'CHART', [], { chartId: 4 }),
};

const chart = (id: number) => ({
  id,
  sliceName: `Chart named ${id}`,
  vizType: 'table',
  datasourceId: 1,
  datasourceType: 'table',
  formData: {},
  description: null,
});

function state(statuses: Record<number, ChartStatus>, overrides: Partial<DashboardState> = {}) {
  const chartStates = Object.fromEntries(Object.entries(statuses).map(([id, status]) => [id, { ...idleChart, status }]));
  return {
    dashboard: {
      ...initialDashboardState,
      status: 'loaded' as const,
      layout,
      charts: { 1: chart(1), 2: chart(2), 3: chart(3), 4: chart(4) },
      chartStates,
      ...overrides,
    },
  };
}

describe('selectReportReadiness', () => {
  it('is ready once every chart of the selected tabs is drawn, whatever the other tabs do', () => {
    expect(selectReportReadiness(state({ 1: 'rendered', 2: 'rendered', 3: 'rendered' }))).toEqual({ ready: true, failed: [] });
    expect(selectReportReadiness(state({ 1: 'rendered', 2: 'rendered', 3: 'rendered' }, { activeTabs: { 'TABS-1': 'TAB-b' } }))).toEqual({
      ready: false,
      failed: [],
    });
  });

  it('waits for loading charts and for data not drawn yet', () => {
    expect(selectReportReadiness(state({ 1: 'rendered', 2: 'loading', 3: 'rendered' })).ready).toBe(false);
    expect(selectReportReadiness(state({ 1: 'rendered', 2: 'success', 3: 'rendered' })).ready).toBe(false);
    expect(selectReportReadiness(state({ 1: 'rendered', 3: 'rendered' })).ready).toBe(false);
  });

  it('counts failed, stopped and missing charts as final, by name', () => {
    const missing = state({ 1: 'failed', 2: 'stopped', 3: 'rendered' });
    missing.dashboard.charts = { 1: chart(1), 2: chart(2) };
    expect(selectReportReadiness(missing)).toEqual({ ready: true, failed: ['Chart named 1', 'Chart named 2', 'Chart 3'] });
  });

  it('is not ready before the dashboard is loaded', () => {
    expect(selectReportReadiness(state({}, { status: 'loading', layout: {} })).ready).toBe(false);
  });
});
