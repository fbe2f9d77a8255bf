import { compensatedSum } from './statistics.util';
import { toNumber } from './values.util';

/** How series are ordered (Superset's `sort_series_type`). */
export type SeriesSortType = 'name' | 'min' | 'max' | 'sum' | 'avg';

type SortKey = string | number | null;

function numbers(values: readonly unknown[]): number[] {
  return values.map(toNumber).filter((value): value is number => value !== null);
}

function extreme(values: readonly number[], sign: 1 | -1): number | null {
  let best: number | null = null;
  for (const value of values) if (best === null || (value - best) * sign > 0) best = value;
  return best;
}

const KEY_OF: Readonly<Record<SeriesSortType, (name: string, values: readonly unknown[]) => SortKey>> = {
  name: (name) => name.toLowerCase(),
  min: (_, values) => extreme(numbers(values), -1),
  max: (_, values) => extreme(numbers(values), 1),
  sum: (_, values) => compensatedSum(numbers(values)),
  // Superset averages over every point of the series, missing ones included (lodash `meanBy`).
  avg: (_, values) => (values.length ? compensatedSum(numbers(values)) / values.length : null),
};

/**
 * Orders series names as Superset's `sortAndFilterSeries` does: by lower-cased name, or by the
 * minimum, maximum, sum or average of each series' values, ascending or descending. Ties keep
 * their input order; series without a value (no numbers for min/max/avg) go last.
 */
export function sortSeries(series: Readonly<Record<string, readonly unknown[]>>, type: SeriesSortType, ascending: boolean): string[] {
  const keyOf = Object.hasOwn(KEY_OF, type) ? KEY_OF[type] : KEY_OF.name;
  const keyed = Object.entries(series).map(([name, values], position) => ({ name, key: keyOf(name, values), position }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.position - b.position : a.key === null ? 1 : -1;
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return (ascending ? order : -order) || a.position - b.position;
  });
  return keyed.map((entry) => entry.name);
}
