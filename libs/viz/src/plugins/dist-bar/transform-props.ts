import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { DataRecord } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter, isPercentFormat } from '../../format/number-format';
import type { BarCategory, BarChartProps } from '../bar-common/bar.types';
import { seriesGroupValues } from '../timeseries-common/series-labels';
import type { DistBarFormData } from './dist-bar.types';

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The columns of the first metric, whose total orders the categories. */
function firstMetricColumns(keys: readonly string[], metricLabels: readonly string[]): string[] {
  if (metricLabels.length <= 1) return [...keys];
  const first = metricLabels[0];
  return keys.filter((key) => key === first || key.startsWith(`${first}, `));
}

/**
 * One category per pivoted row (named by its dimension values), ordered by the first metric's
 * total (descending unless `order_desc` is off) or by name with `order_bars`; one series per
 * metric and breakdown column.
 */
export function transformProps(input: TransformPropsInput<DistBarFormData>): BarChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const breakdowns = ensureIsArray(formData.columns).map(getColumnLabel);
  const metricLabels = ensureIsArray(formData.metrics).map(getMetricLabel);
  const keys = (result?.colnames ?? []).filter((name) => !groupby.includes(name));
  const sortKeys = firstMetricColumns(keys, metricLabels);
  const total = (row: DataRecord) => sortKeys.reduce((sum, key) => sum + (toNumber(row[key]) ?? 0), 0);
  const nameOf = (row: DataRecord) => groupby.map((column) => String(row[column])).join(', ');
  const descending = formData.order_desc ?? true;
  const rows = [...(result?.data ?? [])].sort((a, b) =>
    formData.order_bars ? nameOf(a).localeCompare(nameOf(b)) : descending ? total(b) - total(a) : total(a) - total(b),
  );
  const categories: BarCategory[] = rows.map((row) => ({ label: nameOf(row), groupValues: groupby.map((column) => row[column] ?? null) }));
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const format = formData.y_axis_format || DEFAULT_NUMBER_FORMAT;
  const stack = formData.bar_stacked ? 'stack' : 'none';
  return {
    width,
    height,
    categories,
    series: keys.map((key) => ({
      key,
      label: key,
      color: colors.getColor(key),
      values: rows.map((row) => toNumber(row[key])),
      groupValues: seriesGroupValues(key, breakdowns.length, result?.label_map),
    })),
    categoryColumns: groupby,
    seriesColumns: breakdowns,
    stack,
    horizontal: false,
    valueFormatter: getNumberFormatter(formData.contribution && !isPercentFormat(format) ? ',.0%' : format),
    showLegend: formData.show_legend ?? true,
    showValue: formData.show_bar_value ?? false,
    valueBounds: formData.y_axis_bounds ?? [null, null],
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: breakdowns.length > 0,
  };
}
