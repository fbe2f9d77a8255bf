import type { Selection } from 'd3-selection';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawToggleLegend, toggleLegendItems } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { computeBubbleLayout } from './bubble-layout';
import type { BubbleLayout } from './bubble-layout';
import type { BubbleChartProps } from './bubble.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

/** What the chart remembers between redraws: series the user hid from the legend. */
interface BubbleState {
  hidden: Set<string>;
}

function drawAxes(plot: Group, props: BubbleChartProps, layout: BubbleLayout): void {
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
    xAxis
      .append('line')
      .attr('class', 'tessera-grid-line')
      .attr('x1', x)
      .attr('x2', x)
      .attr('y1', 0)
      .attr('y2', -layout.plotHeight)
      .attr('stroke', '#e0e0e0');
    xAxis
      .append('text')
      .attr('class', 'tessera-x-tick')
      .attr('x', x)
      .attr('y', 16)
      .attr('text-anchor', 'middle')
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(props.xFormatter(tick));
  }
}

/**
 * A bubble per entity placed by its x and y metrics and sized by the third; a legend of series
 * that toggles them, a tooltip with the three values, and a right-click drill on the entity.
 */
function drawBubbles(root: ChartRoot, props: BubbleChartProps, callbacks: RenderCallbacks, state: BubbleState, redraw: () => void): void {
  const visible = props.bubbles.filter((bubble) => !state.hidden.has(bubble.series));
  if (props.bubbles.length === 0) {
    drawEmptyState(root);
    return;
  }
  const legendSeries = props.series.map((s) => ({ ...s, key: s.label }));
  const legendItems = toggleLegendItems(legendSeries, state.hidden);
  const layout = computeBubbleLayout(props, visible.length ? visible : props.bubbles, legendItems);
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const tooltip = createTooltip(root, props.width);
  if (props.showLegend) drawToggleLegend(svg, legendSeries, state.hidden, props.width, redraw);
  const plot = svg.append('g').attr('class', 'tessera-plot').attr('transform', `translate(${layout.margin.left},${layout.margin.top})`);
  drawAxes(plot, props, layout);
  const plotNode = plot.node() as SVGGElement;
  const marks = plot.append('g').attr('class', 'tessera-bubbles');
  // Largest first so small bubbles stay on top and hoverable.
  for (const bubble of [...visible].sort((a, b) => Math.abs(b.size) - Math.abs(a.size))) {
    marks
      .append('circle')
      .attr('class', 'tessera-bubble')
      .attr('data-entity', String(bubble.entity))
      .attr('cx', layout.x(bubble.x))
      .attr('cy', layout.y(bubble.y))
      .attr('r', layout.radius(bubble.size))
      .attr('fill', bubble.color)
      .attr('fill-opacity', props.opacity)
      .attr('stroke', bubble.color)
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, plotNode);
        const rows = [
          { label: props.xLabel, value: props.xFormatter(bubble.x) },
          { label: props.yLabel, value: props.yFormatter(bubble.y) },
          { label: props.sizeLabel, value: props.sizeFormatter(bubble.size) },
        ];
        tooltip.show(String(bubble.entity), rows, layout.margin.left + x, layout.margin.top + y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, props.columns, bubble.groupValues));
      });
  }
}

export const renderer = defineRenderer<BubbleChartProps, BubbleState>(drawBubbles, () => ({ hidden: new Set() }));
