import type { BundleFileErrors } from '@tessera/contracts';
import type { EntityManager } from 'typeorm';
import { ChartEntity } from '../charts/chart.entity';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import type { ReadBundle } from './bundle-reader';
import { dashboardReferences } from './dashboard-references';

export interface ImportedIds {
  databaseIds: Map<string, number>;
  datasetIds: Map<string, number>;
  chartIds: Map<string, number>;
  /** Filter-box charts of the bundle: not stored, but a dashboard may show them. */
  filterBoxUuids: ReadonlySet<string>;
}

/**
 * Saved queries name their database, dashboards their charts and filter datasets, by uuid: those
 * already here are added to the id maps. A database or filter dataset that is nowhere is an error.
 */
export async function resolveOwnedReferences(
  manager: EntityManager,
  bundle: ReadBundle,
  ids: ImportedIds,
  errors: BundleFileErrors,
): Promise<void> {
  for (const [path, yaml] of bundle.savedQueries) {
    if (ids.databaseIds.has(yaml.database_uuid)) continue;
    const existing = await manager.findOne(DatabaseEntity, { where: { uuid: yaml.database_uuid } });
    if (existing) ids.databaseIds.set(yaml.database_uuid, existing.id);
    else errors[path] = `The database ${yaml.database_uuid} of this saved query is neither in the bundle nor in Tessera`;
  }
  for (const [path, yaml] of bundle.dashboards) {
    const { chartUuids, datasetUuids } = dashboardReferences(yaml.position, yaml.metadata);
    const missing: string[] = [];
    // A chart that is nowhere is not an error: the dashboard owner leaves it out of the layout and says so.
    for (const uuid of chartUuids) {
      if (ids.chartIds.has(uuid) || ids.filterBoxUuids.has(uuid)) continue;
      const existing = await manager.findOne(ChartEntity, { where: { uuid } });
      if (existing) ids.chartIds.set(uuid, existing.id);
    }
    for (const uuid of datasetUuids) {
      if (ids.datasetIds.has(uuid)) continue;
      const existing = await manager.findOne(DatasetEntity, { where: { uuid } });
      if (existing) ids.datasetIds.set(uuid, existing.id);
      else missing.push(`dataset ${uuid}`);
    }
    if (missing.length > 0)
      errors[path] =
        `The ${missing.join(', ')} of this dashboard ${missing.length > 1 ? 'are' : 'is'} neither in the bundle nor in Tessera`;
  }
}
