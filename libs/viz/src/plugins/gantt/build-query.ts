import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getColumnLabel } from '../../core/query/labels';
import type { QueryContext, QueryFormColumn } from '../../core/query/query.types';
import type { GanttFormData } from './gantt.types';

/**
 * The rows' start, end, y and series columns (and the tooltip's and the ordering's), each once;
 * with tooltip metrics they are aggregated per distinct row.
 */
export function buildQuery(formData: GanttFormData): QueryContext {
  const series = ensureIsArray(formData.series);
  return buildQueryContext(formData, (base) => {
    // The saved orderings (`order_by_cols`) arrive parsed in the base query.
    const orderby = base.orderby ?? [];
    const candidates = [
      formData.start_time,
      formData.end_time,
      formData.y_axis,
      ...series,
      ...ensureIsArray(formData.tooltip_columns),
      ...orderby.map(([column]) => column as QueryFormColumn),
    ];
    const columns = new Map<string, QueryFormColumn>();
    for (const column of candidates) {
      if (column === undefined || column === null || column === '' || columns.has(getColumnLabel(column))) continue;
      columns.set(getColumnLabel(column), column);
    }
    return [{ ...base, columns: [...columns.values()], metrics: ensureIsArray(formData.tooltip_metrics), orderby, series_columns: series }];
  });
}
