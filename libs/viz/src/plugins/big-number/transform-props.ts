import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getMetricLabel } from '../../core/query/labels';
import { DTTM_ALIAS, getXAxisLabel } from '../../core/query/x-axis';
import { getNumberFormatter, NumberFormats } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { headerFormatter, parseMetricValue } from '../big-number-common/big-number-value';
import type { BigNumberChartProps, BigNumberFormData } from './big-number.types';

const formatPercentChange = getNumberFormatter(NumberFormats.PERCENT_SIGNED_1_POINT);
const DEFAULT_COLOR = { r: 0, g: 122, b: 135, a: 1 };

/**
 * The latest period's value as the headline (the latest non-empty one when the last period has no
 * value), its change against `compare_lag` periods earlier, and the series as a trend line.
 */
export function transformProps(input: TransformPropsInput<BigNumberFormData>): BigNumberChartProps {
  const { formData, width, height } = input;
  const result = input.queriesData[0];
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : 'value';
  const xLabel = getXAxisLabel(formData) ?? DTTM_ALIAS;
  const newestFirst = (result?.data ?? [])
    .map((row) => ({ x: Number(row[xLabel]), y: parseMetricValue(row[metricLabel]) }))
    .sort((a, b) => b.x - a.x);

  const latest = newestFirst.find((point) => point.y !== null) ?? newestFirst[0];
  const bigNumber = latest?.y ?? null;
  const timestamp = latest ? latest.x : null;
  const compareLag = Number(formData.compare_lag) || 0;
  let percentChange: number | null = null;
  let subheader = '';
  if (compareLag > 0 && compareLag < newestFirst.length) {
    const current = newestFirst[0].y;
    const previous = newestFirst[compareLag].y;
    if (current !== null && previous !== null) {
      percentChange = previous ? (current - previous) / Math.abs(previous) : 0;
      subheader = `${formatPercentChange(percentChange)} ${formData.compare_suffix ?? ''}`.trim();
    }
  }

  const formatValue = headerFormatter(result, metricLabel, {
    numberFormat: formData.y_axis_format,
    timeFormat: formData.time_format,
    forceTimestamp: formData.force_timestamp_formatting,
  });
  const formatTime = getTimeFormatter(formData.time_format, formData.time_grain_sqla);
  const { r, g, b } = formData.color_picker ?? DEFAULT_COLOR;
  return {
    width,
    height,
    bigNumber,
    formattedBigNumber: formatValue(bigNumber),
    subheader,
    percentChange,
    timestamp,
    formattedTimestamp: timestamp === null ? '' : formatTime(timestamp),
    showTimestamp: formData.show_timestamp ?? false,
    trendLine: (formData.show_trend_line ?? true) && newestFirst.length > 0 ? [...newestFirst].reverse() : undefined,
    mainColor: `rgb(${r}, ${g}, ${b})`,
    startYAxisAtZero: formData.start_y_axis_at_zero ?? true,
    headerFontSize: formData.header_font_size ?? 0.4,
    subheaderFontSize: formData.subheader_font_size ?? 0.15,
    metricLabel,
    xAxisLabel: xLabel,
    formatValue,
    formatTime: (value: number) => formatTime(value),
  };
}
