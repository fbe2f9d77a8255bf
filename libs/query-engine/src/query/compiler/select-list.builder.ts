import type { TimeGrain } from '../../dialects';
import type { DatasetColumnDefinition } from '../dataset-definition.types';
import { DTTM_ALIAS } from '../query-labels.util';
import type { QueryColumn, QueryMetric } from '../query-object.types';
import { resolveColumn, resolveGrainedColumn, type ResolvedColumn } from './column.resolver';
import type { CompileContext } from './compile-context.factory';
import { resolveMetric, type ResolvedMetric } from './metric.resolver';
import { timestampExpression, columnExpression } from './timestamp.expression';

export interface SelectItem {
  label: string;
  expression: string;
  kind: 'timestamp' | 'column' | 'metric';
}

export interface SelectList {
  items: SelectItem[];
  /** Column items by label, for series limits and ordering. */
  columns: ResolvedColumn[];
  metrics: ResolvedMetric[];
  /** GROUP BY expressions; empty for ungrouped queries. */
  groupBy: string[];
}

export interface SelectPlan {
  columns: readonly QueryColumn[];
  metrics: readonly QueryMetric[];
  grouped: boolean;
  /** The granularity column: with `is_timeseries` it becomes `__timestamp`; a grouped column of that name is truncated to `grain`. */
  granularity: DatasetColumnDefinition | null;
  timeseries: boolean;
  grain: TimeGrain | null;
}

function resolveSelected(ctx: CompileContext, ref: QueryColumn, plan: SelectPlan): ResolvedColumn {
  if (plan.grouped && typeof ref === 'string' && plan.granularity && ref === plan.granularity.columnName) {
    return resolveGrainedColumn(ctx, plan.granularity, plan.grain, ref);
  }
  return resolveColumn(ctx, ref);
}

/**
 * The SELECT list of Superset's `get_sqla_query`: with `is_timeseries`, the grain-truncated
 * granularity column first as `__timestamp`; then the columns (`__timestamp` names dropped); then,
 * when grouped, the metrics. Items sharing a label keep the first, as Superset's
 * `remove_duplicates` does.
 */
export function buildSelectList(ctx: CompileContext, plan: SelectPlan): SelectList {
  const items: SelectItem[] = [];
  const groupBy: string[] = [];
  if (plan.timeseries && plan.granularity) {
    const column = plan.granularity;
    const expression = timestampExpression(ctx, column, columnExpression(ctx, column), plan.grain);
    items.push({ label: DTTM_ALIAS, expression, kind: 'timestamp' });
    groupBy.push(expression);
  }
  const columns = plan.columns.filter((ref) => ref !== DTTM_ALIAS).map((ref) => resolveSelected(ctx, ref, plan));
  for (const column of columns) {
    items.push({ label: column.label, expression: column.expression, kind: 'column' });
    if (plan.grouped) groupBy.push(column.expression);
  }
  const metrics = plan.grouped ? plan.metrics.map((metric) => resolveMetric(ctx, metric)) : [];
  for (const metric of metrics) items.push({ label: metric.label, expression: metric.expression, kind: 'metric' });
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.label) && seen.add(item.label));
  return { items: unique, columns, metrics, groupBy: plan.grouped ? [...new Set(groupBy)] : [] };
}
