import type { Selection } from 'd3-selection';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { Tooltip, TooltipRow } from '../../core/render/tooltip';
import { computeCategoryLayout } from '../bar-common/category-layout';
import type { CategoryLayout } from '../bar-common/category-layout';
import { drawCategoryAxes } from '../bar-common/draw-category-axes';
import type { BoxPlotChartProps, BoxStats } from './box-plot.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

function statRows(props: BoxPlotChartProps, box: BoxStats): TooltipRow[] {
  const format = props.valueFormatter;
  return [
    { label: 'Max', value: format(box.max) },
    { label: '3rd Quartile', value: format(box.q3) },
    { label: 'Mean', value: format(box.mean) },
    { label: 'Median', value: format(box.median) },
    { label: '1st Quartile', value: format(box.q1) },
    { label: 'Min', value: format(box.min) },
    { label: '# Observations', value: String(box.count) },
  ];
}

function isFaded(props: BoxPlotChartProps, box: BoxStats): boolean {
  return props.selectedValues.length > 0 && !props.selectedValues.includes(crossFilterValue(box.groupValues));
}

/** Whisker, caps, the q1–q3 box, the median line and outlier dots of one box. */
function drawBox(marks: Group, box: BoxStats, index: number, layout: CategoryLayout): Group {
  const start = layout.bandStart(index);
  const centre = layout.categoryCentres[index];
  const capHalf = layout.bandWidth / 4;
  const y = layout.value;
  const group = marks.append('g').attr('class', 'tessera-box-group').attr('data-box', box.name);
  group
    .append('line')
    .attr('class', 'tessera-box-whisker')
    .attr('x1', centre)
    .attr('x2', centre)
    .attr('y1', y(box.min))
    .attr('y2', y(box.max))
    .attr('stroke', box.color);
  for (const end of [box.min, box.max]) {
    group
      .append('line')
      .attr('class', 'tessera-box-cap')
      .attr('x1', centre - capHalf)
      .attr('x2', centre + capHalf)
      .attr('y1', y(end))
      .attr('y2', y(end))
      .attr('stroke', box.color);
  }
  group
    .append('rect')
    .attr('class', 'tessera-box')
    .attr('x', start)
    .attr('y', y(box.q3))
    .attr('width', layout.bandWidth)
    .attr('height', Math.abs(y(box.q1) - y(box.q3)))
    .attr('fill', box.color)
    .attr('fill-opacity', 0.3)
    .attr('stroke', box.color);
  group
    .append('line')
    .attr('class', 'tessera-box-median')
    .attr('x1', start)
    .attr('x2', start + layout.bandWidth)
    .attr('y1', y(box.median))
    .attr('y2', y(box.median))
    .attr('stroke', box.color)
    .attr('stroke-width', 2);
  return group;
}

/**
 * A box per group on a category axis with a shared value axis; outliers as dots. Hovering a box
 * lists its statistics, hovering a dot its value; a click cross-filters on the box's dimensions
 * and a right-click drills on them.
 */
function drawBoxPlot(root: ChartRoot, props: BoxPlotChartProps, callbacks: RenderCallbacks): void {
  if (props.boxes.length === 0) {
    drawEmptyState(root);
    return;
  }
  const values = props.boxes.flatMap((box) => [box.min, box.max, ...box.outliers]);
  const categories = props.boxes.map((box) => ({ label: box.name }));
  const layout = computeCategoryLayout({
    width: props.width,
    height: props.height,
    categories,
    horizontal: false,
    valueFormatter: props.valueFormatter,
    extent: [Math.min(...values), Math.max(...values)],
    valueBounds: [null, null],
    legendHeight: 0,
  });
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const tooltip: Tooltip = createTooltip(root, props.width);
  const plot = svg.append('g').attr('class', 'tessera-plot').attr('transform', `translate(${layout.margin.left},${layout.margin.top})`);
  drawCategoryAxes(plot, { categories, horizontal: false, valueFormatter: props.valueFormatter }, layout);
  const plotNode = plot.node() as SVGGElement;
  const marks = plot.append('g').attr('class', 'tessera-boxes');
  const at = (event: MouseEvent): [number, number] => {
    const [x, y] = pointerWithin(event, plotNode);
    return [layout.margin.left + x, layout.margin.top + y];
  };

  props.boxes.forEach((box, index) => {
    const group = drawBox(marks, box, index, layout)
      .style('opacity', isFaded(props, box) ? 0.3 : 1)
      .style('cursor', props.emitCrossFilters ? 'pointer' : 'default');
    group
      .on('mousemove', (event: MouseEvent) => tooltip.show(box.name, statRows(props, box), ...at(event)))
      .on('mouseleave', () => tooltip.hide())
      .on('click', () => {
        if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter(props.groupby, box.groupValues, props.selectedValues));
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, props.groupby, box.groupValues));
      });
    for (const outlier of box.outliers) {
      group
        .append('circle')
        .attr('class', 'tessera-box-outlier')
        .attr('cx', layout.categoryCentres[index])
        .attr('cy', layout.value(outlier))
        .attr('r', 3)
        .attr('fill', box.color)
        .on('mousemove', (event: MouseEvent) => {
          event.stopPropagation();
          tooltip.show(box.name, [{ label: 'Outlier', value: props.valueFormatter(outlier), color: box.color }], ...at(event));
        });
    }
  });
}

export const renderer = defineRenderer<BoxPlotChartProps>(drawBoxPlot);
