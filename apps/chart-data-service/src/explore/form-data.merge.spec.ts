import {
  convertLegacyFiltersIntoAdhoc,
  datasourceOf,
  mergeExploreFormData,
  mergeExtraFilters,
  simpleFilterToAdhoc,
} from './form-data.merge';

describe("Explore's form data merge", () => {
  const chart = { slice_id: 7, viz_type: 'table', datasource: '3__table', row_limit: 100, adhoc_filters: [] };

  it('lays the stored form data over the chart, dropping url_params and JavaScript hooks', () => {
    const merged = mergeExploreFormData({ slice_id: 7, row_limit: 10, url_params: { a: '1' }, js_tooltip: 'evil()' }, chart);
    expect(merged).toEqual({
      slice_id: 7,
      viz_type: 'table',
      datasource: '3__table',
      row_limit: 10,
      adhoc_filters: [],
      applied_time_extras: {},
    });
  });

  it("takes a permalink's url parameters and brings legacy time fields up to date", () => {
    const merged = mergeExploreFormData({ datasource: '3__table', since: '2020-01-01', until: 'now' }, null, [['country', 'FR']]);
    expect(merged).toMatchObject({ url_params: { country: 'FR' }, time_range: '2020-01-01 : now' });
    expect(merged).not.toHaveProperty('since');
  });

  it("hashes option names as Superset's md5 of sorted JSON", () => {
    const adhoc = simpleFilterToAdhoc({ col: 'country', op: 'in', val: ['France', 'Côte'], isExtra: true });
    expect(adhoc.filterOptionName).toBe('dd8f089a8e15c9c00d9a9f8fb6a7a6ec');
    const formData: Record<string, unknown> = { where: 'x > 1', having: '', filters: [{ col: 'a', op: '==', val: 1 }, null] };
    convertLegacyFiltersIntoAdhoc(formData);
    expect(formData).toEqual({
      adhoc_filters: [
        { clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'x > 1', filterOptionName: '2a3164a2e20876ce61c2526964d3c704' },
        expect.objectContaining({ clause: 'WHERE', expressionType: 'SIMPLE', subject: 'a', operator: '==', comparator: 1 }),
      ],
    });
  });

  it('keeps existing adhoc filters and still drops the legacy fields', () => {
    const existing = [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'y' }];
    const formData: Record<string, unknown> = { adhoc_filters: existing, where: 'x > 1' };
    convertLegacyFiltersIntoAdhoc(formData);
    expect(formData).toEqual({ adhoc_filters: existing });
  });

  it('merges extra filters: time extras set options, new column filters are added once', () => {
    const formData: Record<string, unknown> = {
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'country', operator: 'in', comparator: ['FR', 'DE'] }],
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last week' },
        { col: '__time_grain', op: '==', val: 'No filter' },
        { col: 'country', op: 'in', val: ['DE', 'FR'] },
        { col: 'city', op: 'in', val: ['Paris'] },
        { col: 'empty', op: 'in', val: [] },
      ],
    };
    mergeExtraFilters(formData);
    expect(formData.time_range).toBe('Last week');
    expect(formData).not.toHaveProperty('time_grain_sqla');
    expect(formData.applied_time_extras).toEqual({ __time_range: 'Last week' });
    expect(formData).not.toHaveProperty('extra_filters');
    expect(formData.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'country' }),
      expect.objectContaining({ subject: 'city', comparator: ['Paris'], isExtra: true, operator: 'in' }),
    ]);
  });

  it('reads the dataset a form data names', () => {
    expect(datasourceOf({ datasource: '12__table' })).toEqual({ id: 12, type: 'table' });
    expect(datasourceOf({ datasource: 'None__table' })).toBeNull();
    expect(datasourceOf({})).toBeNull();
  });
});
