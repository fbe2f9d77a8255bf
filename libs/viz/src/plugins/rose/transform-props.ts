import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { RoseChartProps, RoseFormData, RoseSlice } from './rose.types';

/**
 * One equal slice of the circle per period, each series a petal in it whose radius grows with its
 * value (with its square root when area should carry the value), coloured as the time-series
 * charts colour their series.
 */
export function transformProps(input: TransformPropsInput<RoseFormData>): RoseChartProps {
  const { formData, width, height } = input;
  const timeseries = transformTimeseriesProps(
    { ...input, formData: { ...formData, x_axis: formData.x_axis ?? formData.granularity_sqla } },
    false,
  );
  const formatValue = getNumberFormatter(formData.number_format);
  const formatTime = getTimeFormatter(formData.date_time_format, formData.time_grain_sqla);
  const values = timeseries.series.flatMap((series) => series.points.map((point) => point.y ?? 0));
  const max = Math.max(0, ...values) || 1;
  const outer = Math.max(Math.min(width, height) / 2 - 24, 10);
  const radiusOf = (value: number) =>
    outer * (formData.rose_area_proportion ? Math.sqrt(Math.max(value, 0) / max) : Math.max(value, 0) / max);
  const step = (2 * Math.PI) / Math.max(timeseries.xValues.length, 1);
  const slices: RoseSlice[] = timeseries.xValues.map((x, i) => ({
    x,
    label: timeseries.xAxisType === 'time' && typeof x === 'number' ? formatTime(x) : String(x),
    startAngle: i * step,
    endAngle: (i + 1) * step,
    petals: timeseries.series
      .map((series) => {
        const value = series.points[i]?.y ?? 0;
        return {
          seriesKey: series.key,
          label: series.label,
          color: series.color,
          value,
          formattedValue: formatValue(value),
          radius: radiusOf(value),
          groupValues: series.groupValues,
        };
      })
      .sort((a, b) => b.value - a.value),
  }));
  return {
    width,
    height,
    slices,
    legend: timeseries.series.map((series) => ({ label: series.label, color: series.color })),
    xColumn: timeseries.xAxisLabel,
    groupby: timeseries.groupby,
    richTooltip: formData.rich_tooltip ?? true,
    showLegend: formData.show_legend ?? true,
  };
}
