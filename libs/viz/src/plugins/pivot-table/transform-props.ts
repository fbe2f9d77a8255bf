import { colorForValue, getColorFormatters } from '../../color/conditional-formatting';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { DataValue } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { aggregateFormat } from './aggregators';
import type { PivotEntry } from './pivot-axis';
import type { PivotAxis } from './pivot-key';
import { METRIC_ATTRIBUTE } from './pivot-key';
import { buildPivotModel } from './pivot-model';
import type { PivotModel } from './pivot-model';
import type { PivotCellView, PivotTableChartProps, PivotTableFormData } from './pivot-table.types';
import { chartText } from '../../core/i18n/chart-text';

function entryValues(model: PivotModel, side: 'row' | 'col', axis: PivotAxis, entry: PivotEntry): DataValue[] {
  return entry.key.map((label, i) => (label === null || i === axis.metricIndex ? null : model.rawValue(side, i, label)));
}

function metricOf(axis: PivotAxis, entry: PivotEntry): string | null {
  return axis.metricIndex >= 0 ? entry.key[axis.metricIndex] : null;
}

/**
 * Pivots the grouped rows in the browser: dimensions on rows and columns (swapped when
 * transposed), metrics as the outer or inner level of either axis, every cell aggregated with the
 * chosen function, formatted, and coloured by the conditional formatting of its metric.
 */
export function transformProps(input: TransformPropsInput<PivotTableFormData>): PivotTableChartProps {
  const { formData, width, height, hooks, datasource } = input;
  const result = input.queriesData[0];
  const data = result?.data ?? [];
  const groupRows = ensureIsArray(formData.groupbyRows).map(getColumnLabel);
  const groupCols = ensureIsArray(formData.groupbyColumns).map(getColumnLabel);
  const [rows, cols] = formData.transposePivot ? [groupCols, groupRows] : [groupRows, groupCols];
  const metrics = ensureIsArray(formData.metrics).map(getMetricLabel);
  const aggregate = formData.aggregateFunction ?? 'Sum';
  const formatDate = getTimeFormatter(formData.date_format, formData.time_grain_sqla);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  const model = buildPivotModel(data, {
    rows,
    cols,
    metrics,
    metricsOnRows: formData.metricsLayout === 'ROWS',
    combineMetric: formData.combineMetric ?? false,
    aggregate,
    rowTotals: formData.rowTotals ?? false,
    colTotals: formData.colTotals ?? false,
    rowSubTotals: formData.rowSubTotals ?? false,
    colSubTotals: formData.colSubTotals ?? false,
    rowOrder: formData.rowOrder ?? 'key_a_to_z',
    colOrder: formData.colOrder ?? 'key_a_to_z',
    rowSubtotalsFirst: formData.rowSubtotalPosition ?? false,
    colSubtotalsFirst: formData.colSubtotalPosition ?? false,
    label: (column, value) =>
      value === null ? 'NULL' : temporal.has(column) && typeof value === 'number' ? formatDate(value) : String(value),
  });

  const verbose = new Map<string, string>();
  for (const column of datasource?.columns ?? []) if (column.verbose_name) verbose.set(column.column_name, column.verbose_name);
  for (const metric of datasource?.metrics ?? []) if (metric.verbose_name) verbose.set(metric.metric_name, metric.verbose_name);
  const attrLabel = (attr: string) => (attr === METRIC_ATTRIBUTE ? chartText('Metric') : (verbose.get(attr) ?? attr));
  const format = getNumberFormatter(aggregateFormat(aggregate, formData.valueFormat));
  const colors = getColorFormatters(formData.conditional_formatting, data);

  const cells: PivotCellView[][] = model.rowEntries.map((rowEntry) =>
    model.colEntries.map((colEntry) => {
      const value = model.cells.value(rowEntry.key, colEntry.key);
      const metric = metricOf(model.rowAxis, rowEntry) ?? metricOf(model.colAxis, colEntry);
      const isData = rowEntry.kind === 'data' && colEntry.kind === 'data';
      const background = isData && metric ? colorForValue(colors, metric, value) : undefined;
      const text = typeof value === 'number' ? format(value) : value === null ? '' : value;
      return background ? { value, text, background } : { value, text };
    }),
  );
  return {
    width,
    height,
    rowAttrs: model.rowAxis.attrs,
    colAttrs: model.colAxis.attrs,
    rowAttrLabels: model.rowAxis.attrs.map(attrLabel),
    colAttrLabels: model.colAxis.attrs.map(attrLabel),
    rowEntries: model.rowEntries,
    colEntries: model.colEntries,
    rowValues: model.rowEntries.map((entry) => entryValues(model, 'row', model.rowAxis, entry)),
    colValues: model.colEntries.map((entry) => entryValues(model, 'col', model.colAxis, entry)),
    cells,
    metricLabels: Object.fromEntries(metrics.map((metric) => [metric, verbose.get(metric) ?? metric])),
    totalLabel: chartText('Total (%s)', aggregate),
    valueHeader: aggregate,
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: rows.length + cols.length > 0,
  };
}
