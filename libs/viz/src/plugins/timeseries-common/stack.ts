import type { StackMode } from './timeseries-form-data';
import type { TimeseriesSeries } from './timeseries.types';

/** A point's band: from `y0` to `y1`; `defined` is false for gaps (no value). */
export interface StackedPoint {
  x: number | string;
  y0: number;
  y1: number;
  value: number | null;
  defined: boolean;
}

/**
 * Bands for each series. Without stacking every band starts at zero; stacked bands pile positive
 * values upwards and negative values downwards; expanded bands are shares of each x's absolute
 * total, so they fill 0–1. Gaps count as zero in a stack so the bands above stay continuous.
 */
export function stackSeries(series: readonly TimeseriesSeries[], mode: StackMode): StackedPoint[][] {
  if (mode === 'none') {
    return series.map((s) => s.points.map((p) => ({ x: p.x, y0: 0, y1: p.y ?? 0, value: p.y, defined: p.y !== null })));
  }
  const length = Math.max(0, ...series.map((s) => s.points.length));
  const totals = Array.from({ length }, (_, i) => series.reduce((sum, s) => sum + Math.abs(s.points[i]?.y ?? 0), 0));
  const positive = new Array<number>(length).fill(0);
  const negative = new Array<number>(length).fill(0);
  return series.map((s) =>
    s.points.map((p, i) => {
      const raw = p.y ?? 0;
      const value = mode === 'expand' ? (totals[i] === 0 ? 0 : raw / totals[i]) : raw;
      const base = value >= 0 ? positive : negative;
      const y0 = base[i];
      base[i] += value;
      return { x: p.x, y0, y1: base[i], value: p.y, defined: true };
    }),
  );
}

/** The y extent the bands need, always including zero. */
export function stackedExtent(stacked: readonly StackedPoint[][]): [number, number] {
  let min = 0;
  let max = 0;
  for (const points of stacked) {
    for (const point of points) {
      if (!point.defined) continue;
      min = Math.min(min, point.y0, point.y1);
      max = Math.max(max, point.y0, point.y1);
    }
  }
  return [min, max];
}
