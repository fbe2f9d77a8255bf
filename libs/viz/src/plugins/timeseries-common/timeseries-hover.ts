import { bisectCenter } from 'd3-array';
import type { Selection } from 'd3-selection';
import { pointerWithin } from '../../core/render/pointer';
import type { Tooltip, TooltipRow } from '../../core/render/tooltip';
import type { TimeseriesLayout } from './timeseries-layout';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

/** Index of the x value whose position is nearest to `x` (positions ascending). */
export function nearestIndex(positions: readonly number[], x: number): number {
  if (positions.length === 0) return -1;
  return Math.min(positions.length - 1, Math.max(0, bisectCenter(positions as number[], x)));
}

/**
 * Tooltip rows at one x: every series with a value (the rich tooltip), or only the series nearest
 * to the pointer's y.
 */
export function tooltipRows(
  props: TimeseriesChartProps,
  series: readonly TimeseriesSeries[],
  index: number,
  nearestKey?: string,
): TooltipRow[] {
  const rows = series
    .filter((s) => s.points[index]?.y !== null && s.points[index] !== undefined)
    .map((s) => ({ label: s.label, value: props.yFormatter(s.points[index].y), color: s.color, focused: s.key === nearestKey }));
  return props.richTooltip ? rows : rows.filter((row) => row.focused);
}

export function tooltipTitle(props: TimeseriesChartProps, index: number): string {
  const x = props.xValues[index];
  return props.xAxisType === 'time' ? props.tooltipTimeFormatter(Number(x)) : String(x);
}

/** A guide line and the tooltip following the pointer across the plot. */
export function attachHover(
  plot: Group,
  props: TimeseriesChartProps,
  layout: TimeseriesLayout,
  series: readonly TimeseriesSeries[],
  yOf: (s: number, i: number) => number,
  tooltip: Tooltip,
): void {
  const positions = props.xValues.map((value) => layout.x(value));
  const guide = plot
    .append('line')
    .attr('class', 'tessera-hover-line')
    .attr('y1', 0)
    .attr('y2', layout.plotHeight)
    .attr('stroke', '#888')
    .attr('stroke-dasharray', '3,3')
    .style('pointer-events', 'none')
    .style('display', 'none');
  const node = plot.node() as SVGGElement;
  plot
    .on('mousemove', (event: MouseEvent) => {
      const [px, py] = pointerWithin(event, node);
      const index = nearestIndex(positions, px);
      if (index < 0) return;
      let nearestKey: string | undefined;
      let best = Infinity;
      series.forEach((s, i) => {
        if (s.points[index]?.y === null) return;
        const distance = Math.abs(yOf(i, index) - py);
        if (distance < best) {
          best = distance;
          nearestKey = s.key;
        }
      });
      guide.attr('x1', positions[index]).attr('x2', positions[index]).style('display', null);
      tooltip.show(
        tooltipTitle(props, index),
        tooltipRows(props, series, index, nearestKey),
        layout.margin.left + px,
        layout.margin.top + py,
      );
    })
    .on('mouseleave', () => {
      guide.style('display', 'none');
      tooltip.hide();
    });
}
