import { area, curveLinear, curveMonotoneX, curveStep, curveStepAfter, curveStepBefore, line, type CurveFactory } from 'd3-shape';
import type { Selection } from 'd3-selection';
import { crossFilterValue } from '../../core/interactions';
import type { StackedPoint } from './stack';
import type { TimeseriesLayout } from './timeseries-layout';
import type { SeriesShape, TimeseriesChartProps, TimeseriesSeries } from './timeseries.types';

type Group = Selection<SVGGElement, unknown, null, undefined>;

/** What a series mark does when clicked or right-clicked. */
export interface SeriesHandlers {
  onClick(series: TimeseriesSeries, event: MouseEvent): void;
  onContextMenu(series: TimeseriesSeries, event: MouseEvent): void;
}

function isFaded(props: TimeseriesChartProps, series: TimeseriesSeries): boolean {
  return props.selectedValues.length > 0 && !props.selectedValues.includes(crossFilterValue(series.groupValues));
}

function bindHandlers(mark: SVGElement | null, series: TimeseriesSeries, handlers: SeriesHandlers): void {
  if (!mark) return;
  mark.style.cursor = 'pointer';
  mark.addEventListener('click', (event) => handlers.onClick(series, event));
  mark.addEventListener('contextmenu', (event) => handlers.onContextMenu(series, event));
}

/** The curve joining a series' points; a step at the start rises first, one at the end runs level first. */
const CURVES: Record<Exclude<SeriesShape, 'scatter'>, CurveFactory> = {
  line: curveLinear,
  smooth: curveMonotoneX,
  start: curveStepBefore,
  middle: curveStep,
  end: curveStepAfter,
};

/**
 * One path per series (a filled band for area charts, plus its top line), markers at each defined
 * point when enabled, and value labels when asked. Gaps stay gaps in unstacked lines. A scatter
 * chart draws its markers alone.
 */
export function drawSeries(
  plot: Group,
  props: TimeseriesChartProps,
  layout: TimeseriesLayout,
  series: readonly TimeseriesSeries[],
  stacked: readonly StackedPoint[][],
  handlers: SeriesHandlers,
): void {
  const marks = plot.append('g').attr('class', 'tessera-series');
  const scatter = props.shape === 'scatter';
  const curve = props.shape === 'scatter' ? curveLinear : CURVES[props.shape];
  const topLine = line<StackedPoint>()
    .curve(curve)
    .defined((p) => p.defined)
    .x((p) => layout.x(p.x))
    .y((p) => layout.y(p.y1));
  const band = area<StackedPoint>()
    .curve(curve)
    .defined((p) => p.defined)
    .x((p) => layout.x(p.x))
    .y0((p) => layout.y(p.y0))
    .y1((p) => layout.y(p.y1));

  series.forEach((s, i) => {
    const points = stacked[i];
    const group = marks
      .append('g')
      .attr('class', 'tessera-series-group')
      .attr('data-series', s.key)
      .style('opacity', isFaded(props, s) ? 0.3 : 1);
    if (props.area && !scatter) {
      const fill = group
        .append('path')
        .attr('class', 'tessera-area')
        .attr('d', band(points) ?? '')
        .attr('fill', s.color)
        .attr('fill-opacity', props.stack === 'none' ? props.opacity : Math.max(props.opacity, 0.6));
      bindHandlers(fill.node(), s, handlers);
    }
    if (!scatter) {
      const stroke = group
        .append('path')
        .attr('class', 'tessera-line')
        .attr('d', topLine(points) ?? '')
        .attr('fill', 'none')
        .attr('stroke', s.color)
        .attr('stroke-width', 2)
        .attr('stroke-dasharray', s.isTimeShift ? '5,3' : null);
      bindHandlers(stroke.node(), s, handlers);
    }
    const defined = points.filter((p) => p.defined);
    if (props.markerEnabled || scatter) {
      for (const p of defined) {
        const marker = group
          .append('circle')
          .attr('class', 'tessera-marker')
          .attr('cx', layout.x(p.x))
          .attr('cy', layout.y(p.y1))
          .attr('r', props.markerSize / 2)
          .attr('fill', s.color);
        bindHandlers(marker.node(), s, handlers);
      }
    }
    if (props.showValue) {
      for (const p of defined) {
        if (p.value === null) continue;
        group
          .append('text')
          .attr('class', 'tessera-value-label')
          .attr('x', layout.x(p.x))
          .attr('y', layout.y(p.y1) - 6)
          .attr('text-anchor', 'middle')
          .attr('font-size', 10)
          .attr('fill', '#333')
          .text(props.yFormatter(p.value));
      }
    }
  });
}
