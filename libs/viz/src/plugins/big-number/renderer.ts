import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { drawHeadline } from '../big-number-common/draw-headline';
import type { BigNumberChartProps } from './big-number.types';
import { sparklineGeometry } from './sparkline';

const POSITIVE = '#5AC189';
const NEGATIVE = '#E04355';

function changeColor(change: number | null): string | undefined {
  if (change === null || change === 0) return undefined;
  return change > 0 ? POSITIVE : NEGATIVE;
}

function drawTrendLine(root: ChartRoot, props: BigNumberChartProps, callbacks: RenderCallbacks, height: number): void {
  const points = props.trendLine ?? [];
  const geometry = sparklineGeometry(points, props.width, height, props.startYAxisAtZero);
  const svg = root.append('svg').attr('class', 'tessera-sparkline').attr('width', props.width).attr('height', height);
  svg
    .append('path')
    .attr('class', 'tessera-sparkline-area')
    .attr('d', geometry.area)
    .attr('fill', props.mainColor)
    .attr('fill-opacity', 0.15);
  svg
    .append('path')
    .attr('class', 'tessera-sparkline-line')
    .attr('d', geometry.line)
    .attr('fill', 'none')
    .attr('stroke', props.mainColor)
    .attr('stroke-width', 2);
  const focus = svg
    .append('circle')
    .attr('class', 'tessera-sparkline-focus')
    .attr('r', 4)
    .attr('fill', props.mainColor)
    .style('display', 'none');
  const tooltip = createTooltip(root, props.width);
  const node = svg.node() as SVGSVGElement;
  const nearest = (event: MouseEvent) => {
    const [px] = pointerWithin(event, node);
    return points.reduce((best, p) => (Math.abs(geometry.x(p.x) - px) < Math.abs(geometry.x(best.x) - px) ? p : best), points[0]);
  };
  svg
    .on('mousemove', (event: MouseEvent) => {
      const point = nearest(event);
      if (!point) return;
      const cx = geometry.x(point.x);
      const cy = point.y === null ? height / 2 : geometry.y(point.y);
      focus.attr('cx', cx).attr('cy', cy).style('display', null);
      tooltip.show(
        props.formatTime(point.x),
        [{ label: props.metricLabel, value: point.y === null ? 'N/A' : props.formatValue(point.y) }],
        cx,
        props.height - height + cy,
      );
    })
    .on('mouseleave', () => {
      focus.style('display', 'none');
      tooltip.hide();
    })
    .on('contextmenu', (event: MouseEvent) => {
      if (!callbacks.onContextMenu) return;
      event.preventDefault();
      const point = nearest(event);
      callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, point ? [props.xAxisLabel] : [], point ? [point.x] : []));
    });
}

/** The headline value with its change and timestamp over a shaded trend line filling the rest. */
function drawBigNumber(root: ChartRoot, props: BigNumberChartProps, callbacks: RenderCallbacks): void {
  const hasTrend = Boolean(props.trendLine?.length);
  // With a trend line the text takes its share of the height and the line the remainder.
  const scale = hasTrend ? 0.8 : 1;
  const used = drawHeadline(
    root,
    [
      {
        text: props.formattedBigNumber,
        className: 'tessera-big-number-header-line',
        fontSize: props.headerFontSize * props.height * scale,
      },
      {
        text: props.subheader,
        className: 'tessera-big-number-subheader',
        fontSize: props.subheaderFontSize * props.height * scale,
        color: changeColor(props.percentChange),
      },
      { text: props.showTimestamp ? props.formattedTimestamp : '', className: 'tessera-big-number-timestamp', fontSize: 12 },
    ],
    props.width,
  );
  if (hasTrend) drawTrendLine(root, props, callbacks, Math.max(0, props.height - used - 4));
}

export const renderer = defineRenderer<BigNumberChartProps>(drawBigNumber);
