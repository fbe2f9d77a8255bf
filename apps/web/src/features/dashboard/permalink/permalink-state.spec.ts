import { parseNativeFilters } from '../filters/native-filters';
import { parseLayout } from '../layout/layout';
import { POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { restoreActiveTabs, restoreFilterValues, toPermalinkState } from './permalink-state';

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

  it('restores tabs and filter values, ignoring ids the dashboard no longer has', () => {
    const layout = parseLayout(POSITION_JSON, []);
    expect(restoreActiveTabs(layout, { 'TABS-1': 'TAB-1' }, ['TAB-2', 'TAB-gone', 'ROW-1'])).toEqual({ 'TABS-1': 'TAB-2' });
    const values = restoreFilterValues(filters, { 'NATIVE_FILTER-region': null }, {
      'NATIVE_FILTER-region': { filterState: { value: ['south'] } },
      'NATIVE_FILTER-gone': { filterState: { value: ['x'] } },
    });
    expect(values).toEqual({ 'NATIVE_FILTER-region': ['south'] });
  });
});
