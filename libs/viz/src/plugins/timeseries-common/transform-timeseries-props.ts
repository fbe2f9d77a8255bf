import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { ChartDataResponseResult, DataRecord } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel } from '../../core/query/labels';
import { DTTM_ALIAS, getXAxisLabel } from '../../core/query/x-axis';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter, isPercentFormat } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { baseSeriesName, seriesGroupValues, timeShiftOf } from './series-labels';
import { stackModeOf } from './timeseries-form-data';
import type { TimeseriesFormData } from './timeseries-form-data';
import type { SeriesShape, TimeseriesChartProps, TimeseriesSeries } from './timeseries.types';

const EMPTY_RESULT: ChartDataResponseResult = { colnames: [], coltypes: [], data: [], rowcount: 0 };

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function xColumnOf(formData: TimeseriesFormData, result: ChartDataResponseResult): string {
  const label = getXAxisLabel(formData) ?? DTTM_ALIAS;
  if (result.colnames.includes(label)) return label;
  return result.colnames.includes(DTTM_ALIAS) ? DTTM_ALIAS : (result.colnames[0] ?? label);
}

function sortRows(rows: readonly DataRecord[], xColumn: string, isTime: boolean): DataRecord[] {
  if (!isTime) return [...rows];
  return [...rows].sort((a, b) => Number(a[xColumn]) - Number(b[xColumn]));
}

/**
 * Shapes a pivoted, flattened time-series result into drawable series: one per non-x column,
 * coloured through the dashboard's colour namespace, time-shifted series matching their original's
 * colour when `time_shift_color` is on. `shape` is how the chart type joins the points.
 */
export function transformTimeseriesProps(
  input: TransformPropsInput<TimeseriesFormData>,
  area: boolean,
  shape: SeriesShape = 'line',
): TimeseriesChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0] ?? EMPTY_RESULT;
  const xColumn = xColumnOf(formData, result);
  const xType = result.coltypes[result.colnames.indexOf(xColumn)];
  const isTime =
    xType === GenericDataType.TEMPORAL || (xType === undefined && result.data.every((row) => typeof row[xColumn] === 'number'));
  const rows = sortRows(result.data, xColumn, isTime);
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const offsets = ensureIsArray(formData.time_compare);
  const keys = result.colnames.filter((name) => name !== xColumn);
  const firstOriginal = keys.find((key) => !timeShiftOf(key, offsets));
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const matchShiftColor = formData.time_shift_color ?? true;

  const series: TimeseriesSeries[] = keys.map((key) => {
    const shift = timeShiftOf(key, offsets);
    const base = shift ? baseSeriesName(key, shift) || firstOriginal : undefined;
    return {
      key,
      label: key,
      color: colors.getColor(shift && matchShiftColor && base ? base : key),
      points: rows.map((row) => ({ x: row[xColumn] as number | string, y: toNumber(row[key]) })),
      groupValues: seriesGroupValues(shift && base ? base : key, groupby.length, result.label_map),
      isTimeShift: shift !== undefined,
    };
  });

  const stack = stackModeOf(formData);
  const format = formData.y_axis_format || DEFAULT_NUMBER_FORMAT;
  // Shares (contribution, 100 % stacks) only read as percentages, whatever the metric's format.
  const shares = Boolean(formData.contributionMode) || stack === 'expand';
  const grain = formData.time_grain_sqla;
  return {
    width,
    height,
    xAxisType: isTime ? 'time' : 'category',
    xValues: rows.map((row) => row[xColumn] as number | string),
    xAxisLabel: xColumn,
    series,
    groupby,
    xFormatter: getTimeFormatter(formData.x_axis_time_format),
    tooltipTimeFormatter: getTimeFormatter(formData.tooltipTimeFormat, grain),
    yFormatter: getNumberFormatter(shares && !isPercentFormat(format) ? ',.0%' : format),
    stack,
    area,
    shape,
    opacity: typeof formData.opacity === 'number' ? formData.opacity : 0.2,
    showLegend: formData.show_legend ?? true,
    showValue: formData.show_value ?? false,
    markerEnabled: formData.markerEnabled ?? false,
    markerSize: typeof formData.markerSize === 'number' ? formData.markerSize : 6,
    richTooltip: formData.rich_tooltip ?? true,
    yAxisBounds: formData.y_axis_bounds ?? [null, null],
    logAxis: formData.logAxis ?? false,
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
