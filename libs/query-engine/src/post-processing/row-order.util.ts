import type { DataRow } from './data-frame';
import { compareValues, isMissing } from './values.util';

type PositionComparator = (a: number, b: number) => number;

function missingOrder(aMissing: boolean, bMissing: boolean): number {
  return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
}

/**
 * A comparator over row positions for one column, specialised to numbers or strings when the
 * column holds only those (the common case), so sorting 100k rows avoids per-call type checks.
 * Missing values go last whichever the direction (pandas `na_position='last'`).
 */
function columnComparator(values: readonly unknown[], ascending: boolean): PositionComparator {
  const sign = ascending ? 1 : -1;
  const present = values.filter((value) => !isMissing(value));
  if (present.every((value) => typeof value === 'number')) {
    const numbers = Float64Array.from(values, (value) => (isMissing(value) ? Number.NaN : (value as number)));
    return (a, b) => {
      const x = numbers[a];
      const y = numbers[b];
      if (x !== x || y !== y) return missingOrder(x !== x, y !== y);
      return x < y ? -sign : x > y ? sign : 0;
    };
  }
  if (present.every((value) => typeof value === 'string')) {
    return (a, b) => {
      const x = values[a];
      const y = values[b];
      if (isMissing(x) || isMissing(y)) return missingOrder(isMissing(x), isMissing(y));
      return (x as string) < (y as string) ? -sign : (x as string) > (y as string) ? sign : 0;
    };
  }
  return (a, b) => {
    const x = values[a];
    const y = values[b];
    if (isMissing(x) || isMissing(y)) return missingOrder(isMissing(x), isMissing(y));
    return compareValues(x, y) * sign;
  };
}

/** Rows stably sorted by `keys`, each ascending or not, missing values last. */
export function sortRowsBy(rows: readonly DataRow[], keys: readonly string[], ascending: readonly boolean[]): DataRow[] {
  const comparators = keys.map((key, i) =>
    columnComparator(
      rows.map((row) => row[key]),
      ascending[i],
    ),
  );
  const order = Array.from(rows.keys());
  order.sort((a, b) => {
    for (const comparator of comparators) {
      const result = comparator(a, b);
      if (result !== 0) return result;
    }
    return a - b;
  });
  return order.map((position) => rows[position]);
}
