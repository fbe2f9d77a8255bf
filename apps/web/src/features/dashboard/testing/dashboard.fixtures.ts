import type { DashboardChart, DashboardInfo } from '../dashboard.types';

/**
 * A layout using every component type: a large header, a white row with a chart and a column (a
 * markdown cell and a nested row with a chart), a divider, and two tabs with their own charts.
 */
export const POSITION_JSON = JSON.stringify({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['HEADER-1', 'ROW-1', 'DIVIDER-1', 'TABS-1'], parents: ['ROOT_ID'] },
  'HEADER-1': {
    id: 'HEADER-1',
    type: 'HEADER',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { text: 'Sales overview', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_TRANSPARENT' },
  },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: ['CHART-a', 'COLUMN-1'],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { background: 'BACKGROUND_WHITE' },
  },
  'CHART-a': {
    id: 'CHART-a',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId: 1, width: 4, height: 50 },
  },
  'COLUMN-1': {
    id: 'COLUMN-1',
    type: 'COLUMN',
    children: ['MARKDOWN-1', 'ROW-2'],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { width: 8, background: 'BACKGROUND_TRANSPARENT' },
  },
  'MARKDOWN-1': {
    id: 'MARKDOWN-1',
    type: 'MARKDOWN',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1', 'COLUMN-1'],
    meta: { code: '## Notes\n\nFigures are **net**.<script>alert(1)</script>', width: 8, height: 20 },
  },
  'ROW-2': {
    id: 'ROW-2',
    type: 'ROW',
    children: ['CHART-b'],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1', 'COLUMN-1'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  'CHART-b': {
    id: 'CHART-b',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1', 'COLUMN-1', 'ROW-2'],
    meta: { chartId: 2, width: 4, height: 30 },
  },
  'DIVIDER-1': { id: 'DIVIDER-1', type: 'DIVIDER', children: [], parents: ['ROOT_ID', 'GRID_ID'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-1', 'TAB-2'], parents: ['ROOT_ID', 'GRID_ID'] },
  'TAB-1': { id: 'TAB-1', type: 'TAB', children: ['ROW-3'], parents: ['ROOT_ID', 'GRID_ID', 'TABS-1'], meta: { text: 'North' } },
  'ROW-3': { id: 'ROW-3', type: 'ROW', children: ['CHART-c'], parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-1'], meta: {} },
  'CHART-c': {
    id: 'CHART-c',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-1', 'ROW-3'],
    meta: { chartId: 3, width: 6, height: 50 },
  },
  'TAB-2': { id: 'TAB-2', type: 'TAB', children: ['ROW-4'], parents: ['ROOT_ID', 'GRID_ID', 'TABS-1'], meta: { text: 'South' } },
  'ROW-4': { id: 'ROW-4', type: 'ROW', children: ['CHART-d', 'CHART-e'], parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-2'], meta: {} },
  'CHART-d': {
    id: 'CHART-d',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-2', 'ROW-4'],
    meta: { chartId: 4, width: 6, height: 50 },
  },
  'CHART-e': {
    id: 'CHART-e',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-2', 'ROW-4'],
    meta: { chartId: 5, width: 6, height: 50 },
  },
});

const NAMES = ['', 'Total revenue', 'Orders', 'North revenue', 'South revenue', 'Returns'];

/** Big-number charts 1–4 on dataset 7, chart 5 on dataset 8. */
export function fixtureCharts(): DashboardChart[] {
  return [1, 2, 3, 4, 5].map((id) => {
    const datasetId = id === 5 ? 8 : 7;
    return {
      id,
      sliceName: NAMES[id] as string,
      vizType: 'big_number_total',
      datasourceId: datasetId,
      datasourceType: 'table',
      formData: { slice_id: id, viz_type: 'big_number_total', datasource: `${datasetId}__table`, metric: 'count', subheader: '' },
      description: null,
    };
  });
}

export const REGION_FILTER = {
  id: 'NATIVE_FILTER-region',
  name: 'Region',
  filterType: 'filter_select',
  type: 'NATIVE_FILTER',
  targets: [{ datasetId: 7, column: { name: 'region' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { filterState: {} },
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
};

export function fixtureDashboard(metadata: Record<string, unknown> = {}): DashboardInfo {
  return {
    id: 10,
    slug: 'sales',
    title: 'Sales',
    published: true,
    css: '',
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
    changedByName: 'Ada Lovelace',
    changedOn: '2026-01-01T00:00:00',
    certifiedBy: null,
    certificationDetails: null,
    metadata,
  };
}
