import { remapLayoutCharts, remapMetadataCharts } from './chart-id-remap';

const ids = new Map([
  [1, 11],
  [2, 12],
]);

describe('chart id remapping for dashboard copies', () => {
  it('points CHART nodes at the copies and drops the old chart uuid', () => {
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 1, width: 4, uuid: 'old' } },
      'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 3, uuid: 'kept' } },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-a'] },
    };
    expect(remapLayoutCharts(layout, ids)).toEqual({
      ...layout,
      'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 11, width: 4 } },
    });
  });

  it('follows the copies in cross-filter configuration, filter scopes, refresh immunity and expanded charts', () => {
    const metadata = {
      chart_configuration: { 1: { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3] } } },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [1, 2] },
      native_filter_configuration: [{ id: 'NATIVE_FILTER-a', chartsInScope: [1] }, { id: 'NATIVE_FILTER_DIVIDER-b' }],
      timed_refresh_immune_slices: [2],
      expanded_slices: { 1: true },
      color_scheme: 'bnbColors',
    };
    expect(remapMetadataCharts(metadata, ids)).toEqual({
      chart_configuration: { 11: { id: 11, crossFilters: { scope: 'global', chartsInScope: [12, 3] } } },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [11, 12] },
      native_filter_configuration: [{ id: 'NATIVE_FILTER-a', chartsInScope: [11] }, { id: 'NATIVE_FILTER_DIVIDER-b' }],
      timed_refresh_immune_slices: [12],
      expanded_slices: { 11: true },
      color_scheme: 'bnbColors',
    });
  });
});
