import type { DataValue } from '../../core/query/chart-data.types';

/** Accumulates the values of one pivot cell. */
export interface Aggregator {
  push(value: DataValue): void;
  value(): number | string | null;
}

export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** What a fraction aggregate divides by: the grand total, its row's total or its column's total. */
export type FractionOf = 'total' | 'row' | 'col';

const numeric = (value: DataValue): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function collect(reduce: (values: number[]) => number | null): () => Aggregator {
  return () => {
    const values: number[] = [];
    return {
      push: (value) => {
        const number = numeric(value);
        if (number !== null) values.push(number);
      },
      value: () => (values.length ? reduce(values) : null),
    };
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
const variance = (values: number[]) => {
  if (values.length < 2) return null;
  const average = mean(values);
  return values.reduce((total, value) => total + (value - average) ** 2, 0) / (values.length - 1);
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const count = (): Aggregator => {
  let n = 0;
  return { push: () => (n += 1), value: () => n };
};

const unique = (list: boolean) => (): Aggregator => {
  const seen = new Set<string>();
  return {
    push: (value) => {
      if (value !== null) seen.add(String(value));
    },
    value: () => (list ? [...seen].join(', ') : seen.size),
  };
};

const pick = (last: boolean) => (): Aggregator => {
  let chosen: DataValue = null;
  let seen = false;
  return {
    push: (value) => {
      if (value === null) return;
      if (last || !seen) chosen = value;
      seen = true;
    },
    value: () => (typeof chosen === 'boolean' ? String(chosen) : chosen),
  };
};

const FACTORIES: Readonly<Record<AggregateFunction, () => Aggregator>> = {
  Count: count,
  'Count Unique Values': unique(false),
  'List Unique Values': unique(true),
  Sum: collect(sum),
  Average: collect(mean),
  Median: collect(median),
  'Sample Variance': collect(variance),
  'Sample Standard Deviation': collect((values) => {
    const v = variance(values);
    return v === null ? null : Math.sqrt(v);
  }),
  Minimum: collect((values) => Math.min(...values)),
  Maximum: collect((values) => Math.max(...values)),
  First: pick(false),
  Last: pick(true),
  'Sum as Fraction of Total': collect(sum),
  'Sum as Fraction of Rows': collect(sum),
  'Sum as Fraction of Columns': collect(sum),
  'Count as Fraction of Total': count,
  'Count as Fraction of Rows': count,
  'Count as Fraction of Columns': count,
};

/** A new accumulator for an aggregate function; unknown names fall back to Sum. */
export function createAggregator(name: string): Aggregator {
  return (FACTORIES[name as AggregateFunction] ?? FACTORIES.Sum)();
}

/** The denominator of a fraction aggregate, or undefined for plain ones. */
export function fractionOf(name: string): FractionOf | undefined {
  if (name.endsWith('Fraction of Total')) return 'total';
  if (name.endsWith('Fraction of Rows')) return 'row';
  if (name.endsWith('Fraction of Columns')) return 'col';
  return undefined;
}

/** Counting aggregates print whole numbers, fractions percentages, the others the value format. */
export function aggregateFormat(name: string, valueFormat: string | undefined): string | undefined {
  if (fractionOf(name)) return '.1%';
  if (name === 'Count' || name === 'Count Unique Values') return ',d';
  return valueFormat;
}
