import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawLegend, legendHeight } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { FunnelChartProps, FunnelStep } from './funnel.types';

const PADDING = 8;

function isFaded(props: FunnelChartProps, step: FunnelStep): boolean {
  return props.selectedValues.length > 0 && !props.selectedValues.includes(crossFilterValue(step.groupValues));
}

/** The trapezoid of a step: its own width on top narrowing to the next step's (to a point after the last). */
function stepPath(centre: number, top: number, height: number, topWidth: number, bottomWidth: number): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  const corners = [
    [centre - topWidth / 2, top],
    [centre + topWidth / 2, top],
    [centre + bottomWidth / 2, top + height],
    [centre - bottomWidth / 2, top + height],
  ];
  return `M${corners.map(([x, y]) => `${round(x)},${round(y)}`).join('L')}Z`;
}

/**
 * A vertical funnel, one band per step as wide as its value against the largest, labels inside,
 * a legend on top and a tooltip per step; clicking a step cross-filters on its dimensions and
 * right-clicking opens the drill menu for it.
 */
function drawFunnel(root: ChartRoot, props: FunnelChartProps, callbacks: RenderCallbacks): void {
  if (props.steps.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const legendItems = props.steps.map((step) => ({ label: step.name, color: step.color, inactive: isFaded(props, step) }));
  let top = PADDING;
  if (props.showLegend) {
    drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), legendItems, props.width - 16);
    top = legendHeight(legendItems, props.width - 16) + 12;
  }
  const tooltip = createTooltip(root, props.width);
  const plotWidth = Math.max(props.width - 2 * PADDING, 10);
  const bandHeight = Math.max(props.height - top - PADDING, 10) / props.steps.length;
  const largest = Math.max(...props.steps.map((step) => step.value), 0);
  const widthOf = (value: number) => (largest > 0 ? (Math.max(value, 0) / largest) * plotWidth : 0);
  const centre = props.width / 2;
  const group = svg.append('g').attr('class', 'tessera-funnel');

  props.steps.forEach((step, i) => {
    const y = top + i * bandHeight;
    const next = props.steps[i + 1];
    group
      .append('path')
      .attr('class', 'tessera-funnel-step')
      .attr('d', stepPath(centre, y, bandHeight, widthOf(step.value), next ? widthOf(next.value) : 0))
      .attr('fill', step.color)
      .attr('stroke', '#fff')
      .style('opacity', isFaded(props, step) ? 0.3 : 1)
      .style('cursor', props.emitCrossFilters ? 'pointer' : 'default')
      .on('mousemove', (event: MouseEvent) => {
        if (!props.showTooltip) return;
        const [x, pointerY] = pointerWithin(event, svgNode);
        tooltip.show(
          step.tooltipTitle,
          step.tooltipRows.map((row) => ({ ...row, color: step.color })),
          x,
          pointerY,
        );
      })
      .on('mouseleave', () => tooltip.hide())
      .on('click', () => {
        if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter(props.groupby, step.groupValues, props.selectedValues));
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, props.groupby, step.groupValues));
      });
    if (props.showLabels && step.label) {
      group
        .append('text')
        .attr('class', 'tessera-funnel-label')
        .attr('x', centre)
        .attr('y', y + bandHeight / 2)
        .attr('dy', '0.35em')
        .attr('text-anchor', 'middle')
        .attr('font-size', 12)
        .attr('fill', '#333')
        .style('pointer-events', 'none')
        .text(step.label);
    }
  });
}

export const renderer = defineRenderer<FunnelChartProps>(drawFunnel);
