import { finiteOrNull } from './values.util';

/** Cumulative operators of `cum`. */
export type CumulativeOperator = 'sum' | 'prod' | 'min' | 'max';

const STEP: Readonly<Record<CumulativeOperator, (acc: number, x: number) => number>> = {
  sum: (acc, x) => acc + x,
  prod: (acc, x) => acc * x,
  min: (acc, x) => Math.min(acc, x),
  max: (acc, x) => Math.max(acc, x),
};

/** True when `name` is a cumulative operator. */
export function isCumulativeOperator(name: unknown): name is CumulativeOperator {
  return typeof name === 'string' && Object.hasOwn(STEP, name);
}

/** pandas `cumsum`/`cumprod`/`cummin`/`cummax` (skipna): missing stay missing, the running value carries past them. */
export function cumulative(values: readonly (number | null)[], operator: CumulativeOperator): (number | null)[] {
  const step = STEP[operator];
  let acc: number | null = null;
  return values.map((value) => {
    if (value === null) return null;
    acc = acc === null ? value : step(acc, value);
    return finiteOrNull(acc);
  });
}
