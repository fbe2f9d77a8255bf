import { normalizeQueryObject, readDatasource, RESULT_TYPES } from './query-object.normalizer';
import { isObject, payloadError, PayloadReader } from './query-payload.reader';
import type { QueryContext } from './query-object.types';

/**
 * Validates the body of `POST /api/v1/chart/data` and normalizes each of its queries with
 * {@link normalizeQueryObject}; `result_format` defaults to `json` and `result_type` to `full`.
 */
export function normalizeQueryContext(raw: unknown): QueryContext {
  if (!isObject(raw)) throw payloadError('query_context', 'Not a valid mapping type.');
  const reader: PayloadReader = new PayloadReader(raw, '');
  const datasource = readDatasource(reader, 'datasource');
  if (!datasource) reader.fail('datasource', 'Missing data for required field.');
  const queries = reader.optionalList('queries');
  if (!queries) reader.fail('queries', 'Missing data for required field.');
  const formData = reader.optionalObject('form_data');
  return {
    datasource,
    force: reader.boolean('force', false),
    queries: queries.map((query, index) => normalizeQueryObject(query, `queries[${index}]`)),
    form_data: formData ?? null,
    result_format: reader.optionalEnum('result_format', ['json', 'csv', 'xlsx'] as const) ?? 'json',
    result_type: reader.optionalEnum('result_type', RESULT_TYPES) ?? 'full',
    custom_cache_timeout: reader.optionalCount('custom_cache_timeout') ?? null,
  };
}
