import { nullSafeEquals } from '../../sql/engine-sql.helpers';
import type { ResolvedColumn } from './column.resolver';
import type { CompileContext } from './compile-context.factory';

/** Superset's `SERIES_LIMIT_SUBQ_ALIAS`. */
const SUBQUERY_ALIAS = 'series_limit';
const MAIN_METRIC = 'mme_inner';

export interface SeriesLimitPlan {
  series: readonly ResolvedColumn[];
  /** The first metric's expression (or COUNT(*)) ranking the series. */
  mainMetric: string;
  /** `series_limit_metric`'s expression, when it ranks instead. */
  orderMetric: string | null;
  orderDesc: boolean;
  limit: number;
  from: string;
  where: readonly string[];
}

/** `__`, lengthened until no dataset column has one of the inner aliases as its name. */
function aliasSuffix(ctx: CompileContext, labels: readonly string[]): string {
  let suffix = '__';
  while ([...labels, MAIN_METRIC].some((label) => ctx.columnsByName.has(label + suffix))) suffix += '_';
  return suffix;
}

/**
 * The JOIN restricting a grouped query to its top `limit` series: a derived table ranking the
 * series columns by the main metric (or `series_limit_metric`) under the same WHERE clause, joined
 * on every series column. A JOIN rather than `IN (subquery … LIMIT)`, which MySQL rejects; the join
 * is NULL-safe so a NULL series member that ranks in the top N is kept.
 */
export function buildSeriesLimitJoin(ctx: CompileContext, plan: SeriesLimitPlan): string {
  const suffix = aliasSuffix(
    ctx,
    plan.series.map((column) => column.label),
  );
  const innerAlias = (label: string): string => ctx.alias(label + suffix);
  const metricAlias = innerAlias(MAIN_METRIC);
  const select = [
    ...plan.series.map((column) => `${column.expression} AS ${innerAlias(column.label)}`),
    `${plan.mainMetric} AS ${metricAlias}`,
  ];
  const lines = [`SELECT ${select.join(', ')}`, `FROM ${plan.from}`];
  if (plan.where.length) lines.push(`WHERE ${plan.where.join(' AND ')}`);
  lines.push(`GROUP BY ${plan.series.map((column) => column.expression).join(', ')}`);
  lines.push(`ORDER BY ${plan.orderMetric ?? metricAlias} ${plan.orderDesc ? 'DESC' : 'ASC'}`);
  lines.push(ctx.dialect.limitClause(plan.limit).trim());
  const subquery = ctx.quote(SUBQUERY_ALIAS);
  const on = plan.series.map((column) =>
    nullSafeEquals(ctx.engine, ctx.operand(column.expression), `${subquery}.${innerAlias(column.label)}`),
  );
  return `JOIN (\n${lines.join('\n')}\n) AS ${subquery} ON ${on.join(' AND ')}`;
}
