import { arc } from 'd3-shape';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawLegend, legendHeight } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { RoseChartProps, RosePetal, RoseSlice } from './rose.types';

/**
 * The rose: a slice per period with each series' petal in it (largest behind, so every petal
 * shows), a legend of the series on top; hovering a petal lists the period's values (or only its
 * own without the rich tooltip), right-clicking drills to the period and series.
 */
function drawRose(root: ChartRoot, props: RoseChartProps, callbacks: RenderCallbacks): void {
  if (props.slices.length === 0 || props.legend.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  let top = 0;
  if (props.showLegend) {
    drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), props.legend, props.width - 16);
    top = legendHeight(props.legend, props.width - 16) + 8;
  }
  const tooltip = createTooltip(root, props.width);
  const group = svg
    .append('g')
    .attr('class', 'tessera-rose')
    .attr('transform', `translate(${props.width / 2},${top + (props.height - top) / 2})`);
  const scale = Math.min(1, (props.height - top) / Math.max(props.height, 1));
  const shape = arc<{ slice: RoseSlice; petal: RosePetal }>()
    .innerRadius(0)
    .outerRadius(({ petal }) => petal.radius * scale)
    .startAngle(({ slice }) => slice.startAngle)
    .endAngle(({ slice }) => slice.endAngle)
    .padAngle(0.01);

  for (const slice of props.slices) {
    for (const petal of slice.petals) {
      group
        .append('path')
        .attr('class', 'tessera-rose-petal')
        .attr('d', shape({ slice, petal }) ?? '')
        .attr('fill', petal.color)
        .attr('stroke', '#fff')
        .attr('stroke-width', 0.5)
        .on('mousemove', (event: MouseEvent) => {
          const [x, y] = pointerWithin(event, svgNode);
          const rows = (props.richTooltip ? slice.petals : [petal]).map((other) => ({
            label: other.label,
            value: other.formattedValue,
            color: other.color,
            focused: other === petal,
          }));
          tooltip.show(slice.label, rows, x, y);
        })
        .on('mouseleave', () => tooltip.hide())
        .on('contextmenu', (event: MouseEvent) => {
          if (!callbacks.onContextMenu) return;
          event.preventDefault();
          callbacks.onContextMenu(
            buildContextMenu(event.clientX, event.clientY, [props.xColumn, ...props.groupby], [slice.x, ...petal.groupValues]),
          );
        });
    }
  }
}

export const renderer = defineRenderer<RoseChartProps>(drawRose);
