import { scaleBand } from 'd3-scale';
import { estimateTextWidth, truncateText } from '../../core/render/text-measure';
import type { HeatmapChartProps } from './heatmap.types';

export interface HeatmapLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  plotWidth: number;
  plotHeight: number;
  x: (index: number) => number;
  y: (index: number) => number;
  cellWidth: number;
  cellHeight: number;
  /** Indexes of the x labels that fit side by side. */
  labelledX: number[];
  /** The y labels, shortened to the left margin. */
  yLabels: string[];
}

const FONT_SIZE = 11;
const MAX_Y_LABEL_WIDTH = 120;
export const HEATMAP_LEGEND_HEIGHT = 30;

/** Equal cells filling the plot; the left margin fits the y labels, the legend sits on top. */
export function computeHeatmapLayout(props: HeatmapChartProps): HeatmapLayout {
  const widestY = Math.min(MAX_Y_LABEL_WIDTH, Math.max(0, ...props.yLabels.map((label) => estimateTextWidth(label, FONT_SIZE))));
  const margin = { top: (props.showLegend ? HEATMAP_LEGEND_HEIGHT : 0) + 8, right: 16, bottom: 24, left: Math.ceil(widestY) + 10 };
  const plotWidth = Math.max(0, props.width - margin.left - margin.right);
  const plotHeight = Math.max(0, props.height - margin.top - margin.bottom);
  const x = scaleBand<number>()
    .domain(props.xLabels.map((_, i) => i))
    .range([0, plotWidth])
    .padding(0.03);
  const y = scaleBand<number>()
    .domain(props.yLabels.map((_, i) => i))
    .range([0, plotHeight])
    .padding(0.03);
  const widestX = Math.max(1, ...props.xLabels.map((label) => estimateTextWidth(label, FONT_SIZE))) + 8;
  const step = Math.max(1, Math.ceil(widestX / Math.max(1, x.step())));
  return {
    margin,
    plotWidth,
    plotHeight,
    x: (index) => x(index) ?? 0,
    y: (index) => y(index) ?? 0,
    cellWidth: x.bandwidth(),
    cellHeight: y.bandwidth(),
    labelledX: props.xLabels.map((_, i) => i).filter((i) => i % step === 0),
    yLabels: props.yLabels.map((label) => truncateText(label, MAX_Y_LABEL_WIDTH, FONT_SIZE)),
  };
}
