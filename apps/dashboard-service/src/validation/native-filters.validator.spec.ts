import { checkNativeFilters } from './native-filters.validator';

const select = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'NATIVE_FILTER',
  name: 'Country',
  filterType: 'filter_select',
  targets: [{ datasetId: 5, column: { name: 'country' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  chartsInScope: [111],
  tabsInScope: ['TAB-1'],
  description: '',
  sortMetric: null,
  adhoc_filters: [],
  time_range: 'No filter',
  requiredFirst: false,
  ...extra,
});

const problem = (value: unknown) => {
  try {
    checkNativeFilters(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the filters were accepted');
};

describe('native filter configuration validation', () => {
  it('accepts filters of every type, dividers, and cascades that form no cycle', () => {
    const filters = [
      select('NATIVE_FILTER-a'),
      select('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
      select('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-a', 'NATIVE_FILTER-b'] }),
      {
        id: 'NATIVE_FILTER-r',
        type: 'NATIVE_FILTER',
        name: 'Age',
        filterType: 'filter_range',
        targets: [{ datasetId: 5, column: { name: 'age' } }],
      },
      { id: 'NATIVE_FILTER-t', type: 'NATIVE_FILTER', name: 'When', filterType: 'filter_time', targets: [{}] },
      { id: 'NATIVE_FILTER-tc', type: 'NATIVE_FILTER', name: 'Column', filterType: 'filter_timecolumn', targets: [{ datasetId: 5 }] },
      { id: 'NATIVE_FILTER-tg', type: 'NATIVE_FILTER', name: 'Grain', filterType: 'filter_timegrain', targets: [{ datasetId: 5 }] },
      { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Section', description: 'More' },
    ];
    expect(checkNativeFilters(filters)).toEqual(filters);
  });

  it('keeps fields it does not know', () => {
    expect(checkNativeFilters([select('NATIVE_FILTER-a', { isInstant: true })])[0]).toMatchObject({ isInstant: true });
  });

  it.each<[string, unknown, string]>([
    ['a list of strings', ['NATIVE_FILTER-a'], 'native_filter_configuration[0]: must be an object'],
    [
      'a missing type',
      [{ ...select('NATIVE_FILTER-a'), type: undefined }],
      'native_filter_configuration[0].type: must be one of NATIVE_FILTER, DIVIDER',
    ],
    ['an id without its prefix', [select('FILTER-a')], 'must start with NATIVE_FILTER- (got "FILTER-a")'],
    ['a bare prefix as id', [select('NATIVE_FILTER-')], 'must start with NATIVE_FILTER-'],
    ['a divider with a filter id', [{ id: 'NATIVE_FILTER-d', type: 'DIVIDER', title: 'x' }], 'must start with NATIVE_FILTER_DIVIDER-'],
    ['a divider without a title', [{ id: 'NATIVE_FILTER_DIVIDER-d', type: 'DIVIDER' }], '[0].title: must be a string'],
    ['a numeric id', [select(5 as never)], '[0].id: must be a string'],
    ['a duplicate id', [select('NATIVE_FILTER-a'), select('NATIVE_FILTER-a')], '[1].id: "NATIVE_FILTER-a" is used by two filters'],
    ['a missing name', [select('NATIVE_FILTER-a', { name: undefined })], '[0].name: must be a string'],
    [
      'an unknown filter type',
      [select('NATIVE_FILTER-a', { filterType: 'filter_slider' })],
      '[0].filterType: must be one of filter_select, filter_range, filter_time, filter_timecolumn, filter_timegrain',
    ],
    ['targets that are not a list', [select('NATIVE_FILTER-a', { targets: {} })], '[0].targets: must be a list'],
    [
      'a select without a dataset',
      [select('NATIVE_FILTER-a', { targets: [{ column: { name: 'c' } }] })],
      'a filter_select filter needs a dataset',
    ],
    ['a select without a column', [select('NATIVE_FILTER-a', { targets: [{ datasetId: 5 }] })], 'a filter_select filter needs a column'],
    [
      'a time grain without targets',
      [select('NATIVE_FILTER-a', { filterType: 'filter_timegrain', targets: [] })],
      'a filter_timegrain filter needs a dataset',
    ],
    [
      'a text dataset id',
      [select('NATIVE_FILTER-a', { targets: [{ datasetId: '5', column: { name: 'c' } }] })],
      'targets[0].datasetId: must be an integer',
    ],
    [
      'a column without a name',
      [select('NATIVE_FILTER-a', { targets: [{ datasetId: 5, column: {} }] })],
      'targets[0].column.name: must be a string',
    ],
    ['control values as a list', [select('NATIVE_FILTER-a', { controlValues: [] })], '[0].controlValues: must be an object'],
    [
      'a data mask with a string filter state',
      [select('NATIVE_FILTER-a', { defaultDataMask: { filterState: 'x' } })],
      '[0].defaultDataMask.filterState: must be an object',
    ],
    [
      'a scope with a string root path',
      [select('NATIVE_FILTER-a', { scope: { rootPath: 'ROOT_ID' } })],
      '[0].scope.rootPath: must be a list',
    ],
    [
      'a scope excluding names',
      [select('NATIVE_FILTER-a', { scope: { excluded: ['CHART-1'] } })],
      '[0].scope.excluded[0]: must be an integer',
    ],
    ['charts in scope as names', [select('NATIVE_FILTER-a', { chartsInScope: ['a'] })], '[0].chartsInScope[0]: must be an integer'],
    ['a required flag as text', [select('NATIVE_FILTER-a', { requiredFirst: 'yes' })], '[0].requiredFirst: must be true or false'],
    ['a numeric time range', [select('NATIVE_FILTER-a', { time_range: 7 })], '[0].time_range: must be a string'],
    [
      'adhoc filters that are not objects',
      [select('NATIVE_FILTER-a', { adhoc_filters: ['x'] })],
      '[0].adhoc_filters[0]: must be an object',
    ],
    [
      'a parent that is missing',
      [select('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-z'] })],
      '"NATIVE_FILTER-z" is not a filter of this dashboard',
    ],
    [
      'a divider as parent',
      [
        select('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER_DIVIDER-1'] }),
        { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 't' },
      ],
      '"NATIVE_FILTER_DIVIDER-1" is not a filter',
    ],
    ['a filter that is its own parent', [select('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-a'] })], 'cannot be its own parent'],
    [
      'a cascade cycle',
      [
        select('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-c'] }),
        select('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] }),
        select('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-b'] }),
      ],
      'cascading filters form a cycle (NATIVE_FILTER-a → NATIVE_FILTER-c → NATIVE_FILTER-b → NATIVE_FILTER-a)',
    ],
  ])('refuses %s', (_, value, message) => {
    expect(problem(value)).toContain(message);
  });
});
