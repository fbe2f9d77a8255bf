import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import { linkPath, sankeyLayout } from './sankey-layout';
import type { SankeyChartProps, SankeyLink, SankeyNode } from './sankey.types';

const formatValue = getNumberFormatter(',.2f');
const formatPercent = getNumberFormatter('.2%');
const LINK_OPACITY = 0.2;
const LINK_HOVER_OPACITY = 0.5;

/**
 * Nodes as bars in columns, flows as bands coloured like their source, names beside the nodes.
 * The tooltip of a flow gives its share of its source's and its target's totals; a right-click
 * drills to the rows behind a node or a flow.
 */
function drawSankey(root: ChartRoot, props: SankeyChartProps, callbacks: RenderCallbacks): void {
  const layout = sankeyLayout(props);
  if (layout.nodes.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const lastDepth = Math.max(...layout.nodes.map((node) => node.depth));
  const drill = (event: MouseEvent, filters: { col: string; op: string; val: SankeyNode['rawValue'] }[]) => {
    if (!callbacks.onContextMenu) return;
    event.preventDefault();
    callbacks.onContextMenu({ x: event.clientX, y: event.clientY, filters });
  };

  const linkGroup = svg.append('g').attr('class', 'tessera-sankey-links').attr('fill', 'none');
  for (const link of layout.links) {
    const path = linkGroup
      .append('path')
      .attr('class', 'tessera-sankey-link')
      .attr('d', linkPath(link))
      .attr('stroke', link.source.color)
      .attr('stroke-width', link.width)
      .attr('stroke-opacity', LINK_OPACITY);
    path
      .on('mousemove', (event: MouseEvent) => {
        path.attr('stroke-opacity', LINK_HOVER_OPACITY);
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(`${link.source.name} > ${link.target.name}`, linkRows(props, link), x, y);
      })
      .on('mouseleave', () => {
        path.attr('stroke-opacity', LINK_OPACITY);
        tooltip.hide();
      })
      .on('contextmenu', (event: MouseEvent) =>
        drill(event, [
          { col: props.sourceColumn, op: '==', val: link.source.rawValue },
          { col: props.targetColumn, op: '==', val: link.target.rawValue },
        ]),
      );
  }

  const nodeGroup = svg.append('g').attr('class', 'tessera-sankey-nodes');
  for (const node of layout.nodes) {
    nodeGroup
      .append('rect')
      .attr('class', 'tessera-sankey-node')
      .attr('x', node.x0)
      .attr('y', node.y0)
      .attr('width', node.x1 - node.x0)
      .attr('height', Math.max(1, node.y1 - node.y0))
      .attr('fill', node.color)
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(node.name, [{ label: props.metricLabel, value: formatValue(node.value), color: node.color }], x, y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('contextmenu', (event: MouseEvent) =>
        drill(event, [{ col: node.column === 'source' ? props.sourceColumn : props.targetColumn, op: '==', val: node.rawValue }]),
      );
    // Labels sit right of their node, except in the last column where they would leave the chart.
    const onLeft = node.depth === lastDepth && lastDepth > 0;
    nodeGroup
      .append('text')
      .attr('class', 'tessera-sankey-label')
      .attr('x', onLeft ? node.x0 - 5 : node.x1 + 5)
      .attr('y', (node.y0 + node.y1) / 2)
      .attr('dy', '0.35em')
      .attr('text-anchor', onLeft ? 'end' : 'start')
      .attr('font-size', 12)
      .attr('font-family', 'sans-serif')
      .attr('fill', '#333')
      .style('pointer-events', 'none')
      .text(node.name);
  }
}

function linkRows(props: SankeyChartProps, link: SankeyLink) {
  return [
    { label: props.metricLabel, value: formatValue(link.value), color: link.source.color },
    { label: `% (${link.source.name})`, value: formatPercent(link.value / link.source.value) },
    { label: `% (${link.target.name})`, value: formatPercent(link.value / link.target.value) },
  ];
}

export const renderer = defineRenderer<SankeyChartProps>(drawSankey);
