import { extent } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import type { TrendPoint } from './big-number.types';

const PADDING = 4;

export interface SparklineGeometry {
  line: string;
  area: string;
  x: (value: number) => number;
  y: (value: number) => number;
}

/**
 * Paths of the trend line and its shading for a box, gaps left open; the y range starts at zero
 * unless the chart asks to zoom on the values.
 */
export function sparklineGeometry(points: readonly TrendPoint[], width: number, height: number, startAtZero: boolean): SparklineGeometry {
  const [minX = 0, maxX = 1] = extent(points, (p) => p.x);
  const values = points.map((p) => p.y).filter((y): y is number => y !== null);
  const [minY = 0, maxY = 1] = extent(values);
  const low = startAtZero ? Math.min(0, minY) : minY;
  const high = maxY === low ? low + 1 : maxY;
  const x = scaleLinear()
    .domain([minX, maxX === minX ? minX + 1 : maxX])
    .range([0, width]);
  const y = scaleLinear()
    .domain([low, high])
    .range([height - PADDING, PADDING]);
  const defined = (p: TrendPoint) => p.y !== null;
  const linePath = line<TrendPoint>()
    .defined(defined)
    .x((p) => x(p.x))
    .y((p) => y(p.y as number));
  const areaPath = area<TrendPoint>()
    .defined(defined)
    .x((p) => x(p.x))
    .y0(height)
    .y1((p) => y(p.y as number));
  return { line: linePath([...points]) ?? '', area: areaPath([...points]) ?? '', x: (value) => x(value), y: (value) => y(value) };
}
