import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawLegend, legendHeight } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { computeCategoryLayout } from '../bar-common/category-layout';
import { drawCategoryAxes } from '../bar-common/draw-category-axes';
import type { WaterfallChartProps, WaterfallKind } from './waterfall.types';

const KIND_LABELS: Record<WaterfallKind, string> = { increase: 'Increase', decrease: 'Decrease', total: 'Total' };

/**
 * Floating bars from one running total to the next, totals from zero, on a category axis; a
 * legend of the three kinds, value labels when asked, a tooltip with the step and the running
 * total, and the drill menu for a step's x value (and breakdown) on right-click.
 */
function drawWaterfall(root: ChartRoot, props: WaterfallChartProps, callbacks: RenderCallbacks): void {
  if (props.steps.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const legendItems = (['increase', 'decrease', 'total'] as const).map((kind) => ({ label: KIND_LABELS[kind], color: props.colors[kind] }));
  if (props.showLegend) drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), legendItems, props.width - 16);
  const ends = props.steps.flatMap((step) => [step.from, step.to]);
  const categories = props.steps.map((step) => ({ label: step.label }));
  const axisTitles = props.xAxisLabel ? 16 : 0;
  const layout = computeCategoryLayout({
    width: props.width - (props.yAxisLabel ? 16 : 0),
    height: props.height - axisTitles,
    categories,
    horizontal: false,
    valueFormatter: props.yFormatter,
    extent: [Math.min(0, ...ends), Math.max(0, ...ends)],
    valueBounds: [null, null],
    legendHeight: props.showLegend ? legendHeight(legendItems, props.width - 16) : 0,
  });
  const left = layout.margin.left + (props.yAxisLabel ? 16 : 0);
  const plot = svg.append('g').attr('class', 'tessera-plot').attr('transform', `translate(${left},${layout.margin.top})`);
  drawCategoryAxes(plot, { categories, horizontal: false, valueFormatter: props.yFormatter }, layout);
  const tooltip = createTooltip(root, props.width);

  props.steps.forEach((step, i) => {
    const top = layout.value(Math.max(step.from, step.to));
    const bottom = layout.value(Math.min(step.from, step.to));
    const bar = plot
      .append('rect')
      .attr('class', `tessera-waterfall-bar tessera-waterfall-${step.kind}`)
      .attr('x', layout.bandStart(i))
      .attr('y', top)
      .attr('width', layout.bandWidth)
      .attr('height', Math.max(bottom - top, 1))
      .attr('fill', props.colors[step.kind]);
    bar
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        const rows =
          step.kind === 'total' ? [] : [{ label: KIND_LABELS[step.kind], value: step.formattedValue, color: props.colors[step.kind] }];
        tooltip.show(step.label, [...rows, { label: KIND_LABELS.total, value: step.formattedTotal }], x, y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu || step.drillColumns.length === 0) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, step.drillColumns, step.drillValues));
      });
    if (props.showValue) {
      const below = step.kind === 'decrease';
      plot
        .append('text')
        .attr('class', 'tessera-value-label')
        .attr('x', layout.categoryCentres[i])
        .attr('y', below ? bottom + 12 : top - 4)
        .attr('text-anchor', 'middle')
        .attr('font-size', 10)
        .attr('fill', '#333')
        .text(step.formattedValue);
    }
  });

  if (props.xAxisLabel) {
    svg
      .append('text')
      .attr('class', 'tessera-axis-title')
      .attr('x', left + layout.plotWidth / 2)
      .attr('y', props.height - 4)
      .attr('text-anchor', 'middle')
      .attr('font-size', 12)
      .text(props.xAxisLabel);
  }
  if (props.yAxisLabel) {
    svg
      .append('text')
      .attr('class', 'tessera-axis-title')
      .attr('transform', `translate(12,${layout.margin.top + layout.plotHeight / 2}) rotate(-90)`)
      .attr('text-anchor', 'middle')
      .attr('font-size', 12)
      .text(props.yAxisLabel);
  }
}

export const renderer = defineRenderer<WaterfallChartProps>(drawWaterfall);
