import { Injectable } from '@nestjs/common';
import { DataSource, type EntitySubscriberInterface, type InsertEvent, type RemoveEvent, type UpdateEvent } from 'typeorm';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from '../datasets/dataset-column.entity';
import { DatasetMetricEntity } from '../datasets/dataset-metric.entity';
import { DatasetEntity } from '../datasets/dataset.entity';

/** How long another replica's edit of a dataset can go unseen here (edits in this process are seen at once). */
const TTL_MS = 2_000;
const WATCHED: readonly unknown[] = [DatasetEntity, DatasetColumnEntity, DatasetMetricEntity, DatabaseEntity];

/**
 * Datasets as chart-data requests load them (with database, columns and metrics), kept briefly so a
 * dashboard's burst of cache hits does not read the same rows from the metadata store per chart.
 * Any write to those tables through this process's TypeORM clears it.
 */
@Injectable()
export class LoadedDatasetCache implements EntitySubscriberInterface {
  private readonly entries = new Map<number, { value: DatasetEntity; expiresAt: number }>();
  /** Loads under way, shared by the requests that miss together when an entry expires. */
  private readonly loading = new Map<number, Promise<DatasetEntity | null>>();
  private generation = 0;

  constructor(dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  async getOrLoad(id: number, load: () => Promise<DatasetEntity | null>): Promise<DatasetEntity | null> {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    const pending = this.loading.get(id);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().then((value) => {
      // A load that overlapped a write may hold the state from before it: use it once, keep it not.
      if (value && generation === this.generation) this.entries.set(id, { value, expiresAt: Date.now() + TTL_MS });
      return value;
    });
    this.loading.set(id, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(id);
    }
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event.metadata.target);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event.metadata.target);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event.metadata.target);
  }

  /** Forgets every loaded dataset (another replica changed what they were loaded from). */
  clear(): void {
    this.changed(DatasetEntity);
  }

  private changed(target: unknown): void {
    if (!WATCHED.includes(target)) return;
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
