import type { GaugeChartProps } from './gauge.types';

const DEGREE = Math.PI / 180;

export interface GaugeGeometry {
  cx: number;
  cy: number;
  /** Outer radius of the axis band. */
  radius: number;
  /** Width of the axis band: one font size, or one per item when progress bars do not overlap. */
  axisWidth: number;
  /** d3 angle (radians, clockwise from twelve o'clock) of the axis start and end. */
  start: number;
  end: number;
  /** The d3 angle of a value, clamped to the axis. */
  angleOf(value: number): number;
  /** The point at a d3 angle and distance from the centre, relative to the centre. */
  point(angle: number, distance: number): [number, number];
}

/**
 * Where the gauge sits: centred a little below the middle (as Superset places it, so the values
 * under the centre fit), as large as the chart allows, angles turned from Superset's
 * counter-clockwise degrees into d3's clockwise radians.
 */
export function gaugeGeometry(props: GaugeChartProps): GaugeGeometry {
  const cx = props.width / 2;
  const cy = props.height * 0.55;
  const radius = Math.max(Math.min(props.width / 2, props.height * 0.55) - 6, 20);
  const axisWidth = props.overlap ? props.fontSize : Math.max(props.items.length, 1) * props.fontSize;
  const start = (90 - props.startAngle) * DEGREE;
  const end = (90 - props.endAngle) * DEGREE;
  return {
    cx,
    cy,
    radius,
    axisWidth: Math.min(axisWidth, radius * 0.6),
    start,
    end,
    angleOf(value) {
      const share = Math.min(Math.max((value - props.min) / (props.max - props.min), 0), 1);
      return start + share * (end - start);
    },
    point(angle, distance) {
      return [distance * Math.sin(angle), -distance * Math.cos(angle)];
    },
  };
}
