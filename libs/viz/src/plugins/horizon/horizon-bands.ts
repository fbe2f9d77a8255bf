import { area } from 'd3-shape';
import type { HorizonChartProps, HorizonPoint, HorizonSeries } from './horizon.types';

/** Superset's horizon colours: cool for negative values, warm for positive, darker further from zero. */
export const HORIZON_COLORS = ['#313695', '#4575b4', '#74add1', '#abd9e9', '#fee090', '#fdae61', '#f46d43', '#d73027'] as const;
export const BANDS = HORIZON_COLORS.length / 2;

export interface HorizonBand {
  path: string;
  color: string;
}

/** The values a series is drawn from: as they are, or their change from the series' first value. */
export function plottedValues(series: HorizonSeries, colorScale: HorizonChartProps['colorScale']): HorizonPoint[] {
  if (colorScale !== 'change' || series.values.length === 0) return series.values;
  const first = series.values[0].y;
  return series.values.map((point) => ({ x: point.x, y: point.y - first }));
}

/** The largest distance from zero a band stack must reach: per series, or one for all series. */
export function domainMaxima(props: Pick<HorizonChartProps, 'series' | 'colorScale'>): number[] {
  const maxima = props.series.map((series) => Math.max(0, ...plottedValues(series, props.colorScale).map((point) => Math.abs(point.y))));
  if (props.colorScale !== 'overall') return maxima;
  const overall = Math.max(0, ...maxima);
  return maxima.map(() => overall);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A horizon row: the values folded into `BANDS` layers of equal height on each side of zero, each
 * layer an area filling the row's height as the value passes through it (negative values mirrored
 * up into the same row in the cool colours).
 */
export function horizonBands(values: readonly HorizonPoint[], max: number, x: (value: number) => number, height: number): HorizonBand[] {
  if (values.length === 0 || max <= 0) return [];
  const step = max / BANDS;
  const bands: HorizonBand[] = [];
  for (const sign of [1, -1] as const) {
    for (let band = 0; band < BANDS; band++) {
      const fill = (point: HorizonPoint) => Math.max(0, Math.min(step, sign * point.y - band * step)) / step;
      if (!values.some((point) => fill(point) > 0)) continue;
      const shape = area<HorizonPoint>()
        .x((point) => round(x(point.x)))
        .y0(height)
        .y1((point) => round(height - fill(point) * height));
      bands.push({ path: shape(values) ?? '', color: HORIZON_COLORS[sign > 0 ? BANDS + band : BANDS - 1 - band] });
    }
  }
  return bands;
}
