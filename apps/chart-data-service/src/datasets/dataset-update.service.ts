import type { Caller, DatasetColumnWrite, DatasetMetricWrite, DatasetUpdateFields } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, In, QueryFailedError, type EntityManager } from 'typeorm';
import { AccessObjectsAnnouncer } from '../clients/access-objects.announcer';
import { chartViewerOf, type ChartViewer } from '../access/viewer';
import { ownersAfterSave } from '../access/ownership.rules';
import type { LoadedDataset } from './dataset-data.mapper';
import { columnPatch, metricPatch } from './dataset-child.patches';
import { DatasetColumnEntity } from './dataset-column.entity';
import { DatasetMetricEntity } from './dataset-metric.entity';
import { DatasetRefreshService } from './dataset-refresh.service';
import { DatasetStore } from './dataset-store';
import { checkChildList, checkDefaultEndpoint, checkJsonObject, childNamesTaken } from './dataset-write.rules';
import { managedExternally } from './dataset.errors';
import { DatasetEntity } from './dataset.entity';
import { DatasetFinder } from './dataset.finder';
import { checkVirtualDatasetSql } from './virtual-dataset-sql.check';

const SCALAR_FIELDS = {
  description: 'description',
  main_dttm_col: 'mainDttmCol',
  default_endpoint: 'defaultEndpoint',
  cache_timeout: 'cacheTimeout',
  is_sqllab_view: 'isSqllabView',
  template_params: 'templateParams',
  extra: 'extra',
  filter_select_enabled: 'filterSelectEnabled',
  fetch_values_predicate: 'fetchValuesPredicate',
  normalize_columns: 'normalizeColumns',
  always_filter_main_dttm: 'alwaysFilterMainDttm',
  external_url: 'externalUrl',
} as const satisfies Partial<Record<keyof DatasetUpdateFields, keyof DatasetEntity>>;

/**
 * `PUT /api/v1/dataset/{id}`: the dataset's fields, and its column and metric lists, which are
 * authoritative when given (items with an id are updated, without one created, the rest deleted).
 * `override_columns` replaces every column and then syncs them with the source, as Superset does.
 */
@Injectable()
export class DatasetUpdateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly finder: DatasetFinder,
    private readonly store: DatasetStore,
    private readonly refresher: DatasetRefreshService,
    private readonly accessObjects: AccessObjectsAnnouncer,
  ) {}

  async update(caller: Caller | undefined, id: number, fields: DatasetUpdateFields, overrideColumns: boolean): Promise<LoadedDataset> {
    const viewer = chartViewerOf(caller);
    const dataset = await this.finder.findEditable(viewer, id);
    if (dataset.isManagedExternally) throw managedExternally();
    const patch = await this.checkedPatch(caller, viewer, dataset, fields);
    const columns = fields.columns?.map((item, index) => ({ item, patch: columnPatch(item, index) }));
    const metrics = fields.metrics?.map((item, index) => ({ item, patch: metricPatch(item, index) }));
    if (columns)
      checkChildList(
        'columns',
        columns.map(({ item }) => ({ id: item.id, name: item.column_name })),
        namesOf(dataset.columns, (c) => c.columnName),
        overrideColumns,
      );
    if (metrics)
      checkChildList(
        'metrics',
        metrics.map(({ item }) => ({ id: item.id, name: item.metric_name })),
        namesOf(dataset.metrics, (m) => m.metricName),
      );
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(DatasetEntity, { id }, { ...patch, changedBy: viewer.userId, version: () => 'version + 1' });
        if (columns) await this.saveColumns(manager, dataset, columns, overrideColumns);
        if (metrics) await this.saveMetrics(manager, dataset, metrics);
      });
    } catch (error) {
      // Renames that swap names among kept items pass the list checks but not the table's uniqueness.
      const kind = violatedChildList(error);
      if (kind) throw childNamesTaken(kind);
      throw error;
    }
    if (overrideColumns) await this.refresher.refresh(caller, id);
    // The permission views follow a new table name, schema or database (they are matched by the dataset id).
    if (patch.tableName !== undefined)
      await this.accessObjects.datasetsChanged([{ databaseId: patch.databaseId ?? dataset.databaseId, id }], false);
    return this.finder.findReadable(viewer, id);
  }

  private async checkedPatch(
    caller: Caller | undefined,
    viewer: ChartViewer,
    dataset: LoadedDataset,
    fields: DatasetUpdateFields,
  ): Promise<Partial<DatasetEntity>> {
    checkJsonObject(fields.extra, 'extra');
    checkJsonObject(fields.template_params, 'template_params');
    checkDefaultEndpoint(fields.default_endpoint);
    const patch: Partial<DatasetEntity> = {};
    for (const [field, property] of Object.entries(SCALAR_FIELDS)) {
      const value = fields[field as keyof typeof SCALAR_FIELDS];
      if (value !== undefined) (patch as Record<string, unknown>)[property] = value;
    }
    const database =
      fields.database_id !== undefined && fields.database_id !== dataset.databaseId
        ? await this.store.database(fields.database_id, caller)
        : dataset.database;
    const table = {
      databaseId: database.id,
      catalog: fields.catalog !== undefined ? fields.catalog || null : dataset.catalog,
      schema: fields.schema !== undefined ? fields.schema || null : dataset.schemaName,
      tableName: fields.table_name !== undefined ? fields.table_name.trim() : dataset.tableName,
    };
    if (
      table.databaseId !== dataset.databaseId ||
      table.catalog !== dataset.catalog ||
      table.schema !== dataset.schemaName ||
      table.tableName !== dataset.tableName
    ) {
      await this.store.assertUnique(table, dataset.id);
      Object.assign(patch, { databaseId: table.databaseId, catalog: table.catalog, schemaName: table.schema, tableName: table.tableName });
    }
    if (fields.sql !== undefined) {
      patch.sql = fields.sql && fields.sql.trim() !== '' ? fields.sql : null;
      if (patch.sql) await checkVirtualDatasetSql(patch.sql, database);
    }
    if (fields.offset !== undefined) patch.offset = fields.offset ?? 0;
    const owners = ownersAfterSave(viewer, fields.owners, false);
    if (owners !== undefined) {
      await this.store.assertUsersExist(owners);
      patch.owners = owners;
    }
    return patch;
  }

  private async saveColumns(
    manager: EntityManager,
    dataset: LoadedDataset,
    items: { item: DatasetColumnWrite; patch: Partial<DatasetColumnEntity> }[],
    replaceAll: boolean,
  ): Promise<void> {
    const kept = new Set(replaceAll ? [] : items.flatMap(({ item }) => (item.id !== undefined ? [item.id] : [])));
    const removed = dataset.columns.filter((column) => !kept.has(column.id)).map((column) => column.id);
    // Deleting first frees the names that renamed and new columns take.
    if (removed.length > 0) await manager.delete(DatasetColumnEntity, { id: In(removed) });
    for (const { item, patch } of items) {
      if (!replaceAll && item.id !== undefined) await manager.update(DatasetColumnEntity, { id: item.id }, patch);
      else await manager.insert(DatasetColumnEntity, { ...patch, datasetId: dataset.id });
    }
  }

  private async saveMetrics(
    manager: EntityManager,
    dataset: LoadedDataset,
    items: { item: DatasetMetricWrite; patch: Partial<DatasetMetricEntity> }[],
  ): Promise<void> {
    const kept = new Set(items.flatMap(({ item }) => (item.id !== undefined ? [item.id] : [])));
    const removed = dataset.metrics.filter((metric) => !kept.has(metric.id)).map((metric) => metric.id);
    if (removed.length > 0) await manager.delete(DatasetMetricEntity, { id: In(removed) });
    for (const { item, patch } of items) {
      if (item.id !== undefined) await manager.update(DatasetMetricEntity, { id: item.id }, patch);
      else await manager.insert(DatasetMetricEntity, { ...patch, datasetId: dataset.id });
    }
  }
}

function namesOf<T extends { id: number }>(items: T[], name: (item: T) => string) {
  return items.map((item) => ({ id: item.id, name: name(item) }));
}

/** Which child list a unique-name violation came from, if the error is one. */
function violatedChildList(error: unknown): 'columns' | 'metrics' | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { code, table } = (error.driverError ?? {}) as { code?: string; table?: string };
  if (code !== '23505') return null;
  return table === 'dataset_metric' ? 'metrics' : table === 'dataset_column' ? 'columns' : null;
}
