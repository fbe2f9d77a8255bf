import { catalogueText } from '@tessera/contracts';
import { getMetricLabel } from '../query-labels.util';
import type { AdhocMetricSimple, QueryMetric } from '../query-object.types';
import type { CompileContext } from './compile-context.factory';
import { columnsMissing, invalidQuery } from './compiler.errors';
import { columnExpression } from './timestamp.expression';

/** A metric reference turned into an aggregate SQL expression. */
export interface ResolvedMetric {
  label: string;
  expression: string;
}

function simpleAggregate(ctx: CompileContext, metric: AdhocMetricSimple): string {
  const name = metric.column?.column_name;
  if (name === undefined || name === '*') {
    if (metric.aggregate !== 'COUNT') throw invalidQuery(catalogueText('Adhoc metric %s needs a column', metric.aggregate));
    return 'COUNT(*)';
  }
  const column = ctx.columnsByName.get(name);
  if (!column) throw columnsMissing([name]);
  const expression = columnExpression(ctx, column);
  return metric.aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${expression})` : `${metric.aggregate}(${expression})`;
}

/**
 * Superset's metric handling: a saved metric by name (its stored expression validated like any
 * custom SQL), a SIMPLE adhoc metric (an aggregate over a quoted dataset column; COUNT without a
 * column counts rows), or a SQL adhoc metric (a validated fragment).
 */
export function resolveMetric(ctx: CompileContext, metric: QueryMetric): ResolvedMetric {
  const label = getMetricLabel(metric);
  if (typeof metric === 'string') {
    const saved = ctx.metricsByName.get(metric);
    if (!saved) throw invalidQuery(catalogueText("Metric '%s' does not exist", metric));
    return { label, expression: ctx.fragment(saved.expression, 'metric') };
  }
  if (metric.expressionType === 'SIMPLE') return { label, expression: simpleAggregate(ctx, metric) };
  return { label, expression: ctx.fragment(metric.sqlExpression, 'metric') };
}
