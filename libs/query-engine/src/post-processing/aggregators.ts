import { invalidPostProcessing } from './post-processing.errors';
import { compensatedSum, mean, percentileOfSorted, sortedNumbers, standardDeviation, variance } from './statistics.util';
import { compareValues, finiteOrNull, isMissing, toNumber } from './values.util';

/** Extra arguments of an aggregate (`options` in an aggregate config), e.g. `{q: 75}` for percentile. */
export type AggregatorOptions = Readonly<Record<string, unknown>>;

/** Reduces the values of one group to one cell. */
export type Aggregator = (values: readonly unknown[]) => unknown;

type AggregatorFactory = (options: AggregatorOptions, operator: string) => Aggregator;

function numbers(values: readonly unknown[]): number[] {
  const result: number[] = [];
  for (const value of values) {
    const n = toNumber(value);
    if (n !== null) result.push(n);
  }
  return result;
}

function nullable(value: number | null): number | null {
  return value === null ? null : finiteOrNull(value);
}

function extreme(values: readonly unknown[], sign: 1 | -1): unknown {
  let best: unknown = null;
  for (const value of values) {
    if (isMissing(value)) continue;
    if (best === null || compareValues(value, best) * sign > 0) best = value;
  }
  return best;
}

function argExtreme(values: readonly unknown[], sign: 1 | -1): number | null {
  let bestIndex: number | null = null;
  values.forEach((value, i) => {
    if (isMissing(value)) return;
    if (bestIndex === null || compareValues(value, values[bestIndex]) * sign > 0) bestIndex = i;
  });
  return bestIndex;
}

function product(values: readonly unknown[]): number | null {
  let result = 1;
  for (const n of numbers(values)) result *= n;
  return finiteOrNull(result);
}

function readDdof(options: AggregatorOptions, operator: string): number {
  const ddof = options.ddof ?? 1;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0) {
    throw invalidPostProcessing(`Invalid options for ${operator}: ddof must be a non-negative integer`);
  }
  return ddof;
}

function readQuantile(options: AggregatorOptions, operator: string): number {
  const q = options.q;
  if (typeof q !== 'number' || q < 0 || q > 100) {
    throw invalidPostProcessing(`Invalid options for ${operator}: q must be a number between 0 and 100`);
  }
  return q;
}

const plain =
  (fn: Aggregator): AggregatorFactory =>
  () =>
    fn;

const meanOf: Aggregator = (values) => nullable(mean(numbers(values)));
const medianOf: Aggregator = (values) => nullable(percentileOfSorted(sortedNumbers(numbers(values)), 50));
const sumOf: Aggregator = (values) => finiteOrNull(compensatedSum(numbers(values)));
const minOf: Aggregator = (values) => extreme(values, -1);
const maxOf: Aggregator = (values) => extreme(values, 1);
const percentileFactory: AggregatorFactory = (options, operator) => {
  const q = readQuantile(options, operator);
  return (values) => nullable(percentileOfSorted(sortedNumbers(numbers(values)), q));
};

/**
 * The operators Superset accepts in aggregate configs (its `NUMPY_FUNCTIONS`, plus pandas' `first`
 * and `last`). Missing values are skipped, as pandas reductions do, except by `count`, which like
 * `numpy.ma.count` counts every row. `cumsum`/`cumprod` reduce to the running total's final value.
 * `std` and `var` are sample statistics (`ddof` 1, overridable with `options.ddof`).
 */
const AGGREGATORS: Readonly<Record<string, AggregatorFactory>> = {
  average: plain(meanOf),
  mean: plain(meanOf),
  nanmean: plain(meanOf),
  median: plain(medianOf),
  nanmedian: plain(medianOf),
  sum: plain(sumOf),
  nansum: plain(sumOf),
  cumsum: plain(sumOf),
  min: plain(minOf),
  nanmin: plain(minOf),
  max: plain(maxOf),
  nanmax: plain(maxOf),
  prod: plain(product),
  product: plain(product),
  cumprod: plain(product),
  count: plain((values) => values.length),
  count_nonzero: plain((values) => values.filter((value) => value !== 0 && value !== false && value !== '').length),
  argmin: plain((values) => argExtreme(values, -1)),
  argmax: plain((values) => argExtreme(values, 1)),
  std: (options, operator) => {
    const ddof = readDdof(options, operator);
    return (values) => nullable(standardDeviation(numbers(values), ddof));
  },
  var: (options, operator) => {
    const ddof = readDdof(options, operator);
    return (values) => nullable(variance(numbers(values), ddof));
  },
  percentile: percentileFactory,
  nanpercentile: percentileFactory,
  first: plain((values) => values.find((value) => !isMissing(value)) ?? null),
  last: plain((values) => [...values].reverse().find((value) => !isMissing(value)) ?? null),
};

/** Operator names accepted in aggregate configs. */
export const AGGREGATE_OPERATORS: readonly string[] = Object.keys(AGGREGATORS);

/** The reducer for `operator`, configured by `options`; unknown names fail as Superset's do. */
export function resolveAggregator(operator: string, options: AggregatorOptions = {}): Aggregator {
  const factory = Object.hasOwn(AGGREGATORS, operator) ? AGGREGATORS[operator] : undefined;
  if (!factory) throw invalidPostProcessing(`Invalid numpy function: ${operator}`);
  return factory(options, operator);
}
