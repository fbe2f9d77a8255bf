import type { ExternalColumn } from '@tessera/contracts';

/** The part of a stored column the sync looks at. */
export interface SyncedColumn {
  columnName: string;
  type: string | null;
  expression: string | null;
}

export interface ColumnSyncPlan<C extends SyncedColumn> {
  /** Stored columns the source still has, their type set to the source's. */
  kept: C[];
  /** Source columns the dataset does not have yet. */
  created: ExternalColumn[];
  /** Stored physical columns the source no longer has. */
  removed: C[];
  added: string[];
  modified: string[];
  /** The first temporal column of the source, a default for `main_dttm_col`. */
  firstTemporal: string | null;
}

const isCalculated = (column: SyncedColumn) => !!column.expression && column.expression.trim() !== '';

/**
 * Superset's `fetch_metadata`: match stored columns to the source's by name, take the source's
 * types (reporting those that changed), add the new ones, drop physical columns that disappeared
 * and keep calculated columns whatever the source says.
 */
export function planColumnSync<C extends SyncedColumn>(stored: C[], source: ExternalColumn[]): ColumnSyncPlan<C> {
  const byName = new Map(stored.map((column) => [column.columnName, column]));
  const plan: ColumnSyncPlan<C> = { kept: [], created: [], removed: [], added: [], modified: [], firstTemporal: null };
  for (const external of source) {
    const column = byName.get(external.column_name);
    byName.delete(external.column_name);
    if (!plan.firstTemporal && external.is_dttm) plan.firstTemporal = external.column_name;
    if (!column) {
      plan.created.push(external);
      plan.added.push(external.column_name);
      continue;
    }
    if (column.type !== external.type) plan.modified.push(external.column_name);
    column.type = external.type;
    column.expression = null;
    plan.kept.push(column);
  }
  for (const column of byName.values()) {
    if (isCalculated(column)) plan.kept.push(column);
    else plan.removed.push(column);
  }
  return plan;
}
