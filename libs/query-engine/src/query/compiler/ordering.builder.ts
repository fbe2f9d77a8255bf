import { catalogueText } from '@tessera/contracts';
import type { OrderByClause, QueryColumn } from '../query-object.types';
import type { CompileContext } from './compile-context.factory';
import { invalidQuery } from './compiler.errors';
import { resolveMetric } from './metric.resolver';
import type { SelectList } from './select-list.builder';
import { columnExpression } from './timestamp.expression';

/**
 * Whether an ungrouped query must group after all because its ordering names a metric (an adhoc
 * metric, or a saved metric that is not also a column label), as Superset's `need_groupby` does.
 */
export function orderingNeedsGrouping(ctx: CompileContext, orderby: readonly OrderByClause[], columns: readonly QueryColumn[]): boolean {
  const adhocLabels = new Set(columns.filter((column) => typeof column !== 'string').map((column) => column.label));
  return orderby.some(([target]) => {
    if (typeof target !== 'string') return true;
    return !adhocLabels.has(target) && !ctx.columnsByName.has(target) && ctx.metricsByName.has(target);
  });
}

function orderExpression(ctx: CompileContext, target: OrderByClause[0], select: SelectList): string {
  const selectedLabels = new Set(select.items.map((item) => item.label));
  if (typeof target !== 'string') {
    const metric = resolveMetric(ctx, target);
    const selected = select.metrics.find((candidate) => candidate.expression === metric.expression);
    return selected && selectedLabels.has(selected.label) ? ctx.alias(selected.label) : metric.expression;
  }
  if (selectedLabels.has(target)) return ctx.alias(target);
  const saved = ctx.metricsByName.get(target);
  if (saved) return ctx.fragment(saved.expression, 'metric');
  const column = ctx.columnsByName.get(target);
  if (column) return columnExpression(ctx, column);
  throw invalidQuery(catalogueText('Unknown column used in orderby: %s', target));
}

/**
 * ORDER BY items for `orderby` (`[target, ascending]`): an adhoc metric (referring to the selected
 * metric with the same SQL when there is one), or a name looked up among selected labels (metrics,
 * columns, `__timestamp`), saved metrics and dataset columns, in that order. Selected items are
 * ordered by their alias.
 */
export function buildOrderBy(ctx: CompileContext, orderby: readonly OrderByClause[], select: SelectList): string[] {
  return orderby.map(([target, ascending]) => `${orderExpression(ctx, target, select)} ${ascending ? 'ASC' : 'DESC'}`);
}
