import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { DataRecord } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { RgbaColor, WaterfallChartProps, WaterfallFormData, WaterfallKind, WaterfallStep } from './waterfall.types';

export const TOTAL_LABEL = 'Total';
/** Superset's default increase, decrease and total colours. */
const DEFAULT_COLORS: Record<WaterfallKind, RgbaColor> = {
  increase: { r: 90, g: 193, b: 137 },
  decrease: { r: 224, g: 67, b: 85 },
  total: { r: 102, g: 102, b: 102 },
};

function hex(color: RgbaColor | undefined, fallback: RgbaColor): string {
  const { r, g, b } = color && [color.r, color.g, color.b].every(Number.isFinite) ? color : fallback;
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

function valueOf(row: DataRecord, metric: string): number {
  const value = Number(row[metric]);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A running total, step by step: one step per x value (rows of one x summed) ending with the grand
 * total, or, with a breakdown, a step per breakdown value and a total bar closing each x value.
 */
export function transformProps(input: TransformPropsInput<WaterfallFormData>): WaterfallChartProps {
  const { formData, width, height } = input;
  const result = input.queriesData[0];
  const metric = formData.metric ? getMetricLabel(formData.metric) : '';
  const xColumn = formData.x_axis ? getColumnLabel(formData.x_axis) : (result?.colnames[0] ?? '');
  const breakdown = ensureIsArray(formData.groupby).map(getColumnLabel)[0];
  const format = getNumberFormatter(formData.y_axis_format);
  const temporal = result?.coltypes[result.colnames.indexOf(xColumn)] === GenericDataType.TEMPORAL;
  const formatTime = getTimeFormatter(formData.x_axis_time_format);
  const xLabel = (value: unknown) =>
    value === null || value === undefined ? '<NULL>' : temporal && typeof value === 'number' ? formatTime(value) : String(value);

  const periods = new Map<string, { x: unknown; rows: DataRecord[] }>();
  for (const row of result?.data ?? []) {
    const key = String(row[xColumn]);
    const period = periods.get(key) ?? { x: row[xColumn], rows: [] };
    period.rows.push(row);
    periods.set(key, period);
  }

  const steps: WaterfallStep[] = [];
  let total = 0;
  const addStep = (label: string, value: number, drillColumns: string[], drillValues: unknown[]) => {
    const from = total;
    total += value;
    steps.push({
      label,
      kind: value < 0 ? 'decrease' : 'increase',
      value,
      from,
      to: total,
      formattedValue: format(value),
      formattedTotal: format(total),
      drillColumns,
      drillValues: drillValues as WaterfallStep['drillValues'],
    });
  };
  const addTotal = (label: string) =>
    steps.push({
      label,
      kind: 'total',
      value: total,
      from: 0,
      to: total,
      formattedValue: format(total),
      formattedTotal: format(total),
      drillColumns: [],
      drillValues: [],
    });

  for (const { x, rows } of periods.values()) {
    if (!breakdown) {
      addStep(
        xLabel(x),
        rows.reduce((sum, row) => sum + valueOf(row, metric), 0),
        [xColumn],
        [x],
      );
      continue;
    }
    for (const row of rows) addStep(xLabel(row[breakdown]), valueOf(row, metric), [xColumn, breakdown], [x, row[breakdown]]);
    addTotal(xLabel(x));
  }
  if (!breakdown && steps.length > 0) addTotal(TOTAL_LABEL);

  return {
    width,
    height,
    steps,
    colors: {
      increase: hex(formData.increase_color, DEFAULT_COLORS.increase),
      decrease: hex(formData.decrease_color, DEFAULT_COLORS.decrease),
      total: hex(formData.total_color, DEFAULT_COLORS.total),
    },
    showValue: formData.show_value ?? false,
    showLegend: formData.show_legend ?? true,
    xAxisLabel: formData.x_axis_label ?? '',
    yAxisLabel: formData.y_axis_label ?? '',
    yFormatter: format,
  };
}
