import { area, curveLinear, curveMonotoneX, curveStep, curveStepAfter, curveStepBefore, line, type CurveFactory } from 'd3-shape';
import type { Selection } from 'd3-selection';
import { crossFilterValue } from '../../core/interactions';
import type { StackedPoint } from '../timeseries-common/stack';
import type { MixedLayout } from './mixed-layout';
import type { MixedSeries, MixedTimeseriesChartProps } from './mixed-timeseries.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

export interface MixedHandlers {
  onClick(series: MixedSeries, event: MouseEvent): void;
  onContextMenu(series: MixedSeries, event: MouseEvent): void;
}

const CURVES: Record<string, CurveFactory> = {
  line: curveLinear,
  smooth: curveMonotoneX,
  start: curveStepBefore,
  middle: curveStep,
  end: curveStepAfter,
};

function bind(mark: SVGElement | null, series: MixedSeries, handlers: MixedHandlers): void {
  if (!mark) return;
  mark.style.cursor = 'pointer';
  mark.addEventListener('click', (event) => handlers.onClick(series, event));
  mark.addEventListener('contextmenu', (event) => handlers.onContextMenu(series, event));
}

function drawBars(group: Group, s: MixedSeries, points: StackedPoint[], layout: MixedLayout, handlers: MixedHandlers): void {
  const y = layout.y[s.axis];
  const offset = layout.barOffset.get(s.key) ?? 0;
  for (const p of points.filter((point) => point.defined && point.value !== null)) {
    const top = Math.min(y(p.y0), y(p.y1));
    const bar = group
      .append('rect')
      .attr('class', 'tessera-bar')
      .attr('x', layout.x(p.x) + offset)
      .attr('y', top)
      .attr('width', Math.max(1, layout.barWidth - 1))
      .attr('height', Math.max(0, Math.abs(y(p.y1) - y(p.y0))))
      .attr('fill', s.color);
    bind(bar.node(), s, handlers);
  }
}

function drawLine(group: Group, s: MixedSeries, points: StackedPoint[], layout: MixedLayout, handlers: MixedHandlers): void {
  const y = layout.y[s.axis];
  const curve = CURVES[s.kind] ?? curveLinear;
  if (s.area) {
    const band = area<StackedPoint>()
      .curve(curve)
      .defined((p) => p.defined)
      .x((p) => layout.x(p.x))
      .y0((p) => y(p.y0))
      .y1((p) => y(p.y1));
    bind(
      group
        .append('path')
        .attr('class', 'tessera-area')
        .attr('d', band(points) ?? '')
        .attr('fill', s.color)
        .attr('fill-opacity', s.opacity)
        .node(),
      s,
      handlers,
    );
  }
  if (s.kind !== 'scatter') {
    const path = line<StackedPoint>()
      .curve(curve)
      .defined((p) => p.defined)
      .x((p) => layout.x(p.x))
      .y((p) => y(p.y1));
    const stroke = group
      .append('path')
      .attr('class', 'tessera-line')
      .attr('d', path(points) ?? '')
      .attr('fill', 'none')
      .attr('stroke', s.color)
      .attr('stroke-width', 2)
      .attr('stroke-dasharray', s.isTimeShift ? '5,3' : null);
    bind(stroke.node(), s, handlers);
  }
  if (s.markerEnabled || s.kind === 'scatter') {
    for (const p of points.filter((point) => point.defined)) {
      const marker = group
        .append('circle')
        .attr('class', 'tessera-marker')
        .attr('cx', layout.x(p.x))
        .attr('cy', y(p.y1))
        .attr('r', Math.max(2, s.markerSize / 2))
        .attr('fill', s.color);
      bind(marker.node(), s, handlers);
    }
  }
}

/** Bars first so lines stay on top; each series in its query's look, value labels when asked. */
export function drawMixedSeries(
  plot: Group,
  props: MixedTimeseriesChartProps,
  layout: MixedLayout,
  visible: readonly MixedSeries[],
  handlers: MixedHandlers,
): void {
  const marks = plot.append('g').attr('class', 'tessera-series');
  const order = visible.map((s, i) => i).sort((a, b) => Number(visible[b].kind === 'bar') - Number(visible[a].kind === 'bar'));
  for (const i of order) {
    const s = visible[i];
    const points = layout.stacked[i];
    const faded = props.selectedValues.length > 0 && !props.selectedValues.includes(crossFilterValue(s.groupValues));
    const group = marks
      .append('g')
      .attr('class', 'tessera-series-group')
      .attr('data-series', s.key)
      .style('opacity', faded ? 0.3 : 1);
    if (s.kind === 'bar') drawBars(group, s, points, layout, handlers);
    else drawLine(group, s, points, layout, handlers);
    if (!s.showValue) continue;
    const x = (p: StackedPoint) => layout.x(p.x) + (s.kind === 'bar' ? (layout.barOffset.get(s.key) ?? 0) + layout.barWidth / 2 : 0);
    for (const p of points.filter((point) => point.defined && point.value !== null)) {
      group
        .append('text')
        .attr('class', 'tessera-value-label')
        .attr('x', x(p))
        .attr('y', layout.y[s.axis](p.y1) - 6)
        .attr('text-anchor', 'middle')
        .attr('font-size', 10)
        .attr('fill', '#333')
        .text(props.yFormatters[s.axis](p.value));
    }
  }
}
