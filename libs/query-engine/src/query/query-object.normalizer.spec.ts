import { TesseraError } from '@tessera/contracts';
import { normalizeQueryObject } from './query-object.normalizer';

function failure(raw: unknown, path?: string): TesseraError {
  try {
    normalizeQueryObject(raw, path);
  } catch (error) {
    if (error instanceof TesseraError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('normalizeQueryObject', () => {
  it('fills the defaults', () => {
    expect(normalizeQueryObject({})).toEqual({
      filters: [],
      columns: [],
      metrics: null,
      post_processing: [],
      is_timeseries: false,
      series_columns: [],
      series_limit: 0,
      series_limit_metric: null,
      row_limit: null,
      row_offset: 0,
      order_desc: true,
      extras: {},
      orderby: [],
      is_rowcount: false,
      time_offsets: [],
      granularity: null,
      time_range: null,
      since: null,
      until: null,
      time_shift: null,
      apply_fetch_values_predicate: false,
      result_type: null,
      datasource: null,
    });
  });

  it('maps the deprecated aliases onto the current fields', () => {
    const query = normalizeQueryObject({
      groupby: ['gender'],
      granularity_sqla: 'ds',
      timeseries_limit: 5,
      timeseries_limit_metric: 'sum__num',
      where: 'num > 0',
      having: 'SUM(num) > 10',
      extras: { where: 'ignored', time_grain_sqla: 'P1D' },
    });
    expect(query).toMatchObject({
      columns: ['gender'],
      metrics: [],
      granularity: 'ds',
      series_limit: 5,
      series_limit_metric: 'sum__num',
      extras: { where: 'num > 0', having: 'SUM(num) > 10', time_grain_sqla: 'P1D' },
    });
    expect(query).not.toHaveProperty('groupby');
    expect(query).not.toHaveProperty('granularity_sqla');
  });

  it('keeps the current fields when the aliases are empty', () => {
    expect(normalizeQueryObject({ groupby: [], columns: ['state'], timeseries_limit: 0, series_limit: 3, where: '' })).toMatchObject({
      columns: ['state'],
      metrics: null,
      series_limit: 3,
      extras: {},
    });
  });

  it('reads columns, metrics, filters and orderby in every accepted form', () => {
    const query = normalizeQueryObject({
      columns: ['gender', { label: 'x', sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1W', extra: 1 }],
      metrics: [
        'count',
        {
          expressionType: 'SIMPLE',
          aggregate: 'sum',
          column: { column_name: 'num', type: 'BIGINT' },
          label: 'total',
          hasCustomLabel: true,
        },
        { expressionType: 'SQL', sqlExpression: 'MAX(num)' },
      ],
      filters: [
        { col: 'state', op: 'in', val: ['CA'], isExtra: true },
        { col: 'ds', op: 'temporal_range', val: 'Last week', grain: 'P1D' },
        { col: { sqlExpression: 'UPPER(name)', label: 'u' }, op: 'is not null' },
      ],
      orderby: [['count', false], '["gender", true]', [{ expressionType: 'SQL', sqlExpression: 'MIN(num)' }, true]],
      post_processing: [{ operation: 'pivot', options: { index: ['ds'] } }, null, { operation: 'flatten' }],
      applied_time_extras: { __time_range: 'Last week' },
      url_params: { a: 'b' },
      time_offsets: ['1 year ago'],
      datasource: { id: 3, type: 'table' },
      result_type: 'samples',
      unknown_field: 42,
    });
    expect(query.columns).toEqual([
      'gender',
      { label: 'x', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1W' },
    ]);
    expect(query.metrics).toEqual([
      'count',
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num', type: 'BIGINT' }, label: 'total', hasCustomLabel: true },
      { expressionType: 'SQL', sqlExpression: 'MAX(num)' },
    ]);
    expect(query.filters).toEqual([
      { col: 'state', op: 'IN', val: ['CA'], isExtra: true },
      { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week', grain: 'P1D' },
      { col: { sqlExpression: 'UPPER(name)', expressionType: 'SQL', label: 'u' }, op: 'IS NOT NULL' },
    ]);
    expect(query.orderby).toEqual([
      ['count', false],
      ['gender', true],
      [{ expressionType: 'SQL', sqlExpression: 'MIN(num)' }, true],
    ]);
    expect(query.post_processing).toEqual([
      { operation: 'pivot', options: { index: ['ds'] } },
      { operation: 'flatten', options: {} },
    ]);
    expect(query).toMatchObject({
      applied_time_extras: { __time_range: 'Last week' },
      url_params: { a: 'b' },
      time_offsets: ['1 year ago'],
      datasource: { id: 3, type: 'table' },
      result_type: 'samples',
    });
    expect(query).not.toHaveProperty('unknown_field');
  });

  it.each([
    [[], 'query: Not a valid mapping type.'],
    [{ row_limit: -1 }, 'row_limit: Must be greater than or equal to 0.'],
    [{ row_offset: 1.5 }, 'row_offset: Not a valid integer.'],
    [{ is_timeseries: 'yes' }, 'is_timeseries: Not a valid boolean.'],
    [{ columns: 'gender' }, 'columns: Not a valid list.'],
    [{ columns: [''] }, 'columns[0]: Must not be empty.'],
    [{ columns: [{ label: 'x' }] }, 'columns[0].sqlExpression: Missing data for required field.'],
    [{ columns: [{ sqlExpression: 'ds', timeGrain: 'P2D' }] }, 'columns[0].timeGrain: Unknown time grain "P2D".'],
    [{ columns: [{ sqlExpression: 'ds', label: 'a\u0000b' }] }, 'columns[0].label: Must not contain NUL characters.'],
    [
      { metrics: [{ expressionType: 'SIMPLE', aggregate: 'MEDIAN', column: { column_name: 'num' } }] },
      'metrics[0].aggregate: Must be one of',
    ],
    [
      { metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: {} }] },
      'metrics[0].column.column_name: Missing data for required field.',
    ],
    [{ metrics: [{ expressionType: 'SQL' }] }, 'metrics[0].sqlExpression: Missing data for required field.'],
    [{ metrics: [{ sqlExpression: 'x' }] }, 'metrics[0].expressionType: Must be one of: SIMPLE, SQL.'],
    [{ metrics: [42] }, 'metrics[0]: Must be a metric name or an adhoc metric.'],
    [{ filters: [{ op: '==' }] }, 'filters[0].col: Missing data for required field.'],
    [{ filters: [{ col: 'a', op: 'BETWEEN' }] }, 'filters[0].op: Must be one of'],
    [{ filters: [{ col: 'a', op: '==', val: { x: 1 } }] }, 'filters[0].val: Must be a string, number, boolean or null.'],
    [{ filters: [{ col: 'a', op: 'IN', val: [[1]] }] }, 'filters[0].val[0]: Must be a string, number, boolean or null.'],
    [{ orderby: ['nope'] }, 'orderby[0]: Found invalid orderby options'],
    [{ orderby: [['a', 'asc']] }, 'orderby[0]: Found invalid orderby options'],
    [{ extras: { time_grain_sqla: 'P3D' } }, 'extras.time_grain_sqla: Unknown time grain "P3D".'],
    [{ extras: { relative_start: 'yesterday' } }, 'extras.relative_start: Must be one of: today, now.'],
    [{ extras: { where: 1 } }, 'extras.where: Not a valid string.'],
    [{ post_processing: [{ options: {} }] }, 'post_processing[0].operation: Missing data for required field.'],
    [{ result_type: 'everything' }, 'result_type: Must be one of'],
    [{ datasource: { type: 'table' } }, 'datasource.id: Missing data for required field.'],
    [{ url_params: { a: 1 } }, 'url_params.a: Not a valid string.'],
    [{ time_offsets: [1] }, 'time_offsets[0]: Not a valid string.'],
  ])('rejects %j', (raw, message) => {
    const error = failure(raw);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.errorType).toBe('INVALID_PAYLOAD_SCHEMA_ERROR');
    expect(error.message).toContain(message);
    const [field] = message.split(': ');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('names fields under the given path', () => {
    expect(failure({ row_limit: -1 }, 'queries[2]').message).toBe('queries[2].row_limit: Must be greater than or equal to 0.');
  });
});
