import { AccessObjectsChanged, type AccessObjectsChangedEvent } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, JsonLogger } from '@tessera/platform';

/**
 * Tells the security side that a database or its datasets changed, so the permission views naming
 * them are created, renamed or dropped. The write already happened: a failed announcement is logged,
 * and the gateway's reconciliation at its next start catches up.
 */
@Injectable()
export class AccessObjectsAnnouncer {
  constructor(
    private readonly bus: BusClient,
    private readonly logger: JsonLogger,
  ) {}

  async changed(event: AccessObjectsChangedEvent): Promise<void> {
    try {
      await this.bus.emit(AccessObjectsChanged, event);
    } catch (error) {
      this.logger.warn(`Could not announce the changed access objects of database ${event.database_id}: ${(error as Error).message}`);
    }
  }

  /** One event per database the datasets belong to. */
  async datasetsChanged(datasets: readonly { databaseId: number; id: number }[], removed: boolean): Promise<void> {
    const byDatabase = new Map<number, number[]>();
    for (const dataset of datasets) byDatabase.set(dataset.databaseId, [...(byDatabase.get(dataset.databaseId) ?? []), dataset.id]);
    for (const [databaseId, ids] of byDatabase)
      await this.changed({ database_id: databaseId, ...(removed ? { removed_dataset_ids: ids } : {}) });
  }
}
