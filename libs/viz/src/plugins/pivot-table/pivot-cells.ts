import type { DataValue } from '../../core/query/chart-data.types';
import type { Aggregator } from './aggregators';
import { createAggregator, fractionOf } from './aggregators';
import type { PivotAxis, PivotKey } from './pivot-key';
import { keyAtLevel, keyId, levelCount, totalKey } from './pivot-key';

/** One value of the pivot input: its label per axis attribute and the metric value. */
export interface PivotRecord {
  rowLabels: string[];
  colLabels: string[];
  value: DataValue;
}

/**
 * Every cell at every collapse level of both axes, accumulated in one pass, so data cells,
 * subtotals, totals and fraction denominators all come from the same aggregation.
 */
export class PivotCells {
  private readonly cells = new Map<string, Map<string, Aggregator>>();

  constructor(
    readonly rowAxis: PivotAxis,
    readonly colAxis: PivotAxis,
    private readonly aggregate: string,
  ) {}

  add(record: PivotRecord): void {
    const rowKeys = Array.from({ length: levelCount(this.rowAxis) + 1 }, (_, level) =>
      keyId(keyAtLevel(this.rowAxis, record.rowLabels, level)),
    );
    const colKeys = Array.from({ length: levelCount(this.colAxis) + 1 }, (_, level) =>
      keyId(keyAtLevel(this.colAxis, record.colLabels, level)),
    );
    for (const row of rowKeys) {
      let byCol = this.cells.get(row);
      if (!byCol) {
        byCol = new Map();
        this.cells.set(row, byCol);
      }
      for (const col of colKeys) {
        let aggregator = byCol.get(col);
        if (!aggregator) {
          aggregator = createAggregator(this.aggregate);
          byCol.set(col, aggregator);
        }
        aggregator.push(record.value);
      }
    }
  }

  private raw(rowKey: PivotKey, colKey: PivotKey): number | string | null {
    return this.cells.get(keyId(rowKey))?.get(keyId(colKey))?.value() ?? null;
  }

  /** A cell's value; fraction aggregates are divided by their total, row total or column total. */
  value(rowKey: PivotKey, colKey: PivotKey): number | string | null {
    const value = this.raw(rowKey, colKey);
    const fraction = fractionOf(this.aggregate);
    if (!fraction || typeof value !== 'number') return value;
    const denominator =
      fraction === 'total'
        ? this.raw(totalKey(this.rowAxis, rowKey), totalKey(this.colAxis, colKey))
        : fraction === 'row'
          ? this.raw(rowKey, totalKey(this.colAxis, colKey))
          : this.raw(totalKey(this.rowAxis, rowKey), colKey);
    return typeof denominator === 'number' && denominator !== 0 ? value / denominator : null;
  }
}
