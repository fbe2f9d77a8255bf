import type { Selection } from 'd3-selection';
import type { MixedLayout } from './mixed-layout';
import type { MixedTimeseriesChartProps } from './mixed-timeseries.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

function tickText(group: Group, x: number, y: number, anchor: string, text: string, className: string): void {
  group
    .append('text')
    .attr('class', className)
    .attr('x', x)
    .attr('y', y)
    .attr('dy', '0.32em')
    .attr('text-anchor', anchor)
    .attr('font-size', 11)
    .attr('fill', '#666')
    .text(text);
}

/** Grid lines and ticks of the primary axis on the left, the secondary's on the right (with its title), x ticks below. */
export function drawMixedAxes(plot: Group, props: MixedTimeseriesChartProps, layout: MixedLayout): void {
  const left = plot.append('g').attr('class', 'tessera-y-axis');
  for (const tick of layout.yTicks[0]) {
    const y = layout.y[0](tick);
    left
      .append('line')
      .attr('class', 'tessera-grid-line')
      .attr('x1', 0)
      .attr('x2', layout.plotWidth)
      .attr('y1', y)
      .attr('y2', y)
      .attr('stroke', '#e0e0e0');
    tickText(left, -6, y, 'end', props.yFormatters[0](tick), 'tessera-y-tick');
  }
  if (layout.hasSecondary) {
    const right = plot.append('g').attr('class', 'tessera-y-axis-secondary').attr('transform', `translate(${layout.plotWidth},0)`);
    right.append('line').attr('y1', 0).attr('y2', layout.plotHeight).attr('stroke', '#999');
    for (const tick of layout.yTicks[1])
      tickText(right, 6, layout.y[1](tick), 'start', props.yFormatters[1](tick), 'tessera-y-tick-secondary');
    if (props.secondaryTitle) {
      right
        .append('text')
        .attr('class', 'tessera-y-title-secondary')
        .attr('transform', `translate(${layout.margin.right - 6},${layout.plotHeight / 2}) rotate(90)`)
        .attr('text-anchor', 'middle')
        .attr('font-size', 11)
        .attr('fill', '#444')
        .text(props.secondaryTitle);
    }
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
