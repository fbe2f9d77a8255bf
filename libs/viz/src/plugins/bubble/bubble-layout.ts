import { scaleLinear, scaleLog, scaleSqrt } from 'd3-scale';
import { legendHeight } from '../../core/render/legend';
import type { LegendItem } from '../../core/render/legend';
import { estimateTextWidth } from '../../core/render/text-measure';
import type { Bubble, BubbleChartProps } from './bubble.types';

export interface BubbleLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  x: (value: number) => number;
  y: (value: number) => number;
  radius: (size: number) => number;
  xTicks: number[];
  yTicks: number[];
}

const FONT_SIZE = 11;
const TICK_COUNT = 5;
const MIN_RADIUS = 2;

function axisScale(values: readonly number[], log: boolean, range: [number, number]) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (log)
    return scaleLog()
      .domain([low, high === low ? low * 10 : high])
      .range(range)
      .nice();
  return scaleLinear()
    .domain([Math.min(0, low), high === Math.min(0, low) ? high + 1 : high])
    .range(range)
    .nice(TICK_COUNT);
}

/**
 * Linear (or log) x and y scales over the visible bubbles with room for the largest bubble at the
 * edges, bubble radii growing with the square root of the size metric so areas compare honestly.
 */
export function computeBubbleLayout(props: BubbleChartProps, bubbles: readonly Bubble[], legendItems: readonly LegendItem[]): BubbleLayout {
  const legend = props.showLegend ? legendHeight(legendItems, Math.max(0, props.width - 16)) : 0;
  const pad = props.maxBubbleSize / 2;
  const yProbe = axisScale(
    bubbles.map((b) => b.y),
    props.logY,
    [1, 0],
  );
  const yTickValues = yProbe.ticks(TICK_COUNT);
  const widest = Math.max(0, ...yTickValues.map((tick) => estimateTextWidth(props.yFormatter(tick), FONT_SIZE)));
  const margin = { top: legend + 12 + pad, right: 16 + pad, bottom: 28 + pad, left: Math.ceil(widest) + 12 + pad };
  const plotWidth = Math.max(0, props.width - margin.left - margin.right);
  const plotHeight = Math.max(0, props.height - margin.top - margin.bottom);
  const x = axisScale(
    bubbles.map((b) => b.x),
    props.logX,
    [0, plotWidth],
  );
  const y = axisScale(
    bubbles.map((b) => b.y),
    props.logY,
    [plotHeight, 0],
  );
  const radius = scaleSqrt()
    .domain([0, Math.max(...bubbles.map((b) => Math.abs(b.size)), 1)])
    .range([0, pad]);
  return {
    margin,
    plotWidth,
    plotHeight,
    x: (value) => x(value),
    y: (value) => y(value),
    radius: (size) => Math.max(MIN_RADIUS, radius(Math.abs(size))),
    xTicks: x.ticks(TICK_COUNT),
    yTicks: y.ticks(TICK_COUNT),
  };
}
