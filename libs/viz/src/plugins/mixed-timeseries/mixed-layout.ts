import { scaleLinear, scaleLog, scalePoint, scaleUtc } from 'd3-scale';
import { legendHeight } from '../../core/render/legend';
import { estimateTextWidth } from '../../core/render/text-measure';
import type { StackedPoint } from '../timeseries-common/stack';
import { stackedExtent, stackSeries } from '../timeseries-common/stack';
import type { MixedSeries, MixedTimeseriesChartProps } from './mixed-timeseries.types';

export interface MixedLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  x: (value: number | string) => number;
  /** The y scale of each axis. */
  y: [(value: number) => number, (value: number) => number];
  yTicks: [number[], number[]];
  xTicks: (number | string)[];
  /** Bands of each visible series, in the order of `visible`. */
  stacked: StackedPoint[][];
  /** Width of one bar and the offset of each bar series' slot from its x position. */
  barWidth: number;
  barOffset: Map<string, number>;
  hasSecondary: boolean;
}

const FONT_SIZE = 11;
const TICK_COUNT = 5;
const BAR_SHARE = 0.7;

/** Bands per series: each query's stacked series pile up together, the others start at zero. */
function bandsOf(visible: readonly MixedSeries[]): StackedPoint[][] {
  const bands = new Map<string, StackedPoint[]>();
  for (const query of ['A', 'B'] as const) {
    for (const axis of [0, 1] as const) {
      const group = visible.filter((s) => s.query === query && s.axis === axis);
      const stacked = group.filter((s) => s.stack !== 'none');
      stackSeries(stacked, 'stack').forEach((points, i) => bands.set(stacked[i].key, points));
      const apart = group.filter((s) => s.stack === 'none');
      stackSeries(apart, 'none').forEach((points, i) => bands.set(apart[i].key, points));
    }
  }
  return visible.map((s) => bands.get(s.key) ?? []);
}

function yScaleOf(props: MixedTimeseriesChartProps, axis: 0 | 1, bands: StackedPoint[][], plotHeight: number) {
  const [low, high] = stackedExtent(bands);
  const [minBound, maxBound] = props.yAxisBounds[axis];
  const positive = bands.flat().filter((p) => p.defined && p.y1 > 0);
  if (props.logAxis[axis] && positive.length > 0) {
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

/** Bar slots: one per stacked query-and-axis group, one per series otherwise. */
function barSlots(visible: readonly MixedSeries[]): string[][] {
  const slots = new Map<string, string[]>();
  for (const s of visible.filter((series) => series.kind === 'bar')) {
    const slot = s.stack === 'none' ? s.key : `${s.query}:${s.axis}`;
    slots.set(slot, [...(slots.get(slot) ?? []), s.key]);
  }
  return [...slots.values()];
}

/**
 * Scales for both y-axes (primary left, secondary right, each from its own series), the x scale inset
 * by half a bar group when bars are drawn, and where each bar series sits inside its group.
 */
export function computeMixedLayout(
  props: MixedTimeseriesChartProps,
  visible: readonly MixedSeries[],
  legendItems: { label: string; color: string }[],
): MixedLayout {
  const legend = props.showLegend ? legendHeight(legendItems, Math.max(0, props.width - 16)) : 0;
  const top = legend + 12;
  const bottom = 28;
  const plotHeight = Math.max(0, props.height - top - bottom);
  const stacked = bandsOf(visible);
  const scales = ([0, 1] as const).map((axis) =>
    yScaleOf(
      props,
      axis,
      stacked.filter((_, i) => visible[i].axis === axis),
      plotHeight,
    ),
  );
  const yTicks = scales.map((scale) => scale.ticks(TICK_COUNT)) as [number[], number[]];
  const hasSecondary = visible.some((s) => s.axis === 1);
  const widest = (axis: 0 | 1) => Math.max(0, ...yTicks[axis].map((tick) => estimateTextWidth(props.yFormatters[axis](tick), FONT_SIZE)));
  const margin = {
    top,
    right: hasSecondary ? Math.ceil(widest(1)) + 12 + (props.secondaryTitle ? 16 : 0) : 16,
    bottom,
    left: Math.ceil(widest(0)) + 12,
  };
  const plotWidth = Math.max(0, props.width - margin.left - margin.right);
  const slots = barSlots(visible);
  const step = plotWidth / Math.max(1, props.xValues.length);
  const inset = slots.length > 0 ? step / 2 : 0;
  const barWidth = slots.length > 0 ? (step * BAR_SHARE) / slots.length : 0;
  const barOffset = new Map<string, number>();
  slots.forEach((keys, i) => keys.forEach((key) => barOffset.set(key, -(step * BAR_SHARE) / 2 + i * barWidth)));
  const y: MixedLayout['y'] = [(value) => scales[0](value), (value) => scales[1](value)];

  if (props.xAxisType === 'time') {
    const values = props.xValues.map(Number);
    const min = Math.min(...values);
    const max = Math.max(...values);
    const x = scaleUtc()
      .domain(values.length ? [new Date(min), new Date(max === min ? min + 1 : max)] : [new Date(0), new Date(1)])
      .range([inset, Math.max(inset, plotWidth - inset)]);
    const xTickCount = Math.max(2, Math.floor(plotWidth / 90));
    const xTicks = x.ticks(xTickCount).map((date) => date.getTime());
    return {
      margin,
      plotWidth,
      plotHeight,
      x: (value) => x(new Date(Number(value))),
      y,
      yTicks,
      xTicks,
      stacked,
      barWidth,
      barOffset,
      hasSecondary,
    };
  }
  const x = scalePoint<string>().domain(props.xValues.map(String)).range([0, plotWidth]).padding(0.5);
  const every = Math.max(1, Math.ceil(props.xValues.length / Math.max(1, Math.floor(plotWidth / 60))));
  const xTicks = props.xValues.filter((_, i) => i % every === 0);
  return {
    margin,
    plotWidth,
    plotHeight,
    x: (value) => x(String(value)) ?? 0,
    y,
    yTicks,
    xTicks,
    stacked,
    barWidth,
    barOffset,
    hasSecondary,
  };
}
