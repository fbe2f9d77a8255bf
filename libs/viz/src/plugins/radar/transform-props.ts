import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { DataValue } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { RadarChartProps, RadarFormData, RadarIndicator, RadarLabelPosition, RadarSeries } from './radar.types';

const POSITIONS: readonly RadarLabelPosition[] = ['top', 'bottom', 'left', 'right', 'inside'];

/** Superset offers ECharts' inside* positions too; they all sit on the point here. */
function labelPositionOf(value: unknown): RadarLabelPosition {
  if (typeof value !== 'string') return 'top';
  if (POSITIONS.includes(value as RadarLabelPosition)) return value as RadarLabelPosition;
  return value.startsWith('inside') ? 'inside' : 'top';
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Each metric's spoke spans 0 (or the chosen or data minimum) to the chosen maximum or else the
 * largest value; a spoke whose values are all 0 keeps 0 at the centre.
 */
function indicatorsOf(formData: RadarFormData, metricLabels: string[], series: RadarSeries[]): RadarIndicator[] {
  return metricLabels.map((name, i) => {
    const values = series.map((s) => s.values[i]).filter((value): value is number => value !== null);
    const config = formData.column_config?.[name] ?? {};
    const dataMax = values.length > 0 ? Math.max(...values) : 1;
    const max = toNumber(config.radarMetricMaxValue) ?? (dataMax === 0 ? 1 : dataMax);
    const min =
      config.radarMetricMinValue === undefined
        ? 0
        : (toNumber(config.radarMetricMinValue) ?? (values.length > 0 ? Math.min(...values) : 0));
    return { name, min, max: max > min ? max : min + 1 };
  });
}

/**
 * One polygon per group (named by its formatted dimension values, coloured through the dashboard's
 * colour namespace), one spoke per metric, point labels as the label type says.
 */
export function transformProps(input: TransformPropsInput<RadarFormData>): RadarChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const metricLabels = ensureIsArray(formData.metrics).map(getMetricLabel);
  const formatValue = getNumberFormatter(formData.number_format);
  const formatDate = getTimeFormatter(formData.date_format);
  const temporal = new Set(groupby.filter((column) => result?.coltypes[result.colnames.indexOf(column)] === GenericDataType.TEMPORAL));
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const withKey = formData.label_type === 'key_value';

  const series: RadarSeries[] = (result?.data ?? []).map((row) => {
    const groupValues: DataValue[] = groupby.map((column) => row[column] ?? null);
    const name = groupValues
      .map((value, i) => (temporal.has(groupby[i]) && typeof value === 'number' ? formatDate(value) : String(value)))
      .join(', ');
    const values = metricLabels.map((metric) => toNumber(row[metric]));
    const formattedValues = values.map((value) => (value === null ? '' : formatValue(value)));
    return {
      name,
      color: colors.getColor(name),
      values,
      formattedValues,
      labels: formattedValues.map((value) => (withKey && value ? `${name}: ${value}` : value)),
      groupValues,
    };
  });
  return {
    width,
    height,
    indicators: indicatorsOf(formData, metricLabels, series),
    series,
    groupby,
    showLegend: formData.show_legend ?? true,
    showLabels: formData.show_labels ?? true,
    labelPosition: labelPositionOf(formData.label_position),
    isCircle: formData.is_circle ?? false,
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
