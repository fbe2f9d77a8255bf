/** Interpolation methods of `numpy.percentile` that post-processing uses. */
export type PercentileMethod = 'linear' | 'midpoint';

/** numpy's `_lerp`: computed from the nearer end so results match numpy to the last bit. */
export function lerp(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/**
 * `numpy.percentile(values, q, method)` over values already sorted ascending (no missing values).
 * `q` is in [0, 100]. Returns null for an empty input.
 */
export function percentileOfSorted(sorted: readonly number[], q: number, method: PercentileMethod = 'linear'): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const position = ((n - 1) * q) / 100;
  const lower = Math.floor(position);
  const upper = Math.min(Math.ceil(position), n - 1);
  if (lower === upper) return sorted[lower];
  const t = method === 'midpoint' ? 0.5 : position - lower;
  return lerp(sorted[lower], sorted[upper], t);
}

/** Sorts numbers ascending into a new typed array copy (fast for large groups). */
export function sortedNumbers(values: readonly number[]): number[] {
  return Array.from(Float64Array.from(values).sort());
}

/** The median of unsorted numbers, or null when there are none. */
export function median(values: readonly number[]): number | null {
  return percentileOfSorted(sortedNumbers(values), 50);
}

/** Compensated (Neumaier) sum: pandas sums with Kahan compensation, so plain `+=` drifts from it. */
export function compensatedSum(values: readonly number[]): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const total = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - total + value : value - total + sum;
    sum = total;
  }
  return sum + compensation;
}

/** Arithmetic mean, or null when there are no values. */
export function mean(values: readonly number[]): number | null {
  return values.length ? compensatedSum(values) / values.length : null;
}

/** Variance with `ddof` delta degrees of freedom (1 = sample variance), or null when n <= ddof. */
export function variance(values: readonly number[], ddof = 1): number | null {
  const n = values.length;
  if (n - ddof <= 0) return null;
  const avg = compensatedSum(values) / n;
  let squares = 0;
  for (const value of values) squares += (value - avg) ** 2;
  return squares / (n - ddof);
}

/** Standard deviation with `ddof` (1 = sample, as pandas), or null when n <= ddof. */
export function standardDeviation(values: readonly number[], ddof = 1): number | null {
  const result = variance(values, ddof);
  return result === null ? null : Math.sqrt(result);
}
