import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawLegend, legendHeight } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { PIE_LABEL_FONT_SIZE, pieGeometry } from './pie-geometry';
import type { PieChartProps, PieSlice } from './pie.types';

function isFaded(props: PieChartProps, slice: PieSlice): boolean {
  return props.selectedValues.length > 0 && (slice.isOther || !props.selectedValues.includes(crossFilterValue(slice.groupValues)));
}

/**
 * Slices (a ring for donuts) with labels inside or outside, the total in the middle of a donut,
 * a legend on top, a tooltip per slice; clicking a slice cross-filters on its dimensions.
 */
function drawPie(root: ChartRoot, props: PieChartProps, callbacks: RenderCallbacks): void {
  if (props.slices.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const legendItems = props.slices.map((slice) => ({ label: slice.name, color: slice.color, inactive: isFaded(props, slice) }));
  let top = 0;
  if (props.showLegend) {
    drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), legendItems, props.width - 16);
    top = legendHeight(legendItems, props.width - 16) + 12;
  }
  const geometry = pieGeometry(props, top);
  const tooltip = createTooltip(root, props.width);
  const group = svg.append('g').attr('class', 'tessera-pie').attr('transform', `translate(${geometry.cx},${geometry.cy})`);
  const svgNode = svg.node() as SVGSVGElement;

  for (const datum of geometry.arcs) {
    const slice = datum.data;
    const path = group
      .append('path')
      .attr('class', 'tessera-pie-slice')
      .attr('d', geometry.path(datum))
      .attr('fill', slice.color)
      .attr('stroke', '#fff')
      .attr('stroke-width', 1)
      .style('opacity', isFaded(props, slice) ? 0.3 : 1)
      .style('cursor', props.emitCrossFilters && !slice.isOther ? 'pointer' : 'default');
    path
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(slice.name, [{ label: slice.formattedValue, value: slice.formattedPercent, color: slice.color }], x, y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('click', () => {
        if (props.emitCrossFilters && !slice.isOther)
          callbacks.onCrossFilter?.(buildCrossFilter(props.groupby, slice.groupValues, props.selectedValues));
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu || slice.isOther) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, props.groupby, slice.groupValues));
      });
  }

  for (const datum of geometry.arcs) {
    if (!datum.data.showLabel) continue;
    const [x, y] = geometry.labelPosition(datum);
    const anchor = props.labelsOutside ? ((datum.startAngle + datum.endAngle) / 2 < Math.PI ? 'start' : 'end') : 'middle';
    group
      .append('text')
      .attr('class', 'tessera-pie-label')
      .attr('x', x)
      .attr('y', y)
      .attr('dy', '0.35em')
      .attr('text-anchor', anchor)
      .attr('font-size', PIE_LABEL_FONT_SIZE)
      .attr('fill', props.labelsOutside ? '#333' : '#fff')
      .style('pointer-events', 'none')
      .text(geometry.labelText(datum));
  }

  if (props.showTotal) {
    group
      .append('text')
      .attr('class', 'tessera-pie-total')
      .attr('text-anchor', 'middle')
      .attr('dy', '0.35em')
      .attr('font-size', 16)
      .attr('font-weight', 'bold')
      .text(props.formattedTotal);
  }
}

export const renderer = defineRenderer<PieChartProps>(drawPie);
