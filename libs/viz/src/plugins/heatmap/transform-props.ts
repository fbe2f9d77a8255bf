import { createSequentialScale, getSequentialScheme } from '../../color/sequential-schemes';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { DataRecord, DataValue } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { HeatmapAxisSort, HeatmapCell, HeatmapChartProps, HeatmapFormData } from './heatmap.types';

const LEGEND_STOPS = 10;
const formatPercent = getNumberFormatter('.2%');

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Distinct values of a column ordered by label or by the metric's total per value. */
function axisValues(
  rows: readonly DataRecord[],
  column: string,
  metric: string,
  sort: HeatmapAxisSort,
  label: (value: DataValue) => string,
): DataValue[] {
  const totals = new Map<DataValue, number>();
  for (const row of rows) totals.set(row[column] ?? null, (totals.get(row[column] ?? null) ?? 0) + (toNumber(row[metric]) ?? 0));
  const values = [...totals.keys()];
  const byLabel = (a: DataValue, b: DataValue) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : label(a).localeCompare(label(b), undefined, { numeric: true });
  const compare: Record<HeatmapAxisSort, (a: DataValue, b: DataValue) => number> = {
    alpha_asc: byLabel,
    alpha_desc: (a, b) => byLabel(b, a),
    value_asc: (a, b) => (totals.get(a) ?? 0) - (totals.get(b) ?? 0),
    value_desc: (a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0),
  };
  return values.sort(compare[sort] ?? byLabel);
}

/**
 * A cell per x/y pair coloured on the sequential scheme by its value, or by its rank when
 * normalised; axes ordered as asked; temporal x values formatted with the time format.
 */
export function transformProps(input: TransformPropsInput<HeatmapFormData>): HeatmapChartProps {
  const { formData, width, height } = input;
  const result = input.queriesData[0];
  const rows = result?.data ?? [];
  const xColumn = formData.x_axis ? getColumnLabel(formData.x_axis) : '';
  const yColumn = ensureIsArray(formData.groupby).map(getColumnLabel)[0] ?? '';
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const xTemporal = result?.coltypes[result.colnames.indexOf(xColumn)] === GenericDataType.TEMPORAL;
  const formatTime = getTimeFormatter(formData.x_axis_time_format, formData.time_grain_sqla);
  const xLabel = (value: DataValue) => (xTemporal && typeof value === 'number' ? formatTime(value) : String(value));
  const yLabel = (value: DataValue) => String(value);
  const xs = axisValues(rows, xColumn, metricLabel, formData.sort_x_axis ?? 'alpha_asc', xLabel);
  const ys = axisValues(rows, yColumn, metricLabel, formData.sort_y_axis ?? 'alpha_asc', yLabel);

  const colorColumn = formData.normalized ? 'rank' : metricLabel;
  const colorValues = rows.map((row) => toNumber(row[colorColumn])).filter((value): value is number => value !== null);
  const extent: [number, number] = colorValues.length ? [Math.min(...colorValues), Math.max(...colorValues)] : [0, 1];
  const scale = createSequentialScale(getSequentialScheme(formData.linear_color_scheme), extent);
  const formatValue = getNumberFormatter(formData.y_axis_format);
  const formatLegend = formData.normalized ? formatPercent : formatValue;
  const total = rows.reduce((sum, row) => sum + (toNumber(row[metricLabel]) ?? 0), 0);

  const cells: HeatmapCell[] = rows.flatMap((row) => {
    const value = toNumber(row[metricLabel]);
    const colorValue = toNumber(row[colorColumn]);
    if (value === null || colorValue === null) return [];
    return [
      {
        x: xs.indexOf(row[xColumn] ?? null),
        y: ys.indexOf(row[yColumn] ?? null),
        xValue: row[xColumn] ?? null,
        yValue: row[yColumn] ?? null,
        color: scale(colorValue),
        formattedValue: formatValue(value),
        formattedPercent: formatPercent(total === 0 ? 0 : value / total),
      },
    ];
  });
  return {
    width,
    height,
    xLabels: xs.map(xLabel),
    yLabels: ys.map(yLabel),
    cells,
    xColumn,
    yColumn,
    metricLabel,
    legend: {
      colors: Array.from({ length: LEGEND_STOPS }, (_, i) => scale(extent[0] + ((extent[1] - extent[0]) * i) / (LEGEND_STOPS - 1))),
      low: formatLegend(extent[0]),
      high: formatLegend(extent[1]),
    },
    showLegend: formData.show_legend ?? true,
    showValues: formData.show_values ?? false,
    showPercentage: formData.show_percentage ?? true,
  };
}
