import type { PhysicalDatasetTableRef } from '@tessera/contracts';

/** Where a physical dataset points. */
export interface PhysicalDatasetLocation {
  id: number;
  tableName: string;
  schema: string | null;
  catalog: string | null;
}

/**
 * Per table, the ids of the datasets over it: same table name, same schema (a dataset stored
 * without one lives in `defaultSchema`) and, when the script names a catalog, the same catalog.
 */
export function datasetIdsPerTable(
  datasets: readonly PhysicalDatasetLocation[],
  tables: readonly PhysicalDatasetTableRef[],
  defaultSchema: string | null,
): number[][] {
  return tables.map((table) =>
    datasets
      .filter(
        (dataset) =>
          dataset.tableName === table.table &&
          (dataset.schema ?? defaultSchema) === (table.schema ?? defaultSchema) &&
          (!table.catalog || dataset.catalog === table.catalog),
      )
      .map((dataset) => dataset.id)
      .sort((a, b) => a - b),
  );
}
