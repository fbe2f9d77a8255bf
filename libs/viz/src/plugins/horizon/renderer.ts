import { scaleLinear } from 'd3-scale';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { domainMaxima, horizonBands, plottedValues } from './horizon-bands';
import type { HorizonChartProps } from './horizon.types';

const formatValue = getNumberFormatter('SMART_NUMBER');
const formatTime = getTimeFormatter('smart_date');
const ROW_GAP = 1;

/**
 * One horizon row per series, stacked top to bottom (scrolling when they do not fit), its name
 * over the left end; hovering a row shows the value at the nearest time.
 */
function drawHorizon(root: ChartRoot, props: HorizonChartProps, _callbacks: RenderCallbacks): void {
  if (props.series.length === 0) {
    drawEmptyState(root);
    return;
  }
  root.style('overflow-y', 'auto');
  const rowHeight = props.seriesHeight;
  const totalHeight = props.series.length * (rowHeight + ROW_GAP);
  const svg = root.append('svg').attr('width', props.width).attr('height', totalHeight).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const times = props.series.flatMap((series) => series.values.map((point) => point.x));
  const x = scaleLinear()
    .domain([Math.min(...times), Math.max(...times)])
    .range([0, props.width]);
  const maxima = domainMaxima(props);

  props.series.forEach((series, index) => {
    const values = plottedValues(series, props.colorScale);
    const row = svg
      .append('g')
      .attr('class', 'tessera-horizon-row')
      .attr('transform', `translate(0,${index * (rowHeight + ROW_GAP)})`);
    row
      .append('rect')
      .attr('class', 'tessera-horizon-background')
      .attr('width', props.width)
      .attr('height', rowHeight)
      .attr('fill', '#fff');
    for (const band of horizonBands(values, maxima[index], x, rowHeight)) {
      row.append('path').attr('class', 'tessera-horizon-band').attr('d', band.path).attr('fill', band.color);
    }
    row
      .append('text')
      .attr('class', 'tessera-horizon-title')
      .attr('x', 4)
      .attr('y', Math.min(rowHeight - 2, 12))
      .attr('font-size', Math.min(12, rowHeight - 2))
      .attr('font-family', 'sans-serif')
      .attr('fill', '#000')
      .style('pointer-events', 'none')
      .text(series.key);
    row
      .on('mousemove', (event: MouseEvent) => {
        const [px, py] = pointerWithin(event, svgNode);
        const time = x.invert(px);
        const nearest = series.values.reduce((best, point) => (Math.abs(point.x - time) < Math.abs(best.x - time) ? point : best));
        tooltip.show(series.key, [{ label: formatTime(nearest.x), value: formatValue(nearest.y) }], px, py);
      })
      .on('mouseleave', () => tooltip.hide());
  });
}

export const renderer = defineRenderer<HorizonChartProps>(drawHorizon);
