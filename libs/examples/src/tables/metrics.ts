import type { ExampleMetric } from './example-table.types';

// Upper-case column names must be quoted to survive PostgreSQL's case folding.
function columnRef(column: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(column) ? column : `"${column}"`;
}

export const COUNT_METRIC: ExampleMetric = { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)', metric_type: 'count' };

/** `sum__<column>` = SUM(column), as Superset names its generated metrics. */
export function sumMetric(column: string): ExampleMetric {
  return { metric_name: `sum__${column}`, expression: `SUM(${columnRef(column)})`, verbose_name: `SUM(${column})`, metric_type: 'sum' };
}

export function avgMetric(column: string): ExampleMetric {
  return { metric_name: `avg__${column}`, expression: `AVG(${columnRef(column)})`, verbose_name: `AVG(${column})`, metric_type: 'avg' };
}
