import type { Selection } from 'd3-selection';
import { estimateTextWidth, truncateText } from './text-measure';

export interface LegendItem {
  label: string;
  color: string;
  /** Drawn faded, e.g. a series outside the current cross-filter selection. */
  inactive?: boolean;
}

export interface LegendOptions {
  fontSize?: number;
  onClick?: (item: LegendItem, event: MouseEvent) => void;
}

const SWATCH = 12;
const GAP = 6;
const ITEM_GAP = 16;
const MAX_LABEL_WIDTH = 180;

/** Where each legend item goes when items flow left to right and wrap at `width`. */
export function layoutLegend(items: readonly LegendItem[], width: number, fontSize = 12): { x: number; y: number; text: string }[] {
  const lineHeight = Math.max(SWATCH, fontSize) + 6;
  let x = 0;
  let y = 0;
  return items.map((item) => {
    const text = truncateText(item.label, MAX_LABEL_WIDTH, fontSize);
    const itemWidth = SWATCH + GAP + estimateTextWidth(text, fontSize);
    if (x > 0 && x + itemWidth > width) {
      x = 0;
      y += lineHeight;
    }
    const position = { x, y, text };
    x += itemWidth + ITEM_GAP;
    return position;
  });
}

/** Height the legend takes for these items at this width. */
export function legendHeight(items: readonly LegendItem[], width: number, fontSize = 12): number {
  if (items.length === 0) return 0;
  const lineHeight = Math.max(SWATCH, fontSize) + 6;
  const last = layoutLegend(items, width, fontSize).at(-1);
  return (last?.y ?? 0) + lineHeight;
}

/** Draws a flowing legend of swatches and labels into a group; returns the height used. */
export function drawLegend<T extends SVGGElement>(
  group: Selection<T, unknown, null, undefined>,
  items: readonly LegendItem[],
  width: number,
  options: LegendOptions = {},
): number {
  const fontSize = options.fontSize ?? 12;
  const positions = layoutLegend(items, width, fontSize);
  group.attr('class', 'tessera-legend');
  items.forEach((item, i) => {
    const { x, y, text } = positions[i];
    const entry = group
      .append('g')
      .attr('class', 'tessera-legend-item')
      .attr('transform', `translate(${x},${y})`)
      .style('opacity', item.inactive ? 0.35 : 1)
      .style('cursor', options.onClick ? 'pointer' : 'default');
    entry
      .append('rect')
      .attr('class', 'tessera-legend-swatch')
      .attr('width', SWATCH)
      .attr('height', SWATCH)
      .attr('rx', 2)
      .attr('fill', item.color);
    entry.append('title').text(item.label);
    entry
      .append('text')
      .attr('x', SWATCH + GAP)
      .attr('y', SWATCH - 2)
      .attr('font-size', fontSize)
      .attr('font-family', 'sans-serif')
      .text(text);
    if (options.onClick) entry.on('click', (event: MouseEvent) => options.onClick?.(item, event));
  });
  return legendHeight(items, width, fontSize);
}

/** A series the legend can show or hide; `key` identifies it in the chart's hidden set. */
export interface ToggleableSeries {
  key: string;
  label: string;
  color: string;
}

/** Legend items for `series`, the hidden ones faded. */
export function toggleLegendItems(series: readonly ToggleableSeries[], hidden: ReadonlySet<string>): LegendItem[] {
  return series.map((s) => ({ label: s.label, color: s.color, inactive: hidden.has(s.key) }));
}

/**
 * The legend at the top of a chart whose entries show or hide their series: a click flips the key in
 * `hidden` (chart state that survives redraws) and redraws.
 */
export function drawToggleLegend(
  svg: Selection<SVGSVGElement, unknown, null, undefined>,
  series: readonly ToggleableSeries[],
  hidden: Set<string>,
  width: number,
  redraw: () => void,
): void {
  drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), toggleLegendItems(series, hidden), width - 16, {
    onClick: (item) => {
      const clicked = series.find((s) => s.label === item.label);
      if (!clicked) return;
      if (hidden.has(clicked.key)) hidden.delete(clicked.key);
      else hidden.add(clicked.key);
      redraw();
    },
  });
}
