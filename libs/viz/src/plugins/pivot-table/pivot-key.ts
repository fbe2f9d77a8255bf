/** The pseudo-attribute holding the metric name when metrics form a header level. */
export const METRIC_ATTRIBUTE = '__metric__';

/** A header position: one label per axis attribute; `null` marks a collapsed (totalled) level. */
export type PivotKey = (string | null)[];

/** The attributes of one axis (rows or columns), in header order. */
export interface PivotAxis {
  attrs: string[];
  /** Position of {@link METRIC_ATTRIBUTE} in `attrs`, or -1. */
  metricIndex: number;
}

export function createAxis(attrs: string[]): PivotAxis {
  return { attrs, metricIndex: attrs.indexOf(METRIC_ATTRIBUTE) };
}

export function keyId(key: PivotKey): string {
  return JSON.stringify(key);
}

/** Number of non-metric attributes of an axis: the levels that can be totalled. */
export function levelCount(axis: PivotAxis): number {
  return axis.attrs.length - (axis.metricIndex >= 0 ? 1 : 0);
}

/**
 * The key of a record at a collapse level: the first `level` non-metric attributes keep their
 * labels, later ones collapse to `null`; the metric always keeps its name so totals stay per metric.
 */
export function keyAtLevel(axis: PivotAxis, labels: readonly string[], level: number): PivotKey {
  let seen = 0;
  return axis.attrs.map((_, i) => {
    if (i === axis.metricIndex) return labels[i];
    seen += 1;
    return seen <= level ? labels[i] : null;
  });
}

/** A key with every non-metric attribute collapsed: the axis total for the key's metric. */
export function totalKey(axis: PivotAxis, key: PivotKey): PivotKey {
  return axis.attrs.map((_, i) => (i === axis.metricIndex ? key[i] : null));
}
