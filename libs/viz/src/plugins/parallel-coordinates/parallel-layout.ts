import { scaleLinear, scalePoint } from 'd3-scale';
import type { ParallelAxis, ParallelCoordinatesProps, ParallelLine } from './parallel-coordinates.types';

export const PLOT_MARGIN = { top: 24, right: 40, bottom: 12, left: 40 };

/** An axis placed across the plot: where it stands and how a value maps to a height on it. */
export interface PlacedAxis {
  axis: ParallelAxis;
  x: number;
  /** Height of a value on the axis; undefined for a value the axis cannot show. */
  y: (value: unknown) => number | undefined;
  /** The axis' values for ticks: the scale for d3-axis. */
  scale: ReturnType<typeof scaleLinear<number>> | ReturnType<typeof scalePoint<string>>;
}

/** The height the plot takes: half the chart when the data table shares it. */
export function plotHeight(props: Pick<ParallelCoordinatesProps, 'height' | 'showDatatable'>): number {
  return props.showDatatable ? props.height / 2 : props.height;
}

/**
 * Axes spread evenly across the width; numeric axes span their values (rounded outward), the
 * series axis spaces its names evenly, bottom to top.
 */
export function placeAxes(props: ParallelCoordinatesProps): PlacedAxis[] {
  const bottom = plotHeight(props) - PLOT_MARGIN.bottom;
  const top = PLOT_MARGIN.top;
  const across = scalePoint<string>()
    .domain(props.axes.map((axis) => axis.key))
    .range([PLOT_MARGIN.left, props.width - PLOT_MARGIN.right]);
  return props.axes.map((axis) => {
    const x = across(axis.key) ?? PLOT_MARGIN.left;
    if (axis.type === 'string') {
      const scale = scalePoint<string>()
        .domain([...new Set(props.lines.map((line) => String(line.values[axis.key])))])
        .range([bottom, top]);
      return { axis, x, scale, y: (value) => scale(String(value)) };
    }
    const values = props.lines.map((line) => Number(line.values[axis.key])).filter(Number.isFinite);
    const scale = scaleLinear()
      .domain(values.length ? [Math.min(...values), Math.max(...values)] : [0, 1])
      .range([bottom, top])
      .nice();
    return {
      axis,
      x,
      scale,
      y: (value) => (value === null || value === undefined || !Number.isFinite(Number(value)) ? undefined : scale(Number(value))),
    };
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A line's path through the axes; it skips axes where the row has no value. */
export function linePath(line: ParallelLine, axes: readonly PlacedAxis[]): string {
  const points = axes
    .map((placed) => [placed.x, placed.y(line.values[placed.axis.key])] as const)
    .filter((point): point is readonly [number, number] => point[1] !== undefined);
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('');
}
