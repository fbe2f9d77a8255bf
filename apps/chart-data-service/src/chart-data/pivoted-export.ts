import type { ChartDataItem } from '@tessera/contracts';
import { getColumnLabel, getMetricLabel, pivotedTableFrame, pivotTableV2, type QueryColumn, type QueryMetric } from '@tessera/query-engine';
import { frameColtypes } from './result-frame';

const TEMPORAL = 2;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether Superset post-processes this chart's `post_processed` results on the server. */
export function hasPivotedExport(formData: Record<string, unknown> | null | undefined): formData is Record<string, unknown> {
  return formData?.viz_type === 'pivot_table_v2';
}

/**
 * Superset's `apply_client_processing` for `pivot_table_v2`: the grouped rows of a result become
 * the pivot table the chart shows, so "Export to Pivoted .CSV" downloads what the user sees.
 */
export function pivotedExport(item: ChartDataItem, formData: Record<string, unknown>): ChartDataItem {
  const table = pivotTableV2(
    { columns: item.colnames, rows: item.data, temporalColumns: item.colnames.filter((_, i) => item.coltypes[i] === TEMPORAL) },
    {
      rows: list(formData.groupbyRows).map((column) => getColumnLabel(column as QueryColumn)),
      columns: list(formData.groupbyColumns).map((column) => getColumnLabel(column as QueryColumn)),
      metrics: list(formData.metrics).map((metric) => getMetricLabel(metric as QueryMetric)),
      aggregateFunction: typeof formData.aggregateFunction === 'string' ? formData.aggregateFunction : 'Sum',
      transposePivot: Boolean(formData.transposePivot),
      combineMetric: Boolean(formData.combineMetric),
      // Superset's own mapping: `colTotals` adds total columns, `rowTotals` total rows.
      showRowsTotal: Boolean(formData.colTotals),
      showColumnsTotal: Boolean(formData.rowTotals),
      metricsOnRows: formData.metricsLayout === 'ROWS',
    },
  );
  const frame = pivotedTableFrame(table);
  return {
    ...item,
    colnames: frame.columns,
    coltypes: frameColtypes(frame),
    indexnames: frame.rows.map((row) => row['']),
    data: frame.rows,
    rowcount: frame.rows.length,
  };
}
