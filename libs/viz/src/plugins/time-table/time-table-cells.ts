import { scaleLinear } from 'd3-scale';
import type { DataRecord, DataValue } from '../../core/query/chart-data.types';
import type { TimeTableColumnConfig } from './time-table.types';

const TIMESTAMP = '__timestamp';
const LOW = '#ef8a62';
const MIDDLE = '#999999';
const HIGH = '#67a9cf';

/** A row's series: its value per period, oldest first. */
export interface TimeTableSeries {
  label: string;
  groupValues: DataValue[];
  values: { time: number; value: number | null }[];
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function toInteger(value: unknown, fallback: number): number {
  const number = parseInt(String(value ?? ''), 10);
  return Number.isFinite(number) ? number : fallback;
}

/**
 * The rows of the table: one per metric, or one per dimension value of the single metric when
 * grouped; each holds its value at every period of the result (null where it has none).
 */
export function pivotSeries(rows: readonly DataRecord[], metrics: readonly string[], groupby: readonly string[]): TimeTableSeries[] {
  const times = [...new Set(rows.map((row) => Number(row[TIMESTAMP])).filter(Number.isFinite))].sort((a, b) => a - b);
  const series = new Map<string, { groupValues: DataValue[]; byTime: Map<number, number | null> }>();
  const entry = (label: string, groupValues: DataValue[]) => {
    const existing = series.get(label) ?? { groupValues, byTime: new Map<number, number | null>() };
    series.set(label, existing);
    return existing.byTime;
  };
  if (groupby.length === 0) metrics.forEach((metric) => entry(metric, []));
  for (const row of rows) {
    const time = Number(row[TIMESTAMP]);
    if (groupby.length === 0) {
      for (const metric of metrics) entry(metric, []).set(time, toNumber(row[metric]));
    } else {
      const groupValues = groupby.map((column) => row[column] ?? null);
      entry(groupValues.map(String).join(', '), groupValues).set(time, toNumber(row[metrics[0]]));
    }
  }
  const labels = groupby.length === 0 ? metrics : [...series.keys()].sort((a, b) => a.localeCompare(b));
  return labels.map((label) => {
    const { groupValues, byTime } = series.get(label) ?? { groupValues: [], byTime: new Map<number, number | null>() };
    return { label, groupValues, values: times.map((time) => ({ time, value: byTime.get(time) ?? null })) };
  });
}

/** A numeric column's value for a row, as Superset's time table computes it; `error` when the lag runs past the data. */
export function cellValue(
  column: TimeTableColumnConfig,
  series: TimeTableSeries,
  all: readonly TimeTableSeries[],
): { value: number | null; error?: string } {
  const newestFirst = [...series.values].reverse();
  const recent = newestFirst[0]?.value ?? null;
  if (column.colType === 'time') {
    const lag = toInteger(column.timeLag, 0);
    if (Math.abs(lag) >= newestFirst.length) {
      return {
        value: null,
        error: `The time lag set at ${lag} is too large for the length of data at ${newestFirst.length}. No data available.`,
      };
    }
    const lagged = newestFirst[lag < 0 ? newestFirst.length + lag : lag].value;
    if (lagged === null || recent === null) return { value: null };
    if (column.comparisonType === 'diff') return { value: recent - lagged };
    if (column.comparisonType === 'perc') return { value: lagged === 0 ? null : recent / lagged };
    if (column.comparisonType === 'perc_change') return { value: lagged === 0 ? null : recent / lagged - 1 };
    return { value: lagged };
  }
  if (column.colType === 'contrib') {
    const total = all.reduce((sum, other) => sum + (other.values.at(-1)?.value ?? 0), 0);
    return { value: recent === null || total === 0 ? null : recent / total };
  }
  if (column.colType === 'avg') {
    const periods = toInteger(column.timeLag, 0);
    const window = (periods > 0 ? newestFirst.slice(0, periods) : newestFirst)
      .map((point) => point.value)
      .filter((value): value is number => value !== null);
    return { value: window.length ? window.reduce((sum, value) => sum + value, 0) / window.length : null };
  }
  return { value: recent };
}

/** The sparkline's points: the values, or each as the ratio to the value `timeRatio` periods before. */
export function sparkPoints(column: TimeTableColumnConfig, series: TimeTableSeries): { time: number; value: number | null }[] {
  const ratio = toInteger(column.timeRatio, 0);
  if (ratio <= 0) return series.values;
  return series.values.slice(ratio).map((point, i) => {
    const before = series.values[i].value;
    return { time: point.time, value: point.value === null || !before ? null : point.value / before };
  });
}

/** The colour a value takes against the column's bounds: red to grey to blue across both, red or blue beside one; none without bounds. */
export function boundColor(value: number | null, bounds: TimeTableColumnConfig['bounds']): string | null {
  const [low, high] = [toNumber(bounds?.[0]), toNumber(bounds?.[1])];
  if (value === null || (low === null && high === null)) return null;
  if (low !== null && high !== null) {
    return scaleLinear<string>()
      .domain([low, (low + high) / 2, high])
      .range([LOW, MIDDLE, HIGH])
      .clamp(true)(value);
  }
  if (low !== null) return value >= low ? HIGH : LOW;
  return value < (high as number) ? HIGH : LOW;
}
