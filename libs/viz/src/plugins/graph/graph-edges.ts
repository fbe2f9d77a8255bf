import type { Point } from './graph-layout';

/** How far an edge bows from the straight line, as a share of its length (Superset's curveness). */
const CURVENESS = 0.1;

export interface EdgeGeometry {
  /** The curve from the rim of the source node to the rim of the target node. */
  path: string;
  /** Where the curve leaves and arrives, and its direction there (unit vectors pointing outward). */
  start: Point;
  end: Point;
  startDirection: Point;
  endDirection: Point;
}

function unit([x, y]: Point): Point {
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A quadratic curve bowing to the left of the direction of travel, cut back at both ends by the node
 * radii so arrows and end circles sit on the rims.
 */
export function edgeGeometry(from: Point, to: Point, fromRadius: number, toRadius: number): EdgeGeometry {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const control: Point = [(from[0] + to[0]) / 2 + dy * CURVENESS, (from[1] + to[1]) / 2 - dx * CURVENESS];
  const startDirection = unit([control[0] - from[0], control[1] - from[1]]);
  const endDirection = unit([to[0] - control[0], to[1] - control[1]]);
  const start: Point = [from[0] + startDirection[0] * fromRadius, from[1] + startDirection[1] * fromRadius];
  const end: Point = [to[0] - endDirection[0] * toRadius, to[1] - endDirection[1] * toRadius];
  return {
    path: `M${round(start[0])},${round(start[1])}Q${round(control[0])},${round(control[1])},${round(end[0])},${round(end[1])}`,
    start,
    end,
    startDirection,
    endDirection,
  };
}

/** A filled arrow head whose tip is at `tip`, pointing along `direction`. */
export function arrowPath(tip: Point, direction: Point, size: number): string {
  const [ux, uy] = direction;
  const base: Point = [tip[0] - ux * size, tip[1] - uy * size];
  const half = size / 2;
  const left: Point = [base[0] - uy * half, base[1] + ux * half];
  const right: Point = [base[0] + uy * half, base[1] - ux * half];
  return `M${round(tip[0])},${round(tip[1])}L${round(left[0])},${round(left[1])}L${round(right[0])},${round(right[1])}Z`;
}
