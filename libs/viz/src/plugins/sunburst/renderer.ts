import { arc } from 'd3-shape';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { truncateText } from '../../core/render/text-measure';
import { createTooltip } from '../../core/render/tooltip';
import type { SunburstArc, SunburstChartProps } from './sunburst.types';
import { chartText } from '../../core/i18n/chart-text';

const FONT_SIZE = 11;

/** A segment is selected when it or one of its ancestors is the cross-filtered value. */
function isFaded(props: SunburstChartProps, segment: SunburstArc): boolean {
  if (props.selectedValues.length === 0) return false;
  return !segment.groupValues.some((_, depth) => props.selectedValues.includes(crossFilterValue(segment.groupValues.slice(0, depth + 1))));
}

/**
 * The rings of the hierarchy around the centre (the total in the hole when asked), labels along
 * the middle of wide enough segments; hovering shows the segment's shares and values, clicking
 * cross-filters on its path and right-clicking drills.
 */
function drawSunburst(root: ChartRoot, props: SunburstChartProps, callbacks: RenderCallbacks): void {
  if (props.arcs.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const group = svg
    .append('g')
    .attr('class', 'tessera-sunburst')
    .attr('transform', `translate(${props.width / 2},${props.height / 2})`);
  const shape = arc<SunburstArc>().padAngle(0.002);

  for (const segment of props.arcs) {
    const columns = props.columns.slice(0, segment.groupValues.length);
    group
      .append('path')
      .attr('class', 'tessera-sunburst-arc')
      .attr('data-path', segment.key.split('\u0000').join(' ▸ '))
      .attr('d', shape(segment) ?? '')
      .attr('fill', segment.color)
      .attr('stroke', '#fff')
      .style('opacity', isFaded(props, segment) ? 0.3 : 1)
      .style('cursor', props.emitCrossFilters ? 'pointer' : 'default')
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(segment.name, segment.tooltipRows, x, y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('click', () => {
        if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter(columns, segment.groupValues, props.selectedValues));
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, columns, segment.groupValues));
      });
  }

  for (const segment of props.arcs) {
    if (!segment.showLabel) continue;
    const angle = (segment.startAngle + segment.endAngle) / 2;
    const distance = (segment.innerRadius + segment.outerRadius) / 2;
    // Along the radius, turned so the text never reads upside down.
    const degrees = (angle * 180) / Math.PI - 90;
    const flip = angle > Math.PI;
    group
      .append('text')
      .attr('class', 'tessera-sunburst-label')
      .attr('transform', `rotate(${degrees}) translate(${distance},0)${flip ? ' rotate(180)' : ''}`)
      .attr('dy', '0.35em')
      .attr('text-anchor', 'middle')
      .attr('font-size', FONT_SIZE)
      .attr('fill', '#333')
      .style('pointer-events', 'none')
      .text(truncateText(segment.label, segment.outerRadius - segment.innerRadius - 4, FONT_SIZE));
  }

  if (props.showTotal) {
    group
      .append('text')
      .attr('class', 'tessera-sunburst-total')
      .attr('text-anchor', 'middle')
      .attr('dy', '0.35em')
      .attr('font-size', 16)
      .attr('font-weight', 'bold')
      .text(chartText('Total: %s', props.formattedTotal));
  }
}

export const renderer = defineRenderer<SunburstChartProps>(drawSunburst);
