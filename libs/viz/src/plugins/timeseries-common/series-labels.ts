import type { DataValue } from '../../core/query/chart-data.types';

/**
 * The dimension values of a pivoted series column. The server's `label_map` names them exactly;
 * without it the flattened name (`SUM(num), boy, CA` or `boy, CA` when truncated) is split.
 */
export function seriesGroupValues(name: string, groupbyCount: number, labelMap?: Record<string, string[]>): DataValue[] {
  if (groupbyCount === 0) return [];
  const parts = labelMap?.[name] ?? name.split(', ');
  return parts.slice(Math.max(0, parts.length - groupbyCount));
}

/** The offset a time-shifted series carries (`boy, 1 year ago` → `1 year ago`), if any. */
export function timeShiftOf(name: string, offsets: readonly string[]): string | undefined {
  return offsets.find((offset) => name === offset || name.endsWith(`, ${offset}`) || name.endsWith(`__${offset}`));
}

/** The series a shifted series compares with: its name without the offset. */
export function baseSeriesName(name: string, offset: string): string {
  if (name === offset) return '';
  for (const separator of [', ', '__']) {
    if (name.endsWith(`${separator}${offset}`)) return name.slice(0, -(separator.length + offset.length));
  }
  return name;
}
