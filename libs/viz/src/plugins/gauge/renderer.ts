import type { Selection } from 'd3-selection';
import { arc } from 'd3-shape';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { gaugeGeometry, type GaugeGeometry } from './gauge-geometry';
import type { GaugeChartProps, GaugeItem } from './gauge.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

const AXIS_COLOR = '#E6EBF8';
const MARK_COLOR = '#63676f';

function isFaded(props: GaugeChartProps, item: GaugeItem): boolean {
  return props.selectedValues.length > 0 && !props.selectedValues.includes(crossFilterValue(item.groupValues));
}

function band(inner: number, outer: number, from: number, to: number, round: boolean): string {
  return (
    arc().cornerRadius(round ? (outer - inner) / 2 : 0)({ innerRadius: inner, outerRadius: outer, startAngle: from, endAngle: to }) ?? ''
  );
}

/** The axis band (plain or in coloured intervals), split lines, minor ticks and labels at each split. */
function drawAxis(group: Group, props: GaugeChartProps, geometry: GaugeGeometry): void {
  const { radius, axisWidth, start, end } = geometry;
  const inner = radius - axisWidth;
  const segments = props.intervals.length > 0 ? props.intervals : [{ to: 1, color: AXIS_COLOR }];
  let from = 0;
  for (const segment of segments) {
    const to = Math.min(Math.max(segment.to, from), 1);
    group
      .append('path')
      .attr('class', 'tessera-gauge-axis')
      .attr('d', band(inner, radius, start + from * (end - start), start + to * (end - start), props.roundCap))
      .attr('fill', segment.color);
    from = to;
  }
  const splitLength = props.fontSize * 0.8;
  props.ticks.forEach((tick, k) => {
    const angle = geometry.angleOf(tick.value);
    if (props.showSplitLine) line(group, geometry, angle, inner - 2, inner - 2 - splitLength, 'tessera-gauge-split', 2);
    if (props.showAxisTick && k < props.ticks.length - 1) {
      const next = geometry.angleOf(props.ticks[k + 1].value);
      for (let minor = 1; minor < 5; minor += 1) {
        line(group, geometry, angle + ((next - angle) * minor) / 5, inner - 2, inner - 2 - splitLength / 2, 'tessera-gauge-tick', 1);
      }
    }
    const [x, y] = geometry.point(angle, inner - 6 - (props.showSplitLine ? splitLength : 0) - props.fontSize * 0.7);
    group
      .append('text')
      .attr('class', 'tessera-gauge-label')
      .attr('x', x)
      .attr('y', y)
      .attr('dy', '0.35em')
      .attr('text-anchor', 'middle')
      .attr('font-size', Math.round(props.fontSize * 0.75))
      .attr('fill', MARK_COLOR)
      .text(tick.label);
  });
}

function line(group: Group, geometry: GaugeGeometry, angle: number, from: number, to: number, className: string, width: number): void {
  const [x1, y1] = geometry.point(angle, from);
  const [x2, y2] = geometry.point(angle, to);
  group
    .append('line')
    .attr('class', className)
    .attr('x1', x1)
    .attr('y1', y1)
    .attr('x2', x2)
    .attr('y2', y2)
    .attr('stroke', MARK_COLOR)
    .attr('stroke-width', width);
}

/**
 * A dial per Superset's gauge: the axis, a progress bar and pointer per item (bars on one band when
 * they overlap, else one ring each), and each item's name and value under the centre; hovering
 * shows the value, clicking cross-filters on the item's groups, right-clicking drills.
 */
function drawGauge(root: ChartRoot, props: GaugeChartProps, callbacks: RenderCallbacks): void {
  if (props.items.length === 0) {
    drawEmptyState(root);
    return;
  }
  const geometry = gaugeGeometry(props);
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const group = svg.append('g').attr('class', 'tessera-gauge');
  const dial = group.append('g').attr('transform', `translate(${geometry.cx},${geometry.cy})`);
  drawAxis(dial, props, geometry);

  const ringWidth = props.overlap ? geometry.axisWidth : geometry.axisWidth / props.items.length;
  props.items.forEach((item, i) => {
    const faded = isFaded(props, item);
    const marks: SVGElement[] = [];
    const angle = geometry.angleOf(item.value);
    if (props.showProgress) {
      const outer = geometry.radius - (props.overlap ? 0 : i * ringWidth);
      const progress = dial
        .append('path')
        .attr('class', 'tessera-gauge-progress')
        .attr('d', band(outer - ringWidth, outer, geometry.start, angle, props.roundCap))
        .attr('fill', item.color)
        .style('opacity', faded ? 0.3 : 1);
      marks.push(progress.node() as SVGElement);
    }
    if (props.showPointer) {
      const length = (geometry.radius - geometry.axisWidth) * 0.85;
      const half = Math.max(props.fontSize * 0.25, 3);
      const tip = geometry.point(angle, length);
      const side = [half * Math.cos(angle), half * Math.sin(angle)];
      const pointer = dial
        .append('path')
        .attr('class', 'tessera-gauge-pointer')
        .attr('d', `M${side[0]},${side[1]}L${tip[0]},${tip[1]}L${-side[0]},${-side[1]}Z`)
        .attr('fill', item.color)
        .style('opacity', faded ? 0.3 : 1);
      marks.push(pointer.node() as SVGElement);
    }
    if (!faded) {
      const top = geometry.cy + geometry.radius * 0.2 + i * props.fontSize * 2.6;
      if (item.name) text(group, geometry.cx, top, props.fontSize * 0.8, 'normal', 'tessera-gauge-title').text(item.name);
      text(group, geometry.cx, top + props.fontSize * 1.3, props.fontSize * 1.2, 'bold', 'tessera-gauge-value').text(item.formattedValue);
    }
    for (const mark of marks) bindItem(mark, item, props, callbacks, (event) => pointerWithin(event, svgNode), tooltip);
  });
}

function text(group: Group, x: number, y: number, size: number, weight: string, className: string) {
  return group
    .append('text')
    .attr('class', className)
    .attr('x', x)
    .attr('y', y)
    .attr('text-anchor', 'middle')
    .attr('font-size', Math.round(size))
    .attr('font-weight', weight)
    .attr('fill', '#333');
}

function bindItem(
  mark: SVGElement,
  item: GaugeItem,
  props: GaugeChartProps,
  callbacks: RenderCallbacks,
  pointer: (event: MouseEvent) => [number, number],
  tooltip: ReturnType<typeof createTooltip>,
): void {
  mark.style.cursor = props.emitCrossFilters ? 'pointer' : 'default';
  mark.addEventListener('mousemove', (event) => {
    const [x, y] = pointer(event);
    tooltip.show(item.name, [{ label: props.metricLabel, value: item.formattedValue, color: item.color }], x, y);
  });
  mark.addEventListener('mouseleave', () => tooltip.hide());
  mark.addEventListener('click', () => {
    if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter(props.groupby, item.groupValues, props.selectedValues));
  });
  mark.addEventListener('contextmenu', (event) => {
    if (!callbacks.onContextMenu) return;
    event.preventDefault();
    callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, props.groupby, item.groupValues));
  });
}

export const renderer = defineRenderer<GaugeChartProps>(drawGauge);
