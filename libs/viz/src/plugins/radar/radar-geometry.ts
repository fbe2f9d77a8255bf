import type { RadarIndicator } from './radar.types';

/** How many rings the radar's grid has, as ECharts draws it. */
export const RADAR_RINGS = 5;

export interface RadarGeometry {
  cx: number;
  cy: number;
  radius: number;
  /** The angle of spoke `i`: the first points up, the others follow counter-clockwise (as ECharts lays them out). */
  angleOf(i: number): number;
  /** Where a value sits on spoke `i`, or null for a missing value. */
  pointOf(i: number, value: number | null): [number, number] | null;
  /** A point at a share (0..1) of the radius on spoke `i`. */
  atShare(i: number, share: number): [number, number];
}

/** The radar's centre and radius below the legend, leaving room for the spoke names around it. */
export function radarGeometry(indicators: readonly RadarIndicator[], width: number, height: number, top: number): RadarGeometry {
  const cx = width / 2;
  const cy = top + (height - top) / 2;
  const radius = Math.max(Math.min(width / 2 - 40, (height - top) / 2 - 20), 10);
  const count = Math.max(indicators.length, 1);
  const angleOf = (i: number) => -Math.PI / 2 - (2 * Math.PI * i) / count;
  const atShare = (i: number, share: number): [number, number] => [
    cx + radius * share * Math.cos(angleOf(i)),
    cy + radius * share * Math.sin(angleOf(i)),
  ];
  return {
    cx,
    cy,
    radius,
    angleOf,
    atShare,
    pointOf(i, value) {
      if (value === null) return null;
      const { min, max } = indicators[i];
      return atShare(i, Math.min(Math.max((value - min) / (max - min), 0), 1));
    },
  };
}
