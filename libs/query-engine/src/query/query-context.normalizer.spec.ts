import { normalizeQueryContext } from './query-context.normalizer';

describe('normalizeQueryContext', () => {
  it('reads the request body with its defaults and normalizes each query', () => {
    const context = normalizeQueryContext({
      datasource: { id: 3, type: 'table' },
      queries: [{ groupby: ['gender'], metrics: ['count'] }],
      form_data: { slice_id: 7 },
    });
    expect(context).toMatchObject({
      datasource: { id: 3, type: 'table' },
      force: false,
      form_data: { slice_id: 7 },
      result_format: 'json',
      result_type: 'full',
      custom_cache_timeout: null,
    });
    expect(context.queries[0]).toMatchObject({ columns: ['gender'], metrics: ['count'] });
  });

  it.each([
    [{ queries: [] }, 'datasource: Missing data for required field.'],
    [{ datasource: { id: 1, type: 'table' } }, 'queries: Missing data for required field.'],
    [{ datasource: { id: 1, type: 'table' }, queries: [], result_format: 'pdf' }, 'result_format: Must be one of: json, csv, xlsx.'],
    [{ datasource: { id: 1, type: 'table' }, queries: [{}, { row_limit: 'x' }] }, 'queries[1].row_limit: Not a valid integer.'],
    ['body', 'query_context: Not a valid mapping type.'],
  ])('rejects %j', (raw, message) => {
    expect(() => normalizeQueryContext(raw)).toThrow(message);
  });
});
