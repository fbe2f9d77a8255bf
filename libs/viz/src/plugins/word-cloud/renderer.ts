import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { WordCloudChartProps } from './word-cloud.types';
import { layoutWords } from './word-layout';

/**
 * The words that fit, laid out from the centre outwards, largest first; hovering a word shows its
 * value and right-clicking drills to its rows.
 */
function drawWordCloud(root: ChartRoot, props: WordCloudChartProps, callbacks: RenderCallbacks): void {
  const placed = layoutWords(props.words, props.width, props.height);
  if (placed.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const group = svg
    .append('g')
    .attr('class', 'tessera-word-cloud')
    .attr('transform', `translate(${props.width / 2},${props.height / 2})`);
  for (const word of placed) {
    group
      .append('text')
      .attr('class', 'tessera-word')
      .attr('transform', `translate(${Math.round(word.x * 10) / 10},${Math.round(word.y * 10) / 10}) rotate(${word.rotate})`)
      .attr('text-anchor', 'middle')
      .attr('dy', '0.35em')
      .attr('font-size', word.fontSize)
      .attr('font-family', 'Helvetica, Arial, sans-serif')
      .attr('fill', word.color)
      .text(word.text)
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(word.text, [{ label: props.metricLabel, value: word.formattedValue, color: word.color }], x, y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, [props.seriesColumn], [word.seriesValue]));
      });
  }
}

export const renderer = defineRenderer<WordCloudChartProps>(drawWordCloud);
