import { badRequest, ChartDataInvalidated, type CacheInvalidationReply, type CacheInvalidationRequest } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { BusClient, serverText } from '@tessera/platform';
import { DataSource, In } from 'typeorm';
import { DatasetEntity } from '../datasets/dataset.entity';
import { datasetIdOfUid } from './datasource-uid';

const DATASET_TYPES = new Set(['table', 'dataset']);

/**
 * `POST /api/v1/cachekey/invalidate`. A dataset's cached chart data is keyed by its version (see
 * `chartDataCacheKey`), so raising the version orphans every entry at once on every replica, where
 * Superset deletes the keys it recorded one by one; the orphans age out with their timeout. Then
 * every replica is told, so gateways drop the answers they keep and services their loaded copies.
 */
@Injectable()
export class CacheInvalidationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: BusClient,
  ) {}

  async invalidate(request: CacheInvalidationRequest): Promise<CacheInvalidationReply> {
    const ids = await this.datasetIds(request);
    // As Superset: empty lists are a successful no-op, but names that all miss are a mistake worth saying.
    if (ids.length === 0 && (request.datasources ?? []).length > 0)
      throw badRequest(serverText('No matching datasources found for cache invalidation'));
    if (ids.length > 0) {
      // The version alone: an invalidation is not an edit, so the dataset's changed_on stays.
      await this.dataSource.manager.update(DatasetEntity, { id: In(ids) }, { version: () => 'version + 1', changedOn: () => 'changed_on' });
      await this.bus.emit(ChartDataInvalidated, { dataset_ids: ids });
    }
    return { dataset_ids: ids };
  }

  /** Names and uids matching no dataset are skipped, as Superset skips them. */
  private async datasetIds(request: CacheInvalidationRequest): Promise<number[]> {
    const byUid = (request.datasource_uids ?? []).map(datasetIdOfUid).filter((id): id is number => id !== null);
    const existing = byUid.length
      ? await this.dataSource.manager.find(DatasetEntity, { select: { id: true }, where: { id: In(byUid) } })
      : [];
    const ids = new Set(existing.map((dataset) => dataset.id));
    for (const named of request.datasources ?? []) {
      if (!DATASET_TYPES.has(named.datasource_type)) continue;
      const query = this.dataSource.manager
        .createQueryBuilder(DatasetEntity, 'dataset')
        .innerJoin('dataset.database', 'database')
        .select('dataset.id', 'id')
        .where('dataset.tableName = :table', { table: named.datasource_name })
        .andWhere('database.databaseName = :database', { database: named.database_name });
      if (named.schema) query.andWhere('dataset.schemaName = :schema', { schema: named.schema });
      if (named.catalog) query.andWhere('dataset.catalog = :catalog', { catalog: named.catalog });
      for (const row of await query.getRawMany<{ id: number }>()) ids.add(Number(row.id));
    }
    return [...ids].sort((a, b) => a - b);
  }
}
