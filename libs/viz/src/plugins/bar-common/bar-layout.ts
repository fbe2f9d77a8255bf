import { scaleBand } from 'd3-scale';
import { legendHeight } from '../../core/render/legend';
import type { LegendItem } from '../../core/render/legend';
import type { StackedPoint } from '../timeseries-common/stack';
import { stackedExtent } from '../timeseries-common/stack';
import type { BarChartProps } from './bar.types';
import { computeCategoryLayout } from './category-layout';
import type { CategoryLayout } from './category-layout';

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarLayout extends CategoryLayout {
  /** The rectangle of series `s` (index among the drawn series) at category `c`. */
  rect: (s: number, c: number) => BarRect;
}

/**
 * The category layout with each band split between the series side by side, or shared by them
 * when stacked; 100 % stacks run from 0 to 1.
 */
export function computeBarLayout(props: BarChartProps, stacked: readonly StackedPoint[][], legendItems: readonly LegendItem[]): BarLayout {
  const layout = computeCategoryLayout({
    ...props,
    extent: props.stack === 'expand' ? [0, 1] : stackedExtent(stacked),
    legendHeight: props.showLegend ? legendHeight(legendItems, Math.max(0, props.width - 16)) : 0,
  });
  const grouped = props.stack === 'none' && stacked.length > 1;
  const inner = scaleBand<number>()
    .domain(stacked.map((_, i) => i))
    .range([0, layout.bandWidth])
    .paddingInner(0.05);
  return {
    ...layout,
    rect: (s, c) => {
      const point = stacked[s][c];
      const start = layout.bandStart(c) + (grouped ? (inner(s) ?? 0) : 0);
      const thickness = grouped ? inner.bandwidth() : layout.bandWidth;
      const a = layout.value(point.y0);
      const b = layout.value(point.y1);
      return props.horizontal
        ? { x: Math.min(a, b), y: start, width: Math.abs(b - a), height: thickness }
        : { x: start, y: Math.min(a, b), width: thickness, height: Math.abs(b - a) };
    },
  };
}
