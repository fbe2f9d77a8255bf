import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { DataValue } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { GanttBar, GanttChartProps, GanttFormData } from './gantt.types';

const SINGLE_COLOR_LABEL = '';

function toTime(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' ? value : new Date(String(value)).getTime();
  return Number.isFinite(time) ? time : null;
}

/**
 * A bar per row from its start to its end, on the row of its y value (and series value, with
 * subcategories), coloured by series from the dashboard's scheme; rows keep the result's order.
 */
export function transformProps(input: TransformPropsInput<GanttFormData>): GanttChartProps {
  const { formData, width, height, hooks } = input;
  const data = input.queriesData[0]?.data ?? [];
  const [start, end, y] = [formData.start_time, formData.end_time, formData.y_axis].map((column) => (column ? getColumnLabel(column) : ''));
  const seriesColumn = formData.series ? getColumnLabel(formData.series) : null;
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const formatNumber = getNumberFormatter(undefined);
  const formatTooltip = getTimeFormatter(formData.tooltipTimeFormat);
  const metrics = ensureIsArray(formData.tooltip_metrics).map(getMetricLabel);
  const extraColumns = ensureIsArray(formData.tooltip_columns).map(getColumnLabel);
  const rowKey = (yValue: DataValue, seriesValue: DataValue) =>
    formData.subcategories && seriesColumn ? `${String(yValue)} / ${String(seriesValue)}` : String(yValue);
  const rows: string[] = [];
  const bars: GanttBar[] = [];
  for (const record of data) {
    const [from, to] = [toTime(record[start]), toTime(record[end])];
    if (from === null || to === null) continue;
    const yValue = record[y] ?? null;
    const seriesValue = seriesColumn ? (record[seriesColumn] ?? null) : null;
    const key = rowKey(yValue, seriesValue);
    if (!rows.includes(key)) rows.push(key);
    bars.push({
      row: rows.indexOf(key),
      start: Math.min(from, to),
      end: Math.max(from, to),
      color: colors.getColor(seriesColumn ? String(seriesValue) : SINGLE_COLOR_LABEL),
      yValue,
      seriesValue,
      details: [
        ...metrics.map((metric) => ({ label: metric, value: formatNumber(Number(record[metric])) })),
        ...extraColumns.map((column) => ({ label: column, value: String(record[column] ?? '') })),
      ],
    });
  }
  const seriesValues = seriesColumn ? [...new Set(bars.map((bar) => String(bar.seriesValue)))] : [];
  return {
    width,
    height,
    rows,
    bars,
    legend: seriesValues.map((label) => ({ label, color: colors.getColor(label) })),
    yColumn: y,
    seriesColumn,
    showLegend: formData.show_legend ?? true,
    formatAxis: getTimeFormatter(formData.x_axis_time_format),
    formatTooltip: (time) => formatTooltip(time),
  };
}
