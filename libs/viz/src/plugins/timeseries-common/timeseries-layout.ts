import { scaleLinear, scaleLog, scalePoint, scaleUtc } from 'd3-scale';
import { estimateTextWidth } from '../../core/render/text-measure';
import { legendHeight } from '../../core/render/legend';
import type { StackedPoint } from './stack';
import { stackedExtent } from './stack';
import type { TimeseriesChartProps } from './timeseries.types';

export interface TimeseriesLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  legendHeight: number;
  /** Pixel position of an x value inside the plot. */
  x: (value: number | string) => number;
  y: (value: number) => number;
  yTicks: number[];
  xTicks: (number | string)[];
}

const FONT_SIZE = 11;
const TICK_COUNT = 5;

function yScale(props: TimeseriesChartProps, stacked: readonly StackedPoint[][], plotHeight: number) {
  const [low, high] = props.stack === 'expand' ? [0, 1] : stackedExtent(stacked);
  const [minBound, maxBound] = props.yAxisBounds;
  const positive = stacked.flat().filter((p) => p.defined && p.y1 > 0);
  if (props.logAxis && props.stack === 'none' && positive.length > 0) {
    const min = minBound ?? Math.min(...positive.map((p) => p.y1));
    return scaleLog()
      .domain([Math.max(min, Number.MIN_VALUE), maxBound ?? Math.max(high, min * 10)])
      .range([plotHeight, 0])
      .nice();
  }
  const scale = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range([plotHeight, 0])
    .nice(TICK_COUNT);
  const [niceLow, niceHigh] = scale.domain();
  return scale.domain([minBound ?? niceLow, maxBound ?? niceHigh]);
}

/**
 * Scales and margins for a time-series chart: the legend on top, room on the left for the widest
 * y tick label, the plot filling the rest. Pure, so positions can be checked without a layout engine.
 */
export function computeTimeseriesLayout(
  props: TimeseriesChartProps,
  stacked: readonly StackedPoint[][],
  legendItems: { label: string; color: string }[],
): TimeseriesLayout {
  const legend = props.showLegend ? legendHeight(legendItems, Math.max(0, props.width - 16)) : 0;
  const top = legend + 12;
  const bottom = 28;
  const plotHeight = Math.max(0, props.height - top - bottom);
  const y = yScale(props, stacked, plotHeight);
  const yTicks = y.ticks(TICK_COUNT);
  const widest = Math.max(0, ...yTicks.map((tick) => estimateTextWidth(props.yFormatter(tick), FONT_SIZE)));
  const margin = { top, right: 16, bottom, left: Math.ceil(widest) + 12 };
  const plotWidth = Math.max(0, props.width - margin.left - margin.right);

  if (props.xAxisType === 'time') {
    const values = props.xValues.map(Number);
    const min = Math.min(...values);
    const max = Math.max(...values);
    const x = scaleUtc()
      .domain(values.length ? [new Date(min), new Date(max === min ? min + 1 : max)] : [new Date(0), new Date(1)])
      .range([0, plotWidth]);
    const xTickCount = Math.max(2, Math.floor(plotWidth / 90));
    return {
      margin,
      plotWidth,
      plotHeight,
      legendHeight: legend,
      x: (value) => x(new Date(Number(value))),
      y: (value) => y(value),
      yTicks,
      xTicks: x.ticks(xTickCount).map((date) => date.getTime()),
    };
  }
  const x = scalePoint<string>().domain(props.xValues.map(String)).range([0, plotWidth]).padding(0.5);
  const step = Math.max(1, Math.ceil(props.xValues.length / Math.max(1, Math.floor(plotWidth / 60))));
  return {
    margin,
    plotWidth,
    plotHeight,
    legendHeight: legend,
    x: (value) => x(String(value)) ?? 0,
    y: (value) => y(value),
    yTicks,
    xTicks: props.xValues.filter((_, i) => i % step === 0),
  };
}
