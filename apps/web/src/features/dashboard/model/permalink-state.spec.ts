import { parseNativeFilters } from './native-filters';
import { parseLayout } from '../layout/layout';
import { POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { restoreActiveTabs, restoreFilterValues, tabsContaining, toPermalinkState } from './permalink-state';

const filters = parseNativeFilters({ native_filter_configuration: [REGION_FILTER] });

describe('permalink state', () => {
  it('stores applied filters as a data mask and the selected tabs', () => {
    expect(toPermalinkState(filters, { 'NATIVE_FILTER-region': ['north'] }, { 'TABS-1': 'TAB-2' })).toEqual({
      dataMask: {
        'NATIVE_FILTER-region': {
          id: 'NATIVE_FILTER-region',
          filterState: { value: ['north'] },
          extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['north'] }] },
        },
      },
      activeTabs: ['TAB-2'],
      urlParams: [],
      anchor: null,
    });
  });

  it("stores the component a link anchors, a chart's layout id", () => {
    expect(toPermalinkState(filters, {}, { 'TABS-1': 'TAB-1' }, {}, 'CHART-d')).toMatchObject({ activeTabs: ['TAB-1'], anchor: 'CHART-d' });
  });

  it('finds the tabs a component sits in, outermost first, through nested tabs', () => {
    const nested = parseLayout(
      JSON.stringify({
        ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { type: 'GRID', children: ['TABS-outer'] },
        'TABS-outer': { type: 'TABS', children: ['TAB-a', 'TAB-b'] },
        'TAB-a': { type: 'TAB', children: [] },
        'TAB-b': { type: 'TAB', children: ['TABS-inner'] },
        'TABS-inner': { type: 'TABS', children: ['TAB-b1', 'TAB-b2'] },
        'TAB-b1': { type: 'TAB', children: [] },
        'TAB-b2': { type: 'TAB', children: ['ROW-x'] },
        'ROW-x': { type: 'ROW', children: ['CHART-x'] },
        'CHART-x': { type: 'CHART', children: [], meta: { chartId: 9 } },
      }),
      [9],
    );
    expect(tabsContaining(nested, 'CHART-x')).toEqual(['TAB-b', 'TAB-b2']);
    expect(tabsContaining(nested, 'TAB-b')).toEqual(['TAB-b']);
    expect(tabsContaining(nested, 'GRID_ID')).toEqual([]);
    expect(restoreActiveTabs(nested, { 'TABS-outer': 'TAB-a', 'TABS-inner': 'TAB-b1' }, [], 'CHART-x')).toEqual({
      'TABS-outer': 'TAB-b',
      'TABS-inner': 'TAB-b2',
    });
  });

  it("selects the tabs holding the anchor over the link's stored tabs, so the linked chart shows", () => {
    const layout = parseLayout(POSITION_JSON, []);
    expect(restoreActiveTabs(layout, { 'TABS-1': 'TAB-1' }, ['TAB-1'], 'CHART-d')).toEqual({ 'TABS-1': 'TAB-2' });
    expect(restoreActiveTabs(layout, { 'TABS-1': 'TAB-1' }, ['TAB-2'], 'CHART-a')).toEqual({ 'TABS-1': 'TAB-2' });
    expect(restoreActiveTabs(layout, { 'TABS-1': 'TAB-1' }, [], 'CHART-gone')).toEqual({ 'TABS-1': 'TAB-1' });
  });

  it('restores tabs and filter values, ignoring ids the dashboard no longer has', () => {
    const layout = parseLayout(POSITION_JSON, []);
    expect(restoreActiveTabs(layout, { 'TABS-1': 'TAB-1' }, ['TAB-2', 'TAB-gone', 'ROW-1'])).toEqual({ 'TABS-1': 'TAB-2' });
    const values = restoreFilterValues(
      filters,
      { 'NATIVE_FILTER-region': null },
      {
        'NATIVE_FILTER-region': { filterState: { value: ['south'] } },
        'NATIVE_FILTER-gone': { filterState: { value: ['x'] } },
      },
    );
    expect(values).toEqual({ 'NATIVE_FILTER-region': ['south'] });
  });
});
