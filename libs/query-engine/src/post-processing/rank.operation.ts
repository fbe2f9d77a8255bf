import { assertColumnsOrIndexExist } from './column-args.validator';
import type { DataFrame, DataRow } from './data-frame';
import { deriveFrame } from './data-frame';
import { isMissing, toNumber, tupleKey } from './values.util';

/** Options of {@link rank}. */
export interface RankOptions {
  metric: string;
  group_by?: string | null;
}

/** pandas `Series.rank(pct=True)`: average rank of ties divided by the count of present values. */
function percentRanks(values: readonly (number | null)[]): (number | null)[] {
  const present = values
    .map((value, position) => ({ value, position }))
    .filter((entry): entry is { value: number; position: number } => entry.value !== null)
    .sort((a, b) => a.value - b.value);
  const result: (number | null)[] = values.map(() => null);
  let i = 0;
  while (i < present.length) {
    let j = i;
    while (j + 1 < present.length && present[j + 1].value === present[i].value) j += 1;
    const averageRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) result[present[k].position] = averageRank / present.length;
    i = j + 1;
  }
  return result;
}

/**
 * Superset `rank`: adds a `rank` column holding each row's percentile rank of `metric` (ties
 * averaged, missing values unranked), within its `group_by` group when given.
 */
export function rank(frame: DataFrame, options: RankOptions): DataFrame {
  const groupBy = options.group_by ?? null;
  assertColumnsOrIndexExist(frame, groupBy ? [options.metric, groupBy] : [options.metric]);
  const metric = frame.rows.map((row) => toNumber(row[options.metric]));
  const groups = new Map<string, number[]>();
  frame.rows.forEach((row, position) => {
    // pandas leaves rows with a missing group key out of every group, so they get no rank.
    if (groupBy && isMissing(row[groupBy])) return;
    const hash = groupBy ? tupleKey([row[groupBy] ?? null]) : '';
    const positions = groups.get(hash);
    if (positions) positions.push(position);
    else groups.set(hash, [position]);
  });
  const ranks: (number | null)[] = frame.rows.map(() => null);
  for (const positions of groups.values()) {
    const result = percentRanks(positions.map((position) => metric[position]));
    positions.forEach((position, i) => (ranks[position] = result[i]));
  }
  const rows: DataRow[] = frame.rows.map((row, i) => ({ ...row, rank: ranks[i] }));
  const columns = frame.columns.includes('rank') ? frame.columns : [...frame.columns, 'rank'];
  return deriveFrame(frame, { columns, rows });
}
