import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import type { TimeseriesFormData } from './timeseries-form-data';

/** Three days of births per gender, the girls' last day missing: the shared fixture of the time-series specs. */
export const T1 = Date.UTC(2020, 0, 1);
export const T2 = Date.UTC(2020, 0, 2);
export const T3 = Date.UTC(2020, 0, 3);

export function birthsFormData(vizType: string, extra: Partial<TimeseriesFormData> = {}): TimeseriesFormData {
  return {
    datasource: '3__table',
    viz_type: vizType,
    x_axis: 'ds',
    time_grain_sqla: 'P1D',
    metrics: ['sum__num'],
    groupby: ['gender'],
    y_axis_format: ',d',
    ...extra,
  };
}

export const BIRTHS_RESULT: ChartDataResponseResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  rowcount: 3,
  data: [
    { ds: T1, boy: 1000, girl: 5 },
    { ds: T2, boy: 20, girl: 15 },
    { ds: T3, boy: 30, girl: null },
  ],
};

export function mouse(type: string, clientX: number, clientY = 100): MouseEvent {
  return new MouseEvent(type, { clientX, clientY, bubbles: true, cancelable: true });
}

/** The points of an SVG path's `d`, in order (M/L/H/V/C commands flattened to the points they reach). */
export function pathPoints(d: string | null): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of (d ?? '').matchAll(/([MLHVC])([^MLHVCZ]*)/g)) {
    const numbers = args.split(/[ ,]/).filter(Boolean).map(Number);
    if (command === 'H') x = numbers[0];
    else if (command === 'V') y = numbers[0];
    else [x, y] = numbers.slice(-2);
    points.push([x, y]);
  }
  return points;
}
