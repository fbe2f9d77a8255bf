import type { Aggregator } from './aggregators';
import type { DataRow } from './data-frame';
import { compareTuples, compareValues, isMissing, tupleKey } from './values.util';

/** A metric of a pivot: the source column and how its values reduce. */
export interface PivotMetric {
  column: string;
  reduce: Aggregator;
}

/** What {@link buildPivotTable} needs. */
export interface PivotSpec {
  index: readonly string[];
  columns: readonly string[];
  metrics: readonly PivotMetric[];
  /** pandas `dropna`: skip rows with missing keys, drop all-missing groups and columns. */
  dropna: boolean;
}

/** A row key of the pivot table, with its hash for lookups. */
export interface PivotKey {
  key: unknown[];
  hash: string;
}

/** One column of the pivot table: `(metric, ...columnKey)` and its cells by row-key hash. */
export interface PivotColumn {
  metric: string;
  columnKey: unknown[];
  /** Set on margin columns: the label parts after the metric. */
  marginLabel?: string[];
  cells: Map<string, unknown>;
}

/** A pivot table before it becomes a frame. */
export interface PivotTable {
  rowKeys: PivotKey[];
  columns: PivotColumn[];
}

interface Entry {
  rowKey: PivotKey;
  columnKey: PivotKey;
  values: unknown[][];
}

function collectEntries(rows: readonly DataRow[], spec: PivotSpec): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const rowKey = spec.index.map((column) => row[column] ?? null);
    const columnKey = spec.columns.map((column) => row[column] ?? null);
    if (spec.dropna && (rowKey.some(isMissing) || columnKey.some(isMissing))) continue;
    const rowHash = tupleKey(rowKey);
    const columnHash = tupleKey(columnKey);
    const hash = `${rowHash}\u0000${columnHash}`;
    let entry = entries.get(hash);
    if (!entry) {
      entry = {
        rowKey: { key: rowKey, hash: rowHash },
        columnKey: { key: columnKey, hash: columnHash },
        values: spec.metrics.map(() => []),
      };
      entries.set(hash, entry);
    }
    spec.metrics.forEach((metric, i) => entry.values[i].push(row[metric.column] ?? null));
  }
  return entries;
}

function sortedKeys(keys: Map<string, PivotKey>): PivotKey[] {
  return [...keys.values()].sort((a, b) => compareTuples(a.key, b.key));
}

/**
 * pandas `pivot_table` without margins: one hash pass groups rows by (index key, column key), each
 * group reduces once per metric, then row and column keys are sorted. With `dropna`, groups whose
 * metrics all reduce to missing are dropped before the keys are collected.
 */
export function buildPivotTable(rows: readonly DataRow[], spec: PivotSpec): PivotTable {
  const rowKeys = new Map<string, PivotKey>();
  const columnKeys = new Map<string, PivotKey>();
  const results = new Map<string, unknown[]>();
  for (const [hash, entry] of collectEntries(rows, spec)) {
    const reduced = spec.metrics.map((metric, i) => metric.reduce(entry.values[i]));
    if (spec.dropna && reduced.every(isMissing)) continue;
    results.set(hash, reduced);
    rowKeys.set(entry.rowKey.hash, entry.rowKey);
    columnKeys.set(entry.columnKey.hash, entry.columnKey);
  }
  const sortedRows = sortedKeys(rowKeys);
  const sortedColumns = sortedKeys(columnKeys);
  const metricOrder = spec.metrics.map((metric, i) => ({ metric, i }));
  metricOrder.sort((a, b) => compareValues(a.metric.column, b.metric.column));
  const columns: PivotColumn[] = [];
  for (const { metric, i } of metricOrder) {
    for (const columnKey of sortedColumns) {
      const cells = new Map<string, unknown>();
      for (const rowKey of sortedRows) {
        const reduced = results.get(`${rowKey.hash}\u0000${columnKey.hash}`);
        if (reduced) cells.set(rowKey.hash, reduced[i]);
      }
      columns.push({ metric: metric.column, columnKey: columnKey.key, cells });
    }
  }
  return { rowKeys: sortedRows, columns };
}
