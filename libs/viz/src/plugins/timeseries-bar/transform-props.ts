import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { BarChartProps } from '../bar-common/bar.types';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { TimeseriesBarFormData } from './timeseries-bar.types';

/**
 * The shared time-series shaping, laid out as bars: each x value is a category (time labelled at
 * the chosen time grain), each pivoted column a series.
 */
export function transformProps(input: TransformPropsInput<TimeseriesBarFormData>): BarChartProps {
  const props = transformTimeseriesProps(input, false);
  const label = (x: number | string) => (props.xAxisType === 'time' ? props.tooltipTimeFormatter(Number(x)) : String(x));
  return {
    width: props.width,
    height: props.height,
    categories: props.xValues.map((x) => ({ label: label(x), groupValues: [x] })),
    series: props.series.map((s) => ({
      key: s.key,
      label: s.label,
      color: s.color,
      values: s.points.map((p) => p.y),
      groupValues: s.groupValues,
    })),
    categoryColumns: [props.xAxisLabel],
    seriesColumns: props.groupby,
    stack: props.stack,
    horizontal: input.formData.orientation === 'horizontal',
    valueFormatter: props.yFormatter,
    showLegend: props.showLegend,
    showValue: props.showValue,
    valueBounds: props.yAxisBounds,
    selectedValues: props.selectedValues,
    emitCrossFilters: props.emitCrossFilters,
  };
}
