import type { Selection } from 'd3-selection';
import type { CategoryAxesInput, CategoryLayout } from './category-layout';
import { fitCategoryLabel } from './category-layout';

type Group = Selection<SVGGElement, unknown, null, undefined>;

function tickText(group: Group, className: string, x: number, y: number, anchor: string, text: string): void {
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

/**
 * Grid lines and ticks of the value axis, category labels on the other axis, and the zero line.
 * Positions come from the layout's scales so they are the same in a browser and in jsdom.
 */
export function drawCategoryAxes(
  plot: Group,
  props: Pick<CategoryAxesInput, 'categories' | 'horizontal' | 'valueFormatter'>,
  layout: CategoryLayout,
): void {
  const valueAxis = plot.append('g').attr('class', 'tessera-value-axis');
  for (const tick of layout.valueTicks) {
    const at = layout.value(tick);
    const label = props.valueFormatter(tick);
    if (props.horizontal) {
      valueAxis
        .append('line')
        .attr('class', 'tessera-grid-line')
        .attr('x1', at)
        .attr('x2', at)
        .attr('y1', 0)
        .attr('y2', layout.plotHeight)
        .attr('stroke', '#e0e0e0');
      tickText(valueAxis, 'tessera-value-tick', at, layout.plotHeight + 14, 'middle', label);
    } else {
      valueAxis
        .append('line')
        .attr('class', 'tessera-grid-line')
        .attr('x1', 0)
        .attr('x2', layout.plotWidth)
        .attr('y1', at)
        .attr('y2', at)
        .attr('stroke', '#e0e0e0');
      tickText(valueAxis, 'tessera-value-tick', -6, at, 'end', label);
    }
  }
  const categoryAxis = plot.append('g').attr('class', 'tessera-category-axis');
  for (const index of layout.labelledCategories) {
    const centre = layout.categoryCentres[index];
    const label = props.categories[index].label;
    if (props.horizontal) tickText(categoryAxis, 'tessera-category-tick', -6, centre, 'end', fitCategoryLabel(label));
    else tickText(categoryAxis, 'tessera-category-tick', centre, layout.plotHeight + 14, 'middle', label);
  }
  const zero = layout.value(0);
  if (props.horizontal)
    plot
      .append('line')
      .attr('class', 'tessera-zero-line')
      .attr('x1', zero)
      .attr('x2', zero)
      .attr('y1', 0)
      .attr('y2', layout.plotHeight)
      .attr('stroke', '#999');
  else
    plot
      .append('line')
      .attr('class', 'tessera-zero-line')
      .attr('x1', 0)
      .attr('x2', layout.plotWidth)
      .attr('y1', zero)
      .attr('y2', zero)
      .attr('stroke', '#999');
}
