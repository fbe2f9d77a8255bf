import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getMetricLabel, isAdhocColumn, removeDuplicates } from '../../core/query/labels';
import type {
  AdhocColumn,
  PostProcessingRule,
  QueryContext,
  QueryFormColumn,
  QueryFormOrderBy,
  QueryObject,
} from '../../core/query/query.types';
import type { TableFormData } from './table.types';

/** Raw mode when asked, or when raw columns are picked and no mode is saved. */
export function getQueryMode(formData: TableFormData): 'aggregate' | 'raw' {
  if (formData.query_mode === 'aggregate' || formData.query_mode === 'raw') return formData.query_mode;
  return ensureIsArray(formData.all_columns).length > 0 ? 'raw' : 'aggregate';
}

/** The first temporal dimension becomes the base axis, bucketed by the time grain. */
function withTimeGrain(columns: QueryFormColumn[], formData: TableFormData, timeGrain: string | undefined): QueryFormColumn[] {
  const lookup = formData.temporal_columns_lookup ?? {};
  const index = columns.findIndex((column) => !isAdhocColumn(column) && Boolean(lookup[column]));
  if (!timeGrain || index < 0) return columns;
  const name = columns[index] as string;
  const temporal: AdhocColumn = { timeGrain, columnType: 'BASE_AXIS', sqlExpression: name, label: name, expressionType: 'SQL' };
  return [temporal, ...columns.filter((_, i) => i !== index)];
}

/**
 * Aggregate mode: dimensions and metrics ordered by the sort metric (or the first metric,
 * descending), percentage metrics as shares of their column total, and an ungrouped totals query
 * when totals are shown. Raw mode: the picked columns in the picked order.
 */
export function buildQuery(formData: TableFormData): QueryContext {
  const mode = getQueryMode(formData);
  const timeGrain = formData.extra_form_data?.time_grain_sqla ?? formData.time_grain_sqla;
  return buildQueryContext({ ...formData, query_mode: mode }, (base) => {
    if (mode === 'raw') return [{ ...base, post_processing: [] }];
    const sortMetric = ensureIsArray(formData.timeseries_limit_metric)[0];
    const percentMetrics = ensureIsArray(formData.percent_metrics);
    let metrics = base.metrics ?? [];
    let orderby: QueryFormOrderBy[] = [];
    if (sortMetric) orderby = [[sortMetric, !(formData.order_desc ?? false)]];
    else if (metrics.length > 0) orderby = [[metrics[0], false]];
    const postProcessing: PostProcessingRule[] = [];
    if (percentMetrics.length > 0) {
      const labels = removeDuplicates(percentMetrics.map(getMetricLabel));
      metrics = removeDuplicates([...metrics, ...percentMetrics], getMetricLabel);
      postProcessing.push({ operation: 'contribution', options: { columns: labels, rename_columns: labels.map((label) => `%${label}`) } });
    }
    const query: QueryObject = {
      ...base,
      columns: withTimeGrain(base.columns ?? [], formData, timeGrain),
      metrics,
      orderby,
      post_processing: postProcessing,
    };
    if (!formData.show_totals || metrics.length === 0) return [query];
    const { order_desc: _desc, orderby: _order, ...totalsBase } = query;
    return [query, { ...totalsBase, columns: [], row_limit: 0, row_offset: 0, post_processing: postProcessing }];
  });
}
