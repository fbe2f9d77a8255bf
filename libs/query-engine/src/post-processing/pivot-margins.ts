import type { DataRow } from './data-frame';
import type { PivotColumn, PivotKey, PivotSpec, PivotTable } from './pivot-table';
import { isMissing, tupleKey } from './values.util';

type ValuesByKey = Map<string, unknown[][]>;

function push(groups: ValuesByKey, hash: string, row: DataRow, spec: PivotSpec): void {
  let values = groups.get(hash);
  if (!values) {
    values = spec.metrics.map(() => []);
    groups.set(hash, values);
  }
  spec.metrics.forEach((metric, i) => values[i].push(row[metric.column] ?? null));
}

/**
 * pandas `pivot_table(margins=True)`: a margin column per metric (label `(metric, name, '', …)`)
 * right after that metric's columns, reducing each row key over every column key, and a margin
 * row (index `(name, '', …)`) reducing each column over every row key. Margins are computed from
 * the source rows with the metric's own operator, not by summing cells. With `dropna`, rows with
 * any missing key or metric are left out first, as pandas does.
 */
export function addMargins(table: PivotTable, rows: readonly DataRow[], spec: PivotSpec, name: string): PivotTable {
  const checked = [...spec.index, ...spec.columns, ...spec.metrics.map((metric) => metric.column)];
  const marginRows = spec.dropna ? rows.filter((row) => checked.every((column) => !isMissing(row[column]))) : rows;
  const byRow: ValuesByKey = new Map();
  const byColumn: ValuesByKey = new Map();
  const all: ValuesByKey = new Map();
  for (const row of marginRows) {
    push(byRow, tupleKey(spec.index.map((column) => row[column] ?? null)), row, spec);
    push(byColumn, tupleKey(spec.columns.map((column) => row[column] ?? null)), row, spec);
    push(all, '', row, spec);
  }
  const marginKey = spec.index.map((_, i) => (i === 0 ? name : ''));
  const marginRow: PivotKey = { key: marginKey, hash: tupleKey(marginKey) };
  const metricIndex = new Map(spec.metrics.map((metric, i) => [metric.column, i]));
  const reduceGroup = (groups: ValuesByKey, hash: string, metric: string): unknown => {
    const i = metricIndex.get(metric) ?? 0;
    const values = groups.get(hash);
    return values ? spec.metrics[i].reduce(values[i]) : null;
  };

  const columns: PivotColumn[] = [];
  const metrics = [...new Set(table.columns.map((column) => column.metric))];
  for (const metric of metrics) {
    for (const column of table.columns.filter((candidate) => candidate.metric === metric)) {
      const cells = new Map(column.cells);
      cells.set(marginRow.hash, reduceGroup(byColumn, tupleKey(column.columnKey), metric));
      columns.push({ ...column, cells });
    }
    if (spec.columns.length) {
      const cells = new Map<string, unknown>();
      for (const rowKey of table.rowKeys) cells.set(rowKey.hash, reduceGroup(byRow, rowKey.hash, metric));
      cells.set(marginRow.hash, reduceGroup(all, '', metric));
      const marginLabel = spec.columns.map((_, i) => (i === 0 ? name : ''));
      columns.push({ metric, columnKey: [], marginLabel, cells });
    }
  }
  return { rowKeys: [...table.rowKeys, marginRow], columns };
}
