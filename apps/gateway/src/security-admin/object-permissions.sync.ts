import { Injectable } from '@nestjs/common';
import { AccessObjectsLookup, type AccessObjectDatabase, type AccessObjectsChangedEvent } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { ObjectPermissionService, type DesiredDatabase } from '@tessera/security';

function desired(database: AccessObjectDatabase): DesiredDatabase {
  return {
    id: database.id,
    name: database.database_name,
    datasets: database.datasets.map((dataset) => ({
      id: dataset.id,
      tableName: dataset.table_name,
      schema: dataset.schema,
      catalog: dataset.catalog,
    })),
  };
}

/**
 * Brings the per-object permission views in line with the databases and datasets the chart-data service
 * owns. Runs one reconciliation at a time, each reading the objects when its turn comes, so a full
 * pass with an older list cannot undo a rename handled just before it.
 */
@Injectable()
export class ObjectPermissionsSync {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly bus: BusClient,
    private readonly permissions: ObjectPermissionService,
  ) {}

  /** After one database or its datasets changed; a database the chart-data service no longer knows counts as deleted. */
  databaseChanged(event: AccessObjectsChangedEvent): Promise<void> {
    return this.inTurn(async () => {
      const found = event.database_deleted
        ? []
        : (await this.bus.request(AccessObjectsLookup, { database_id: event.database_id })).databases;
      const database = found.find((candidate) => candidate.id === event.database_id);
      await this.permissions.reconcileDatabase({
        databaseId: event.database_id,
        database: database ? desired(database) : null,
        previousName: event.previous_database_name ?? null,
        removedDatasetIds: event.removed_dataset_ids ?? [],
      });
    });
  }

  /** Every database, e.g. at start-up for objects changed while no gateway listened. */
  all(signal?: AbortSignal): Promise<void> {
    return this.inTurn(async () => {
      const { databases } = await this.bus.request(AccessObjectsLookup, {}, { signal });
      await this.permissions.reconcileAll(databases.map(desired));
    });
  }

  private inTurn(work: () => Promise<void>): Promise<void> {
    const turn = this.queue.then(work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}
