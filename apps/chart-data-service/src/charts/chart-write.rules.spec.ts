import { ErrorCode } from '@tessera/contracts';
import { chartFormData } from './chart-form-data';
import { checkCreateFields, checkJsonFields, checkQueryContextDatasource, isQueryContextUpdate, vizTypeOf } from './chart-write.rules';

const failure = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error as { code: string; fields?: Record<string, string[]> };
  }
  throw new Error('expected a failure');
};

describe('chart write rules', () => {
  it('accepts JSON text in params and query_context, and refuses anything else naming the field', () => {
    expect(() => checkJsonFields({ params: '{"a":1}', query_context: '', description: 'not json' })).not.toThrow();
    expect(failure(() => checkJsonFields({ params: '{oops' }))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { params: ['JSON not valid'] },
    });
    expect(failure(() => checkJsonFields({ query_context: 'nope' }))).toMatchObject({ fields: { query_context: ['JSON not valid'] } });
  });

  it('needs a name and a dataset to create', () => {
    expect(checkCreateFields({ slice_name: 'Sales', datasource_id: 3, datasource_type: 'table' })).toEqual({
      sliceName: 'Sales',
      datasourceId: 3,
    });
    expect(failure(() => checkCreateFields({ slice_name: ' ', datasource_id: 3, datasource_type: 'table' })).fields).toHaveProperty(
      'slice_name',
    );
    expect(failure(() => checkCreateFields({ slice_name: 'x', datasource_type: 'table' })).fields).toHaveProperty('datasource_id');
    expect(failure(() => checkCreateFields({ slice_name: 'x', datasource_id: 3 })).fields).toHaveProperty('datasource_type');
  });

  it('recognises the query-context-only update Explore sends', () => {
    expect(isQueryContextUpdate({ query_context: '{}', query_context_generation: true })).toBe(true);
    expect(isQueryContextUpdate({ query_context: '{}', query_context_generation: false })).toBe(false);
    expect(isQueryContextUpdate({ query_context: '{}', query_context_generation: true, slice_name: 'x' })).toBe(false);
    expect(() => checkQueryContextDatasource('{"datasource":{"id":3,"type":"table"}}', 3)).not.toThrow();
    expect(failure(() => checkQueryContextDatasource('{"datasource":{"id":4,"type":"table"}}', 3)).fields).toHaveProperty('query_context');
  });

  it('falls back to the viz type in params', () => {
    expect(vizTypeOf({ params: '{"viz_type":"pie"}' })).toBe('pie');
    expect(vizTypeOf({ viz_type: 'table', params: '{"viz_type":"pie"}' })).toBe('table');
    expect(vizTypeOf({})).toBe('');
  });

  it("builds a chart's form data from its params, with its own id, type, dataset and legacy time range", () => {
    const chart = {
      id: 9,
      params: '{"viz_type":"old","since":"2020","until":"now","row_limit":10}',
      vizType: 'table',
      datasourceId: 3,
      datasourceType: 'table',
      cacheTimeout: 60,
    };
    expect(chartFormData(chart)).toEqual({
      viz_type: 'table',
      row_limit: 10,
      slice_id: 9,
      datasource: '3__table',
      cache_timeout: 60,
      time_range: '2020 : now',
    });
    expect(chartFormData({ ...chart, params: 'broken', datasourceId: null, cacheTimeout: null })).toEqual({
      slice_id: 9,
      viz_type: 'table',
      datasource: 'None__table',
    });
  });
});
