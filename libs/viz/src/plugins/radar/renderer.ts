import type { Selection } from 'd3-selection';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawLegend, legendHeight } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { RADAR_RINGS, radarGeometry, type RadarGeometry } from './radar-geometry';
import type { RadarChartProps, RadarLabelPosition, RadarSeries } from './radar.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

const GRID_COLOR = '#ddd';
const LABEL_OFFSET: Record<RadarLabelPosition, [number, number, string]> = {
  top: [0, -8, 'middle'],
  bottom: [0, 14, 'middle'],
  left: [-6, 4, 'end'],
  right: [6, 4, 'start'],
  inside: [0, 4, 'middle'],
};

function isFaded(props: RadarChartProps, series: RadarSeries): boolean {
  return props.selectedValues.length > 0 && !props.selectedValues.includes(crossFilterValue(series.groupValues));
}

/** Rings (polygons, or circles for a circular radar), a spoke per metric and its name past the end. */
function drawGrid(group: Group, props: RadarChartProps, geometry: RadarGeometry): void {
  const count = props.indicators.length;
  for (let ring = 1; ring <= RADAR_RINGS; ring += 1) {
    const share = ring / RADAR_RINGS;
    if (props.isCircle) {
      group
        .append('circle')
        .attr('class', 'tessera-radar-ring')
        .attr('cx', geometry.cx)
        .attr('cy', geometry.cy)
        .attr('r', geometry.radius * share)
        .attr('fill', 'none')
        .attr('stroke', GRID_COLOR);
    } else {
      const corners = props.indicators.map((_, i) => geometry.atShare(i, share).join(','));
      group
        .append('path')
        .attr('class', 'tessera-radar-ring')
        .attr('d', `M${corners.join('L')}Z`)
        .attr('fill', 'none')
        .attr('stroke', GRID_COLOR);
    }
  }
  props.indicators.forEach((indicator, i) => {
    const [x, y] = geometry.atShare(i, 1);
    group
      .append('line')
      .attr('class', 'tessera-radar-spoke')
      .attr('x1', geometry.cx)
      .attr('y1', geometry.cy)
      .attr('x2', x)
      .attr('y2', y)
      .attr('stroke', GRID_COLOR);
    const [nx, ny] = geometry.atShare(i, 1.08);
    const cos = Math.cos(geometry.angleOf(i));
    group
      .append('text')
      .attr('class', 'tessera-radar-indicator')
      .attr('x', nx)
      .attr('y', ny)
      .attr('dy', '0.35em')
      .attr('text-anchor', count > 1 && Math.abs(cos) > 0.2 ? (cos > 0 ? 'start' : 'end') : 'middle')
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(indicator.name);
  });
}

/**
 * A radar per Superset's: the grid, one closed line per group through its value on every metric's
 * spoke with a marker at each point and optional value labels, a legend on top and a tooltip
 * listing the group's values; clicking a group cross-filters on it, right-clicking drills.
 */
function drawRadar(root: ChartRoot, props: RadarChartProps, callbacks: RenderCallbacks): void {
  if (props.series.length === 0 || props.indicators.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const legendItems = props.series.map((s) => ({ label: s.name, color: s.color, inactive: isFaded(props, s) }));
  let top = 0;
  if (props.showLegend) {
    drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), legendItems, props.width - 16);
    top = legendHeight(legendItems, props.width - 16) + 12;
  }
  const geometry = radarGeometry(props.indicators, props.width, props.height, top);
  const tooltip = createTooltip(root, props.width);
  const group = svg.append('g').attr('class', 'tessera-radar');
  drawGrid(group, props, geometry);

  for (const series of props.series) {
    const points = series.values.map((value, i) => geometry.pointOf(i, value));
    const defined = points.filter((point): point is [number, number] => point !== null);
    const layer = group
      .append('g')
      .attr('class', 'tessera-radar-series')
      .style('opacity', isFaded(props, series) ? 0.3 : 1);
    const outline = layer
      .append('path')
      .attr('class', 'tessera-radar-line')
      .attr('d', defined.length > 0 ? `M${defined.map((point) => point.join(',')).join('L')}Z` : '')
      .attr('fill', series.color)
      .attr('fill-opacity', 0.08)
      .attr('stroke', series.color)
      .attr('stroke-width', 2);
    const marks = [outline.node() as SVGElement];
    points.forEach((point, i) => {
      if (!point) return;
      const marker = layer
        .append('circle')
        .attr('class', 'tessera-radar-point')
        .attr('cx', point[0])
        .attr('cy', point[1])
        .attr('r', 3)
        .attr('fill', '#fff')
        .attr('stroke', series.color)
        .attr('stroke-width', 1.5);
      marks.push(marker.node() as SVGElement);
      if (!props.showLabels || !series.labels[i]) return;
      const [dx, dy, anchor] = LABEL_OFFSET[props.labelPosition];
      layer
        .append('text')
        .attr('class', 'tessera-radar-label')
        .attr('x', point[0] + dx)
        .attr('y', point[1] + dy)
        .attr('text-anchor', anchor)
        .attr('font-size', 10)
        .attr('fill', '#333')
        .style('pointer-events', 'none')
        .text(series.labels[i]);
    });
    const rows = props.indicators.map((indicator, i) => ({ label: indicator.name, value: series.formattedValues[i], color: series.color }));
    for (const mark of marks) {
      mark.style.cursor = props.emitCrossFilters ? 'pointer' : 'default';
      mark.addEventListener('mousemove', (event) => {
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(series.name, rows, x, y);
      });
      mark.addEventListener('mouseleave', () => tooltip.hide());
      mark.addEventListener('click', () => {
        if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter(props.groupby, series.groupValues, props.selectedValues));
      });
      mark.addEventListener('contextmenu', (event) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, props.groupby, series.groupValues));
      });
    }
  }
}

export const renderer = defineRenderer<RadarChartProps>(drawRadar);
