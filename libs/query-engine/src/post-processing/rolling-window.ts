import { finiteOrNull } from './values.util';

/** Window statistics `rolling` computes. */
export type RollingStatistic = 'sum' | 'mean' | 'count' | 'std' | 'var' | 'min' | 'max' | 'median' | 'quantile';

/** Window geometry and statistic options. */
export interface WindowSpec {
  window: number;
  minPeriods: number;
  center: boolean;
  /** Delta degrees of freedom for std/var (pandas default 1). */
  ddof: number;
  /** Quantile in [0, 1] for `quantile`. */
  quantile: number;
}

/** Incremental state over the window's non-missing values, addressed by position. */
interface Kernel {
  add(i: number): void;
  remove(i: number): void;
  result(nobs: number, length: number): number | null;
}

function sumKernel(values: readonly (number | null)[], spec: WindowSpec, average: boolean): Kernel {
  // Kahan-compensated like pandas' roll_sum, so long windows do not drift.
  let sum = 0;
  let compensation = 0;
  const step = (x: number) => {
    const y = x - compensation;
    const t = sum + y;
    compensation = t - sum - y;
    sum = t;
  };
  return {
    add: (i) => step(values[i] as number),
    remove: (i) => step(-(values[i] as number)),
    result: (nobs) => {
      if (nobs < spec.minPeriods) return null;
      if (average) return nobs > 0 ? sum / nobs : null;
      return nobs === 0 ? 0 : sum;
    },
  };
}

function varianceKernel(values: readonly (number | null)[], spec: WindowSpec, root: boolean): Kernel {
  let n = 0;
  let avg = 0;
  let ssqdm = 0;
  return {
    add: (i) => {
      const x = values[i] as number;
      n += 1;
      const delta = x - avg;
      avg += delta / n;
      ssqdm += delta * (x - avg);
    },
    remove: (i) => {
      const x = values[i] as number;
      n -= 1;
      if (n === 0) {
        avg = 0;
        ssqdm = 0;
        return;
      }
      const delta = x - avg;
      avg -= delta / n;
      ssqdm -= delta * (x - avg);
    },
    result: (nobs) => {
      if (nobs < spec.minPeriods || nobs <= spec.ddof) return null;
      const result = nobs === 1 ? 0 : Math.max(ssqdm, 0) / (nobs - spec.ddof);
      return root ? Math.sqrt(result) : result;
    },
  };
}

function extremeKernel(values: readonly (number | null)[], spec: WindowSpec, max: boolean): Kernel {
  // Monotonic deque of positions: the front is the window's extreme, each value enters and leaves once.
  const deque: number[] = [];
  let head = 0;
  const worse = (a: number, b: number) => (max ? a <= b : a >= b);
  return {
    add: (i) => {
      while (deque.length > head && worse(values[deque[deque.length - 1]] as number, values[i] as number)) deque.pop();
      deque.push(i);
    },
    remove: (i) => {
      if (deque.length > head && deque[head] === i) head += 1;
    },
    result: (nobs) => (nobs >= spec.minPeriods && nobs > 0 ? (values[deque[head]] as number) : null),
  };
}

function orderKernel(values: readonly (number | null)[], spec: WindowSpec, median: boolean): Kernel {
  const sorted: number[] = [];
  const position = (x: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    add: (i) => sorted.splice(position(values[i] as number), 0, values[i] as number),
    remove: (i) => void sorted.splice(position(values[i] as number), 1),
    result: (nobs) => {
      if (nobs < spec.minPeriods || nobs === 0) return null;
      if (median) {
        const mid = nobs >> 1;
        return nobs % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
      }
      const exact = spec.quantile * (nobs - 1);
      const low = Math.floor(exact);
      if (low === exact || low + 1 >= nobs) return sorted[low];
      return sorted[low] + (sorted[low + 1] - sorted[low]) * (exact - low);
    },
  };
}

function countKernel(spec: WindowSpec): Kernel {
  // pandas counts over the notna() mask, so min_periods applies to the window length, not to nobs.
  return { add: () => undefined, remove: () => undefined, result: (nobs, length) => (length >= spec.minPeriods ? nobs : null) };
}

function kernelFor(statistic: RollingStatistic, values: readonly (number | null)[], spec: WindowSpec): Kernel {
  switch (statistic) {
    case 'sum':
    case 'mean':
      return sumKernel(values, spec, statistic === 'mean');
    case 'std':
    case 'var':
      return varianceKernel(values, spec, statistic === 'std');
    case 'min':
    case 'max':
      return extremeKernel(values, spec, statistic === 'max');
    case 'median':
    case 'quantile':
      return orderKernel(values, spec, statistic === 'median');
    case 'count':
      return countKernel(spec);
  }
}

/**
 * pandas `Series.rolling(window, min_periods, center).<statistic>()` in one pass: the window's
 * bounds only move forward, so each value is added and removed once.
 */
export function rollingWindow(values: readonly (number | null)[], statistic: RollingStatistic, spec: WindowSpec): (number | null)[] {
  const n = values.length;
  const offset = spec.center ? Math.floor((spec.window - 1) / 2) : 0;
  const kernel = kernelFor(statistic, values, spec);
  const result: (number | null)[] = new Array(n);
  let start = 0;
  let end = 0;
  let nobs = 0;
  for (let i = 0; i < n; i += 1) {
    const windowEnd = Math.min(n, i + 1 + offset);
    const windowStart = Math.max(0, i + 1 + offset - spec.window);
    for (; end < windowEnd; end += 1) {
      if (values[end] === null) continue;
      kernel.add(end);
      nobs += 1;
    }
    for (; start < windowStart; start += 1) {
      if (values[start] === null) continue;
      kernel.remove(start);
      nobs -= 1;
    }
    const value = kernel.result(nobs, windowEnd - windowStart);
    result[i] = value === null ? null : finiteOrNull(value);
  }
  return result;
}
