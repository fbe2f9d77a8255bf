import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter } from '../../format/number-format';
import { stackModeOf } from '../timeseries-common/timeseries-form-data';
import { transformTimeseriesProps } from '../timeseries-common/transform-timeseries-props';
import type { SeriesShape, TimeseriesChartProps } from '../timeseries-common/timeseries.types';
import type { MixedSeries, MixedSeriesType, MixedTimeseriesChartProps, MixedTimeseriesFormData, QueryId } from './mixed-timeseries.types';
import { queryFormData } from './query-form-data';

const SHAPES: Readonly<Record<Exclude<MixedSeriesType, 'bar'>, SeriesShape>> = {
  line: 'line',
  scatter: 'scatter',
  smooth: 'smooth',
  start: 'start',
  middle: 'middle',
  end: 'end',
};

/** Each query is shaped apart under a scratch namespace; only the combined colouring reaches the dashboard's. */
const SHAPING_NAMESPACE = 'tessera-mixed-timeseries-shaping';

function axisOf(value: unknown): 0 | 1 {
  return Number(value) === 1 ? 1 : 0;
}

/** Every x value of both queries once, times ascending, categories in first-seen order. */
function unionX(shaped: readonly TimeseriesChartProps[]): (number | string)[] {
  const values = [...new Set(shaped.flatMap((props) => props.xValues))];
  return shaped.some((props) => props.xAxisType === 'time') ? values.sort((a, b) => Number(a) - Number(b)) : values;
}

/**
 * One colour scale over both queries, so a series of B never repeats a colour of A: each series
 * takes its own label's colour, a time-shifted one the new colour of the series it shared a colour with.
 */
function recolor(shaped: readonly TimeseriesChartProps[], formData: MixedTimeseriesFormData, namespace?: string): void {
  const scale = getChartColorScale(formData, namespace);
  for (const props of shaped) {
    const renamed = new Map<string, string>();
    for (const s of props.series.filter((series) => !series.isTimeShift)) {
      const color = scale.getColor(s.key);
      renamed.set(s.color, color);
      s.color = color;
    }
    for (const s of props.series.filter((series) => series.isTimeShift)) s.color = renamed.get(s.color) ?? scale.getColor(s.key);
  }
}

/**
 * Shapes each query's result as the time-series charts do (colours from the dashboard's scheme),
 * then tags its series with the query's look (series type, stack, area, axis) and lines every series
 * up on the x values of both queries.
 */
export function transformProps(input: TransformPropsInput<MixedTimeseriesFormData>): MixedTimeseriesChartProps {
  const { formData, width, height, hooks } = input;
  const queries: QueryId[] = ['A', 'B'];
  const shaped = queries.map((query, i) =>
    transformTimeseriesProps(
      {
        ...input,
        formData: queryFormData(formData, query),
        queriesData: [input.queriesData[i]].filter(Boolean),
        hooks: { ...hooks, colorNamespace: SHAPING_NAMESPACE },
      },
      false,
    ),
  );
  recolor(shaped, formData, hooks?.colorNamespace);
  const xValues = unionX(shaped);
  const series: MixedSeries[] = queries.flatMap((query, i) => {
    const own = queryFormData(formData, query);
    const type = (own.seriesType as MixedSeriesType | undefined) ?? 'line';
    const identify = formData.show_query_identifiers ? ` (Query ${query})` : '';
    return shaped[i].series.map((s) => {
      const byX = new Map(s.points.map((point) => [point.x, point.y]));
      return {
        ...s,
        key: `${query}:${s.key}`,
        label: `${s.label}${identify}`,
        points: xValues.map((x) => ({ x, y: byX.get(x) ?? null })),
        query,
        kind: type === 'bar' ? 'bar' : (SHAPES[type] ?? 'line'),
        area: Boolean(own.area) && type !== 'bar' && type !== 'scatter',
        stack: stackModeOf(own) === 'none' ? 'none' : 'stack',
        axis: axisOf(own.yAxisIndex),
        markerEnabled: Boolean(own.markerEnabled),
        markerSize: typeof own.markerSize === 'number' ? own.markerSize : 6,
        opacity: typeof own.opacity === 'number' ? own.opacity : 0.2,
        showValue: Boolean(own.show_value),
      };
    });
  });
  const first = shaped[0];
  return {
    width,
    height,
    xAxisType: shaped.some((props) => props.xAxisType === 'time') ? 'time' : 'category',
    xValues,
    xAxisLabel: first.xAxisLabel,
    series,
    groupby: { A: shaped[0].groupby, B: shaped[1].groupby },
    xFormatter: first.xFormatter,
    tooltipTimeFormatter: first.tooltipTimeFormatter,
    yFormatters: [
      getNumberFormatter(formData.y_axis_format || DEFAULT_NUMBER_FORMAT),
      getNumberFormatter(formData.y_axis_format_secondary || formData.y_axis_format || DEFAULT_NUMBER_FORMAT),
    ],
    yAxisBounds: [formData.y_axis_bounds ?? [null, null], formData.y_axis_bounds_secondary ?? [null, null]],
    logAxis: [Boolean(formData.logAxis), Boolean(formData.logAxisSecondary)],
    secondaryTitle: formData.yAxisTitleSecondary ?? '',
    showLegend: formData.show_legend ?? true,
    richTooltip: formData.rich_tooltip ?? true,
    selectedValues: hooks?.crossFilterValues ?? [],
  };
}
