import { catalogueText } from '@tessera/contracts';
import { DTTM_ALIAS, getColumnLabel, getMetricLabel } from '../query-labels.util';
import type { OrderByClause, QueryColumn, QueryMetric, QueryObject } from '../query-object.types';
import type { CompileContext } from './compile-context.factory';
import type { CompileMode, CompileOptions } from './compile-options.types';
import { columnsMissing, invalidQuery } from './compiler.errors';
import { orderingNeedsGrouping } from './ordering.builder';

/** What a query object asks for once its mode is settled. */
export interface QueryShape {
  mode: CompileMode;
  columns: QueryColumn[];
  metrics: QueryMetric[];
  grouped: boolean;
  timeseries: boolean;
  orderby: OrderByClause[];
  seriesLimit: number;
}

export function resolveMode(query: QueryObject, options: CompileOptions): CompileMode {
  if (options.mode) return options.mode;
  if (query.result_type === 'samples' || query.result_type === 'drill_detail') return query.result_type;
  return Array.isArray(query.metrics) || query.is_timeseries ? 'aggregate' : 'raw';
}

/**
 * The columns, metrics and grouping a mode implies. Samples and drill-detail read every dataset
 * column without metrics or ordering (Superset's `_get_samples`/`_get_drill_detail`); a raw query
 * groups only when its ordering needs a metric.
 */
export function queryShape(ctx: CompileContext, query: QueryObject, mode: CompileMode): QueryShape {
  if (mode === 'samples' || mode === 'drill_detail') {
    const columns = ctx.dataset.columns.map((column) => column.columnName);
    return { mode, columns, metrics: [], grouped: false, timeseries: false, orderby: [], seriesLimit: 0 };
  }
  const base = { mode, columns: query.columns, orderby: query.orderby, seriesLimit: query.series_limit };
  if (mode === 'raw') {
    const grouped = orderingNeedsGrouping(ctx, query.orderby, query.columns);
    return { ...base, metrics: [], grouped, timeseries: false };
  }
  return { ...base, metrics: query.metrics ?? [], grouped: true, timeseries: query.is_timeseries };
}

function duplicates(labels: readonly string[]): string[] {
  return [...new Set(labels.filter((label, index) => labels.indexOf(label) !== index))];
}

/** Superset's `QueryObject.validate` and the processor's missing-column check. */
export function validateShape(ctx: CompileContext, query: QueryObject, shape: QueryShape): void {
  if (!shape.metrics.length && !shape.columns.length) throw invalidQuery(catalogueText('Empty query?'));
  const missing = [
    ...shape.columns.filter((column): column is string => typeof column === 'string' && column !== DTTM_ALIAS),
    ...shape.metrics.flatMap((metric) =>
      typeof metric !== 'string' && metric.expressionType === 'SIMPLE' && metric.column && metric.column.column_name !== '*'
        ? [metric.column.column_name]
        : [],
    ),
  ].filter((name) => !ctx.columnsByName.has(name));
  if (missing.length) throw columnsMissing([...new Set(missing)]);
  if (shape.mode === 'samples' || shape.mode === 'drill_detail') return;
  const labels = [...shape.metrics.map(getMetricLabel), ...shape.columns.map(getColumnLabel)];
  const repeated = duplicates(labels);
  if (repeated.length) {
    throw invalidQuery(
      catalogueText(
        'Duplicate column/metric labels: %s. Please make sure all columns and metrics have a unique label.',
        repeated.map((label) => `"${label}"`).join(', '),
      ),
    );
  }
  const columnLabels = new Set(shape.columns.map(getColumnLabel));
  const absent = query.series_columns.map(getColumnLabel).filter((label) => !columnLabels.has(label));
  if (absent.length) {
    throw invalidQuery(
      catalogueText(
        'The following entries in `series_columns` are missing in `columns`: %s. ',
        absent.map((label) => `"${label}"`).join(', '),
      ),
    );
  }
}
