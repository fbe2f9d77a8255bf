import { chartsInLayout, dashboardDefaultFilters } from './dashboard-default-filters';

const layout = JSON.stringify({
  ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', children: ['ROW-1', 'TABS-1'] },
  'ROW-1': { type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'CHART-1': { type: 'CHART', children: [], meta: { chartId: 11 } },
  'CHART-2': { type: 'CHART', children: [], meta: { chartId: 12 } },
  'TABS-1': { type: 'TABS', children: ['TAB-1'] },
  'TAB-1': { type: 'TAB', children: ['CHART-3'] },
  'CHART-3': { type: 'CHART', children: [], meta: { chartId: 13 } },
});

const dashboard = (metadata: Record<string, unknown>) => ({ json_metadata: JSON.stringify(metadata), position_json: layout });

describe('dashboardDefaultFilters', () => {
  it("applies a filter box's default values everywhere unless scoped", () => {
    const board = dashboard({ default_filters: JSON.stringify({ '12': { gender: ['boy'], state: 'CA', empty: [] } }) });
    expect(dashboardDefaultFilters(board, 11)).toEqual([
      { col: 'gender', op: 'in', val: ['boy'] },
      { col: 'state', op: '==', val: 'CA' },
    ]);
  });

  it('keeps a filter to its scope and away from immune charts', () => {
    const board = dashboard({
      default_filters: JSON.stringify({ '12': { gender: ['girl'], state: 'NY' } }),
      filter_scopes: { '12': { gender: { scope: ['TAB-1'], immune: [] }, state: { scope: ['ROOT_ID'], immune: [13] } } },
    });
    expect(dashboardDefaultFilters(board, 13)).toEqual([{ col: 'gender', op: 'in', val: ['girl'] }]);
    expect(dashboardDefaultFilters(board, 11)).toEqual([{ col: 'state', op: '==', val: 'NY' }]);
  });

  it("encodes a value as the filter box's column takes it", () => {
    const board = dashboard({ default_filters: { '12': { gender: ['boy', 'girl'], state: 'CA' } } });
    const multiplicity = (filterId: string, column: string) => (column === 'gender' ? false : filterId === '12' ? true : undefined);
    expect(dashboardDefaultFilters(board, 11, multiplicity)).toEqual([
      { col: 'gender', op: '==', val: 'boy' },
      { col: 'state', op: 'in', val: ['CA'] },
    ]);
  });

  it('applies nothing to a chart the dashboard does not show, or without default filters', () => {
    expect(dashboardDefaultFilters(dashboard({ default_filters: JSON.stringify({ '12': { state: 'CA' } }) }), 99)).toEqual([]);
    expect(dashboardDefaultFilters(dashboard({ native_filter_configuration: [] }), 11)).toEqual([]);
    expect(dashboardDefaultFilters({ json_metadata: 'not json', position_json: null }, 11)).toEqual([]);
  });

  it("lists the charts of a dashboard's layout", () => {
    expect(chartsInLayout(layout).sort()).toEqual([11, 12, 13]);
    expect(chartsInLayout(null)).toEqual([]);
  });
});
