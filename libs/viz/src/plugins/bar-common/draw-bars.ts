import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawToggleLegend, toggleLegendItems } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { stackSeries } from '../timeseries-common/stack';
import type { TimeseriesSeries } from '../timeseries-common/timeseries.types';
import { computeBarLayout } from './bar-layout';
import type { BarChartProps, BarSeries } from './bar.types';
import { drawCategoryAxes } from './draw-category-axes';

/** What a bar chart remembers between redraws: series the user hid from the legend. */
export interface BarChartState {
  hidden: Set<string>;
}

export function createBarChartState(): BarChartState {
  return { hidden: new Set() };
}

/** The shape the shared stacking works on: one point per category. */
function asStackable(series: BarSeries): TimeseriesSeries {
  return { ...series, isTimeShift: false, points: series.values.map((y, x) => ({ x, y })) };
}

function isFaded(props: BarChartProps, series: BarSeries): boolean {
  return props.selectedValues.length > 0 && !props.selectedValues.includes(crossFilterValue(series.groupValues));
}

/**
 * Draws bars per category and series (side by side, stacked or stacked to 100 %), vertical or
 * horizontal, with a legend that toggles series, value labels, a tooltip listing every series of
 * the hovered category; a click cross-filters on the bar's series, a right-click drills on the
 * bar's category and series values.
 */
export function drawBars(
  root: ChartRoot,
  props: BarChartProps,
  callbacks: RenderCallbacks,
  state: BarChartState,
  redraw: () => void,
): void {
  if (props.series.length === 0 || props.categories.length === 0) {
    drawEmptyState(root);
    return;
  }
  const visible = props.series.filter((s) => !state.hidden.has(s.key));
  const stacked = stackSeries(visible.map(asStackable), props.stack);
  const legendItems = toggleLegendItems(props.series, state.hidden);
  const layout = computeBarLayout(props, stacked, legendItems);
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const tooltip = createTooltip(root, props.width);

  if (props.showLegend) drawToggleLegend(svg, props.series, state.hidden, props.width, redraw);

  const plot = svg.append('g').attr('class', 'tessera-plot').attr('transform', `translate(${layout.margin.left},${layout.margin.top})`);
  drawCategoryAxes(plot, props, layout);
  const plotNode = plot.node() as SVGGElement;
  const marks = plot.append('g').attr('class', 'tessera-bars');

  visible.forEach((series, s) => {
    const group = marks
      .append('g')
      .attr('class', 'tessera-bar-series')
      .attr('data-series', series.key)
      .style('opacity', isFaded(props, series) ? 0.3 : 1);
    props.categories.forEach((category, c) => {
      const value = series.values[c];
      if (value === null || value === undefined) return;
      const box = layout.rect(s, c);
      const bar = group
        .append('rect')
        .attr('class', 'tessera-bar')
        .attr('x', box.x)
        .attr('y', box.y)
        .attr('width', box.width)
        .attr('height', box.height)
        .attr('fill', series.color)
        .style('cursor', props.emitCrossFilters ? 'pointer' : 'default');
      bar
        .on('mousemove', (event: MouseEvent) => {
          const [x, y] = pointerWithin(event, plotNode);
          const rows = visible
            .filter((other) => other.values[c] !== null && other.values[c] !== undefined)
            .map((other) => ({
              label: other.label,
              value: props.valueFormatter(other.values[c]),
              color: other.color,
              focused: other.key === series.key,
            }));
          tooltip.show(category.label, rows, layout.margin.left + x, layout.margin.top + y);
        })
        .on('mouseleave', () => tooltip.hide())
        .on('click', () => {
          if (props.emitCrossFilters)
            callbacks.onCrossFilter?.(buildCrossFilter(props.seriesColumns, series.groupValues, props.selectedValues));
        })
        .on('contextmenu', (event: MouseEvent) => {
          if (!callbacks.onContextMenu) return;
          event.preventDefault();
          callbacks.onContextMenu(
            buildContextMenu(
              event.clientX,
              event.clientY,
              [...props.categoryColumns, ...props.seriesColumns],
              [...category.groupValues, ...series.groupValues],
            ),
          );
        });
      if (props.showValue) {
        const end = props.horizontal
          ? { x: box.x + box.width + 4, y: box.y + box.height / 2, anchor: 'start' }
          : { x: box.x + box.width / 2, y: box.y - 6, anchor: 'middle' };
        group
          .append('text')
          .attr('class', 'tessera-value-label')
          .attr('x', end.x)
          .attr('y', end.y)
          .attr('dy', props.horizontal ? '0.32em' : null)
          .attr('text-anchor', end.anchor)
          .attr('font-size', 10)
          .attr('fill', '#333')
          .style('pointer-events', 'none')
          .text(props.valueFormatter(value));
      }
    });
  });
}
