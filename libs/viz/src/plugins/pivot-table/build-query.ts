import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getColumnLabel, isAdhocColumn, removeDuplicates } from '../../core/query/labels';
import type { AdhocColumn, QueryContext, QueryFormColumn, QueryFormOrderBy } from '../../core/query/query.types';
import type { PivotTableFormData } from './pivot-table.types';

/**
 * One grouped query over the row and column dimensions together (the pivoting happens in the
 * browser, so totals can use any aggregate function); temporal dimensions are bucketed by the time
 * grain; rows are ordered by the sort metric or the first metric.
 */
export function buildQuery(formData: PivotTableFormData): QueryContext {
  const lookup = formData.temporal_columns_lookup ?? {};
  const columns = removeDuplicates([...ensureIsArray(formData.groupbyColumns), ...ensureIsArray(formData.groupbyRows)], getColumnLabel).map(
    (column): QueryFormColumn => {
      if (isAdhocColumn(column) || !formData.time_grain_sqla || !lookup[column]) return column;
      const temporal: AdhocColumn = {
        timeGrain: formData.time_grain_sqla,
        columnType: 'BASE_AXIS',
        sqlExpression: column,
        label: column,
        expressionType: 'SQL',
      };
      return temporal;
    },
  );
  return buildQueryContext(formData, (base) => {
    const { series_limit_metric: sortMetric, metrics, order_desc: orderDesc } = base;
    let orderby: QueryFormOrderBy[] | undefined;
    if (sortMetric) orderby = [[sortMetric, !orderDesc]];
    else if (metrics?.[0]) orderby = [[metrics[0], !orderDesc]];
    const { time_grain_sqla: _grain, ...extras } = base.extras ?? {};
    return [{ ...base, extras, columns, ...(orderby ? { orderby } : {}) }];
  });
}
