import { buildQueryObject } from './build-query-object';
import { parseDatasourceKey } from './datasource-key';
import type { QueryField } from './query-fields';
import type { QueryContext, QueryFormData, QueryObject } from './query.types';
import { isXAxisSet, normalizeTimeColumn } from './x-axis';

/** Turns the base query object into the plugin's final queries. */
export type BuildFinalQueries = (base: QueryObject) => QueryObject[];

/**
 * Wraps a plugin's queries into the chart-data request body: drops empty post-processing steps,
 * marks the x-axis column as the base axis and parses the datasource key.
 */
export function buildQueryContext(
  formData: QueryFormData,
  buildQueries: BuildFinalQueries = (base) => [base],
  aliases?: Readonly<Record<string, QueryField>>,
): QueryContext {
  let queries = buildQueries(buildQueryObject(formData, aliases)).map((query) =>
    query.post_processing ? { ...query, post_processing: query.post_processing.filter(Boolean) } : query,
  );
  if (isXAxisSet(formData)) queries = queries.map((query) => normalizeTimeColumn(formData, query));
  return {
    datasource: parseDatasourceKey(formData.datasource),
    force: formData.force ?? false,
    queries,
    form_data: formData,
    result_format: formData.result_format ?? 'json',
    result_type: formData.result_type ?? 'full',
  };
}
