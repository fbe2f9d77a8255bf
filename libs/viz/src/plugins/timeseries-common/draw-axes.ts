import type { Selection } from 'd3-selection';
import type { TimeseriesLayout } from './timeseries-layout';
import type { TimeseriesChartProps } from './timeseries.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

/**
 * Grid lines, y ticks on the left and x ticks at the bottom, positioned from the layout's scales
 * (not d3-axis's measured layout) so they land identically in a browser and in jsdom.
 */
export function drawAxes(plot: Group, props: TimeseriesChartProps, layout: TimeseriesLayout): void {
  const yAxis = plot.append('g').attr('class', 'tessera-y-axis');
  for (const tick of layout.yTicks) {
    const y = layout.y(tick);
    yAxis
      .append('line')
      .attr('class', 'tessera-grid-line')
      .attr('x1', 0)
      .attr('x2', layout.plotWidth)
      .attr('y1', y)
      .attr('y2', y)
      .attr('stroke', '#e0e0e0');
    yAxis
      .append('text')
      .attr('class', 'tessera-y-tick')
      .attr('x', -6)
      .attr('y', y)
      .attr('dy', '0.32em')
      .attr('text-anchor', 'end')
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(props.yFormatter(tick));
  }
  const xAxis = plot.append('g').attr('class', 'tessera-x-axis').attr('transform', `translate(0,${layout.plotHeight})`);
  xAxis.append('line').attr('x1', 0).attr('x2', layout.plotWidth).attr('stroke', '#999');
  for (const tick of layout.xTicks) {
    const x = layout.x(tick);
    xAxis.append('line').attr('x1', x).attr('x2', x).attr('y2', 4).attr('stroke', '#999');
    xAxis
      .append('text')
      .attr('class', 'tessera-x-tick')
      .attr('x', x)
      .attr('y', 16)
      .attr('text-anchor', 'middle')
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(props.xAxisType === 'time' ? props.xFormatter(Number(tick)) : String(tick));
  }
}
