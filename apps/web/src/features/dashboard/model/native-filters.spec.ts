import { parseLayout, chartAncestors } from '../layout/layout';
import { fixtureCharts, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { chartExtraFormData, filterExtraFormData, filterValueError, parseNativeFilters } from './native-filters';

const TIME_FILTER = {
  id: 'NATIVE_FILTER-time',
  name: 'Period',
  filterType: 'filter_time',
  targets: [{}],
  defaultDataMask: { filterState: { value: 'Last week' } },
  scope: { rootPath: ['TAB-2'], excluded: [5] },
};

describe('native filters', () => {
  it('reads select and time filters from json_metadata and leaves out dividers and other types', () => {
    const filters = parseNativeFilters({
      native_filter_configuration: [
        REGION_FILTER,
        TIME_FILTER,
        { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', filterType: 'filter_select' },
        { id: 'NATIVE_FILTER-x', filterType: 'filter_custom' },
      ],
    });
    expect(filters.map((filter) => [filter.id, filter.defaultValue])).toEqual([
      ['NATIVE_FILTER-region', null],
      ['NATIVE_FILTER-time', 'Last week'],
    ]);
    expect(filters[0]?.targets).toEqual([{ datasetId: 7, column: 'region' }]);
  });

  it('turns values into extra form data: IN for a select, a time range for a time filter, nothing when empty', () => {
    const [region, time] = parseNativeFilters({ native_filter_configuration: [REGION_FILTER, TIME_FILTER] });
    if (!region || !time) throw new Error('fixture');
    expect(filterExtraFormData(region, ['north', 'east'])).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['north', 'east'] }] });
    expect(filterExtraFormData(region, null)).toEqual({});
    expect(filterExtraFormData(time, 'Last month')).toEqual({ time_range: 'Last month' });
  });

  it('applies a filter only to charts in its scope: under its root path, not excluded, on its dataset', () => {
    const filters = parseNativeFilters({ native_filter_configuration: [REGION_FILTER, TIME_FILTER] });
    const ancestors = chartAncestors(parseLayout(POSITION_JSON, []));
    const applied = { 'NATIVE_FILTER-region': ['south'], 'NATIVE_FILTER-time': 'Last year' };
    const extra = (id: number) => chartExtraFormData(filters, applied, fixtureCharts()[id - 1] as never, ancestors.get(id));
    expect(extra(1)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['south'] }] });
    expect(extra(4)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['south'] }], time_range: 'Last year' });
    expect(extra(5)).toEqual({});
  });

  it('turns range, time grain and time column values into extra form data; an inverted range filters nothing', () => {
    const [range, grain, column] = parseNativeFilters({
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-amount',
          filterType: 'filter_range',
          targets: [{ datasetId: 7, column: { name: 'amount' } }],
          controlValues: { enableEmptyFilter: true },
        },
        { id: 'NATIVE_FILTER-grain', filterType: 'filter_timegrain', targets: [{ datasetId: 7 }] },
        {
          id: 'NATIVE_FILTER-col',
          filterType: 'filter_timecolumn',
          targets: [{ datasetId: 7 }],
          cascadeParentIds: ['NATIVE_FILTER-grain'],
        },
      ],
    });
    if (!range || !grain || !column) throw new Error('fixture');
    expect(range.required).toBe(true);
    expect(column.parentIds).toEqual(['NATIVE_FILTER-grain']);
    expect(filterExtraFormData(range, [1, 5])).toEqual({
      filters: [
        { col: 'amount', op: '>=', val: 1 },
        { col: 'amount', op: '<=', val: 5 },
      ],
    });
    expect(filterExtraFormData(range, [null, 5])).toEqual({ filters: [{ col: 'amount', op: '<=', val: 5 }] });
    expect(filterExtraFormData(range, [5, 5])).toEqual({});
    expect(filterValueError(range, [5, 5], (text) => text)).toBe('Minimum must be strictly less than maximum');
    expect(filterValueError(range, null, (text) => text)).toBe('Value is required');
    expect(filterExtraFormData(grain, 'P1M')).toEqual({ time_grain_sqla: 'P1M' });
    expect(filterExtraFormData(column, 'ds')).toEqual({ granularity_sqla: 'ds' });
    const ancestors = chartAncestors(parseLayout(POSITION_JSON, []));
    const chart5 = fixtureCharts()[4] as never;
    expect(
      chartExtraFormData([grain, column], { 'NATIVE_FILTER-grain': 'P1D', 'NATIVE_FILTER-col': 'ds' }, chart5, ancestors.get(5)),
    ).toEqual({ time_grain_sqla: 'P1D' });
  });
});
