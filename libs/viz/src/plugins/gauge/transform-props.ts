import { getCategoricalScheme } from '../../color/categorical-schemes';
import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import type { GaugeChartProps, GaugeFormData, GaugeItem } from './gauge.types';

/** A saved number, which text controls keep as a string (`"null"` when never set). */
function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || value === 'null') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function numbersList(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)
    .filter(Number.isFinite);
}

/**
 * The coloured axis segments: each bound as a share of the axis, coloured by its 1-based pick of
 * the scheme's colours (the scheme's colours in order where no pick is given).
 */
function intervalsOf(formData: GaugeFormData, min: number, max: number): GaugeChartProps['intervals'] {
  const colors = getCategoricalScheme(formData.color_scheme as string | undefined).colors;
  const picks = numbersList(formData.interval_color_indices);
  const span = max - min || 1;
  return numbersList(formData.intervals).map((bound, i) => ({
    to: (bound - min) / span,
    color: picks[i] !== undefined ? colors[(((picks[i] - 1) % colors.length) + colors.length) % colors.length] : colors[i % colors.length],
  }));
}

/**
 * One gauge item per row (named `column: value, …` as Superset names them), the axis from the
 * chosen min and max or, unset, from twice the smallest and largest value (0 included), and the
 * axis labels at each split.
 */
export function transformProps(input: TransformPropsInput<GaugeFormData>): GaugeChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const formatNumber = getNumberFormatter(formData.number_format);
  const template = formData.value_formatter ?? '{value}';
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const items: GaugeItem[] = (result?.data ?? [])
    .map((row) => ({ groupValues: groupby.map((column) => row[column] ?? null), value: Number(row[metricLabel]) }))
    .filter((row) => Number.isFinite(row.value))
    .map((row) => {
      const name = groupby.map((column, i) => `${column}: ${String(row.groupValues[i])}`).join(', ');
      return {
        name,
        value: row.value,
        formattedValue: template.replace('{value}', formatNumber(row.value)),
        color: colors.getColor(name || metricLabel),
        groupValues: row.groupValues,
      };
    });
  const values = [...items.map((item) => item.value), 0];
  const min = numberOrNull(formData.min_val) ?? 2 * Math.min(...values);
  let max = numberOrNull(formData.max_val) ?? 2 * Math.max(...values);
  if (max <= min) max = min + 1;
  const splits = Math.max(Math.round(Number(formData.split_number ?? 10)) || 10, 1);
  const ticks = Array.from({ length: splits + 1 }, (_, k) => {
    const value = min + ((max - min) * k) / splits;
    return { value, label: formatNumber(value) };
  });
  return {
    width,
    height,
    items,
    metricLabel,
    groupby,
    min,
    max,
    startAngle: numberOrNull(formData.start_angle) ?? 225,
    endAngle: numberOrNull(formData.end_angle) ?? -45,
    fontSize: Number(formData.font_size ?? 15) || 15,
    ticks,
    intervals: intervalsOf(formData, min, max),
    showPointer: formData.show_pointer ?? true,
    showAxisTick: formData.show_axis_tick ?? false,
    showSplitLine: formData.show_split_line ?? false,
    showProgress: formData.show_progress ?? true,
    overlap: formData.overlap ?? true,
    roundCap: formData.round_cap ?? false,
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
