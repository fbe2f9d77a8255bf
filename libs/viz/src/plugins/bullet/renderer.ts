import { scaleLinear } from 'd3-scale';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { BulletChartProps } from './bullet.types';

const RANGE_SHADES = ['#eeeeee', '#dddddd', '#cccccc', '#bbbbbb', '#aaaaaa'];
const MEASURE_COLOR = '#1f77b4';
const MARKER_COLOR = '#000';
const BAR_HEIGHT = 30;

/**
 * A horizontal bullet: the ranges as grey bands (darker towards zero), the measure as a bar
 * across their middle, markers as triangles and marker lines across the bands, a value axis
 * below; each part shows its label and value on hover, and right-click drills to the rows.
 */
function drawBullet(root: ChartRoot, props: BulletChartProps, callbacks: RenderCallbacks): void {
  if (props.measure === null) {
    drawEmptyState(root);
    return;
  }
  const margin = { left: 12, right: 24 };
  const plotWidth = Math.max(props.width - margin.left - margin.right, 10);
  const top = Math.max((props.height - BAR_HEIGHT - 20) / 2, 4);
  const extent = [props.measure, ...[...props.ranges, ...props.markers, ...props.markerLines].map((mark) => mark.value)];
  const x = scaleLinear()
    .domain([Math.min(0, ...extent), Math.max(...extent, 0) || 1])
    .range([0, plotWidth])
    .nice();
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const plot = svg.append('g').attr('class', 'tessera-bullet').attr('transform', `translate(${margin.left},${top})`);
  const describe = (element: SVGElement | null, title: string, value: number) => {
    if (!element) return;
    element.addEventListener('mousemove', (event) => {
      const [px, py] = pointerWithin(event, svgNode);
      tooltip.show(title, [{ label: props.metricLabel, value: props.formatter(value) }], px, py);
    });
    element.addEventListener('mouseleave', () => tooltip.hide());
    element.addEventListener('contextmenu', (event) => {
      if (!callbacks.onContextMenu) return;
      event.preventDefault();
      callbacks.onContextMenu({ x: event.clientX, y: event.clientY, filters: [] });
    });
  };

  props.ranges.forEach((range, i) => {
    const band = plot
      .append('rect')
      .attr('class', 'tessera-bullet-range')
      .attr('x', x(Math.min(0, range.value)))
      .attr('width', Math.abs(x(range.value) - x(0)))
      .attr('height', BAR_HEIGHT)
      .attr('fill', RANGE_SHADES[Math.min(i, RANGE_SHADES.length - 1)]);
    describe(band.node(), range.label || 'Range', range.value);
  });
  const measure = plot
    .append('rect')
    .attr('class', 'tessera-bullet-measure')
    .attr('x', x(Math.min(0, props.measure)))
    .attr('y', BAR_HEIGHT / 3)
    .attr('width', Math.abs(x(props.measure) - x(0)))
    .attr('height', BAR_HEIGHT / 3)
    .attr('fill', MEASURE_COLOR);
  describe(measure.node(), props.metricLabel, props.measure);
  for (const line of props.markerLines) {
    const mark = plot
      .append('line')
      .attr('class', 'tessera-bullet-marker-line')
      .attr('x1', x(line.value))
      .attr('x2', x(line.value))
      .attr('y1', 2)
      .attr('y2', BAR_HEIGHT - 2)
      .attr('stroke', MARKER_COLOR)
      .attr('stroke-width', 2);
    describe(mark.node(), line.label || 'Marker line', line.value);
  }
  for (const marker of props.markers) {
    const at = x(marker.value);
    const mark = plot
      .append('path')
      .attr('class', 'tessera-bullet-marker')
      .attr('d', `M${at},${BAR_HEIGHT / 2}L${at - 6},${BAR_HEIGHT + 4}L${at + 6},${BAR_HEIGHT + 4}Z`)
      .attr('fill', MARKER_COLOR);
    describe(mark.node(), marker.label || 'Marker', marker.value);
  }
  const axis = plot
    .append('g')
    .attr('class', 'tessera-bullet-axis')
    .attr('transform', `translate(0,${BAR_HEIGHT + 16})`);
  for (const tick of x.ticks(Math.max(2, Math.floor(plotWidth / 80)))) {
    axis
      .append('text')
      .attr('class', 'tessera-bullet-tick')
      .attr('x', x(tick))
      .attr('text-anchor', 'middle')
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(props.formatter(tick));
  }
}

export const renderer = defineRenderer<BulletChartProps>(drawBullet);
