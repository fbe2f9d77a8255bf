import { catalogueText } from '@tessera/contracts';
import type { DatasetDefinition } from '../dataset-definition.types';
import { getColumnLabel } from '../query-labels.util';
import type { QueryObject } from '../query-object.types';
import { createCompileContext, type CompileContext } from './compile-context.factory';
import type { CompiledQuery, CompileOptions } from './compile-options.types';
import { invalidQuery } from './compiler.errors';
import { buildFilters } from './filters.builder';
import { buildFromClause } from './from-clause.builder';
import { resolveMetric } from './metric.resolver';
import { buildOrderBy } from './ordering.builder';
import { queryShape, resolveMode, validateShape, type QueryShape } from './query-shape.resolver';
import { granularityFilters, mainDttmFilters, resolveQueryTime, timeExtrasStatus } from './query-time.resolver';
import { effectiveRowLimit } from './row-limit.util';
import { buildSelectList, type SelectList } from './select-list.builder';
import { buildSeriesLimitJoin } from './series-limit.builder';

interface Clauses {
  select: SelectList;
  from: string;
  join: string | null;
  where: string[];
  having: string[];
  orderBy: string[];
  limit: string;
}

function assemble(ctx: CompileContext, clauses: Clauses): string {
  const items = clauses.select.items.map((item) => `${item.expression} AS ${ctx.alias(item.label)}`);
  const lines = [`SELECT ${items.join(', ')}`, `FROM ${clauses.from}`];
  if (clauses.join) lines.push(clauses.join);
  if (clauses.where.length) lines.push(`WHERE ${clauses.where.join(' AND ')}`);
  if (clauses.select.groupBy.length) lines.push(`GROUP BY ${clauses.select.groupBy.join(', ')}`);
  if (clauses.having.length) lines.push(`HAVING ${clauses.having.join(' AND ')}`);
  if (clauses.orderBy.length) lines.push(`ORDER BY ${clauses.orderBy.join(', ')}`);
  if (clauses.limit) lines.push(clauses.limit);
  return lines.join('\n');
}

function seriesJoin(
  ctx: CompileContext,
  query: QueryObject,
  shape: QueryShape,
  select: SelectList,
  from: string,
  where: string[],
): string | null {
  if (!shape.grouped || shape.seriesLimit <= 0) return null;
  const labels = query.series_columns.map(getColumnLabel);
  const series = select.columns.filter((column) => (labels.length ? labels.includes(column.label) : shape.timeseries));
  if (!series.length) return null;
  return buildSeriesLimitJoin(ctx, {
    series,
    mainMetric: select.metrics[0]?.expression ?? 'COUNT(*)',
    orderMetric: query.series_limit_metric ? resolveMetric(ctx, query.series_limit_metric).expression : null,
    orderDesc: query.order_desc,
    limit: shape.seriesLimit,
    from,
    where,
  });
}

/**
 * Compiles one normalized query object into SQL for the dataset's engine, following Superset's
 * `get_sqla_query`: SELECT list (x-axis and `__timestamp` time grains, columns, metrics), WHERE
 * (fetch-values predicate, granularity time range, filters, RLS clauses, `extras.where`), GROUP BY,
 * HAVING (metric filters, `extras.having`), the top-N series join, ORDER BY, LIMIT/OFFSET, and the
 * `is_rowcount` wrapper. Every user value is a bound parameter; every custom SQL fragment is
 * validated and parenthesised; identifiers are quoted by the dialect.
 *
 * Choices where Superset leaves room: a filter on a name that is neither a column nor a saved
 * metric is skipped and reported in `rejectedFilters` (Superset does so for every filter, not only
 * dashboard ones), while unknown names in `columns`, metrics and `orderby` are errors; `IN []`
 * matches nothing and `NOT IN []` everything (Superset raises); the series-limit join is NULL-safe;
 * `always_filter_main_dttm` also applies to TEMPORAL_RANGE filters on other temporal columns; legacy
 * `since`/`until` are read when there is no time range; relative phrases default to `today`
 * anchors (`DEFAULT_RELATIVE_START_TIME`/`END_TIME`). Time is UTC: sessions should run in UTC.
 */
export function compileQuery(query: QueryObject, dataset: DatasetDefinition, options: CompileOptions): CompiledQuery {
  const ctx = createCompileContext(dataset, options.now, options.allowAdhocSubqueries ?? false);
  const mode = resolveMode(query, options);
  const shape = queryShape(ctx, query, mode);
  validateShape(ctx, query, shape);
  const time = resolveQueryTime(ctx, query, mode === 'samples');
  if (shape.timeseries && !time.granularity) {
    throw invalidQuery(catalogueText('Datetime column not provided as part table configuration and is required by this type of chart'));
  }
  const select = buildSelectList(ctx, {
    columns: shape.columns,
    metrics: shape.metrics,
    grouped: shape.grouped,
    granularity: time.granularity,
    timeseries: shape.timeseries,
    grain: query.extras.time_grain_sqla ?? null,
  });
  const filters = buildFilters(ctx, query.filters, {
    timestampColumn: query.is_timeseries ? time.granularity : null,
    skipTimeRanges: mode === 'samples',
    timeRange: time.rangeOf,
    alsoFilter: (column, bounds) => mainDttmFilters(ctx, column, bounds),
    allowHaving: shape.grouped,
  });
  const fetchPredicate = query.apply_fetch_values_predicate && dataset.fetchValuesPredicate?.trim();
  const where = [
    ...(fetchPredicate ? [ctx.fragment(fetchPredicate, 'where')] : []),
    ...granularityFilters(ctx, time),
    ...filters.where,
    ...(options.rlsClauses ?? []).map((clause) => ctx.fragment(clause, 'rls')),
    ...(query.extras.where?.trim() ? [ctx.fragment(query.extras.where, 'where')] : []),
  ];
  const having = shape.grouped
    ? [...filters.having, ...(query.extras.having?.trim() ? [ctx.fragment(query.extras.having, 'having')] : [])]
    : [];
  const from = buildFromClause(ctx);
  const rowLimit = effectiveRowLimit(query.row_limit, mode, options);
  let sql = assemble(ctx, {
    select,
    from,
    join: seriesJoin(ctx, query, shape, select, from, where),
    where,
    having,
    orderBy: buildOrderBy(ctx, shape.orderby, select),
    limit: ctx.dialect.limitClause(rowLimit, query.row_offset).trim(),
  });
  let columns = select.items.map((item) => item.label);
  if (query.is_rowcount) {
    sql = `SELECT COUNT(*) AS ${ctx.alias('rowcount')}\nFROM (\n${sql}\n) AS ${ctx.quote('rowcount_qry')}`;
    columns = ['rowcount'];
  }
  const rendered = ctx.params.render(sql, ctx.dialect);
  const timeStatus = timeExtrasStatus(ctx, query.applied_time_extras);
  return {
    ...rendered,
    columns,
    metricLabels: query.is_rowcount ? [] : select.metrics.map((metric) => metric.label),
    fromDttm: time.bounds.since?.getTime() ?? null,
    toDttm: time.bounds.until?.getTime() ?? null,
    appliedFilters: [...filters.applied, ...timeStatus.applied],
    rejectedFilters: [...filters.rejected, ...timeStatus.rejected],
    rowLimit,
  };
}
