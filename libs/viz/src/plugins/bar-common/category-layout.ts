import { scaleBand, scaleLinear } from 'd3-scale';
import { estimateTextWidth, truncateText } from '../../core/render/text-measure';
import type { NumberFormatter } from '../../format/number-format';

/** What a chart with a category axis and a value axis needs to place them. */
export interface CategoryAxesInput {
  width: number;
  height: number;
  /** Labels of the categories, in axis order. */
  categories: readonly { label: string }[];
  /** Categories down the left axis, values growing to the right. */
  horizontal: boolean;
  valueFormatter: NumberFormatter;
  /** Data extent of the values; the axis is widened to nice ticks unless a bound is fixed. */
  extent: [number, number];
  valueBounds: [number | null, number | null];
  /** Space the legend takes above the plot. */
  legendHeight: number;
}

export interface CategoryLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  /** Pixel position of a value along the value axis. */
  value: (value: number) => number;
  valueTicks: number[];
  /** Start and thickness of each category band along the category axis. */
  bandStart: (index: number) => number;
  bandWidth: number;
  /** Centre of each category band along the category axis. */
  categoryCentres: number[];
  /** Indexes of the categories whose label fits on the axis. */
  labelledCategories: number[];
}

const FONT_SIZE = 11;
const TICK_COUNT = 5;
const MAX_CATEGORY_LABEL_WIDTH = 160;

/** A category label shortened to the room a horizontal chart leaves for it. */
export function fitCategoryLabel(label: string): string {
  return truncateText(label, MAX_CATEGORY_LABEL_WIDTH, FONT_SIZE);
}

/**
 * Bands for the categories and a linear value axis with nice ticks, room for the legend above,
 * the widest tick (or category) label beside the plot. Pure, so positions can be checked without
 * a layout engine.
 */
export function computeCategoryLayout(input: CategoryAxesInput): CategoryLayout {
  const [low, high] = input.extent;
  const nice = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .nice(TICK_COUNT)
    .domain();
  const domain = [input.valueBounds[0] ?? nice[0], input.valueBounds[1] ?? nice[1]];
  const ticks = scaleLinear().domain(domain).ticks(TICK_COUNT);
  const widestTick = Math.max(0, ...ticks.map((tick) => estimateTextWidth(input.valueFormatter(tick), FONT_SIZE)));
  const widestCategory = Math.min(
    MAX_CATEGORY_LABEL_WIDTH,
    Math.max(0, ...input.categories.map((c) => estimateTextWidth(c.label, FONT_SIZE))),
  );
  const top = input.legendHeight + 12;
  const margin = input.horizontal
    ? { top, right: Math.ceil(widestTick / 2) + 8, bottom: 28, left: Math.ceil(widestCategory) + 12 }
    : { top, right: 16, bottom: 28, left: Math.ceil(widestTick) + 12 };
  const plotWidth = Math.max(0, input.width - margin.left - margin.right);
  const plotHeight = Math.max(0, input.height - margin.top - margin.bottom);
  const band = scaleBand<number>()
    .domain(input.categories.map((_, i) => i))
    .range([0, input.horizontal ? plotHeight : plotWidth])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const value = scaleLinear()
    .domain(domain)
    .range(input.horizontal ? [0, plotWidth] : [plotHeight, 0])
    .clamp(true);
  // Vertical charts need each label's estimated width along the axis; horizontal ones a line each.
  const labelSpace = input.horizontal
    ? FONT_SIZE + 4
    : Math.max(1, ...input.categories.map((c) => estimateTextWidth(c.label, FONT_SIZE))) + 8;
  const step = Math.max(1, Math.ceil(labelSpace / Math.max(1, band.step())));
  return {
    margin,
    plotWidth,
    plotHeight,
    value: (v) => value(v),
    valueTicks: ticks,
    bandStart: (index) => band(index) ?? 0,
    bandWidth: band.bandwidth(),
    categoryCentres: input.categories.map((_, i) => (band(i) ?? 0) + band.bandwidth() / 2),
    labelledCategories: input.categories.map((_, i) => i).filter((i) => i % step === 0),
  };
}
