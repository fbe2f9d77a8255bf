import { forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import type { SimulationLinkDatum, SimulationNodeDatum } from 'd3-force';
import type { GraphChartProps } from './graph.types';

export type Point = [x: number, y: number];

/** Room for labels right of the nodes, and around the plot. */
const LABEL_ROOM = 60;
const PADDING = 10;
const TICKS = 300;

interface SimNode extends SimulationNodeDatum {
  id: number;
}

/** Nodes evenly on a circle, the first at twelve o'clock, clockwise. */
export function circularPositions(count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / Math.max(1, count) - Math.PI / 2;
    return [Math.cos(angle), Math.sin(angle)];
  });
}

/**
 * A settled force layout: nodes start on a circle (as Superset's ECharts graph does), edges pull to
 * `edgeLength`, nodes repel by `repulsion`, `gravity` pulls to the centre and `friction` damps. The
 * simulation runs to rest before drawing, so the same data always gives the same picture.
 */
export function forcePositions(
  props: Pick<GraphChartProps, 'nodes' | 'edges' | 'edgeLength' | 'repulsion' | 'gravity' | 'friction'>,
): Point[] {
  const start = circularPositions(props.nodes.length);
  const radius = props.edgeLength;
  const nodes: SimNode[] = props.nodes.map((node, i) => ({ id: node.id, x: start[i][0] * radius, y: start[i][1] * radius }));
  const links: SimulationLinkDatum<SimNode>[] = props.edges.map((edge) => ({ source: edge.source, target: edge.target }));
  const simulation = forceSimulation(nodes)
    .force(
      'link',
      forceLink<SimNode, SimulationLinkDatum<SimNode>>(links)
        .id((node) => node.id)
        .distance(props.edgeLength),
    )
    .force('charge', forceManyBody().strength(-props.repulsion))
    .force('x', forceX(0).strength(props.gravity * 0.1))
    .force('y', forceY(0).strength(props.gravity * 0.1))
    .velocityDecay(Math.min(0.9, Math.max(0.1, props.friction)))
    .stop();
  simulation.tick(TICKS);
  return nodes.map((node) => [node.x ?? 0, node.y ?? 0]);
}

/** Scales and centres positions into the box below `top`, keeping the aspect ratio. */
export function fitPositions(points: readonly Point[], width: number, height: number, top: number, maxNodeSize: number): Point[] {
  if (points.length === 0) return [];
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = PADDING + maxNodeSize / 2;
  const boxWidth = Math.max(1, width - 2 * margin - LABEL_ROOM);
  const boxHeight = Math.max(1, height - top - 2 * margin);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(spanX > 0 ? boxWidth / spanX : Infinity, spanY > 0 ? boxHeight / spanY : Infinity);
  const k = Number.isFinite(scale) ? scale : 1;
  const offsetX = margin + (boxWidth - spanX * k) / 2;
  const offsetY = top + margin + (boxHeight - spanY * k) / 2;
  return points.map(([x, y]) => [offsetX + (x - minX) * k, offsetY + (y - minY) * k]);
}
