import {
  forbidden,
  type Caller,
  type DatasetCreateFields,
  type DatasetDuplicateRequest,
  type DatasetGetOrCreateRequest,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessObjectsAnnouncer } from '../clients/access-objects.announcer';
import { chartViewerOf } from '../access/viewer';
import { ownersAfterSave } from '../access/ownership.rules';
import type { LoadedDataset } from './dataset-data.mapper';
import { DEFAULT_METRIC, columnFromSource, columnPatch } from './dataset-child.patches';
import { DatasetColumnEntity } from './dataset-column.entity';
import { DatasetMetricEntity } from './dataset-metric.entity';
import { DatasetSourceReader } from './dataset-source.reader';
import { DatasetStore } from './dataset-store';
import { checkJsonObject } from './dataset-write.rules';
import { datasetInvalid, virtualOnly } from './dataset.errors';
import { DatasetEntity } from './dataset.entity';
import { DatasetFinder } from './dataset.finder';
import { checkVirtualDatasetSql } from './virtual-dataset-sql.check';
import { serverText } from '@tessera/platform';

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** New datasets: from a table or a query (columns read from the database), copies, and get-or-create. */
@Injectable()
export class DatasetCreateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: DatasetStore,
    private readonly reader: DatasetSourceReader,
    private readonly finder: DatasetFinder,
    private readonly accessObjects: AccessObjectsAnnouncer,
  ) {}

  async create(caller: Caller | undefined, fields: DatasetCreateFields): Promise<LoadedDataset> {
    const viewer = chartViewerOf(caller);
    if (viewer.isGuest) throw forbidden();
    const tableName = fields.table_name.trim();
    if (tableName === '') throw datasetInvalid({ table_name: [serverText('Length must be between 1 and 250.')] });
    checkJsonObject(fields.template_params, 'template_params');
    const database = await this.store.database(fields.database, caller);
    const table = { databaseId: database.id, catalog: blankToNull(fields.catalog), schema: blankToNull(fields.schema), tableName };
    await this.store.assertUnique(table, null);
    const sql = blankToNull(fields.sql);
    if (sql) await checkVirtualDatasetSql(sql, database);
    const source = await this.reader.columns(database, { ...table, sql });
    const owners = ownersAfterSave(viewer, fields.owners, true) as number[];
    await this.store.assertUsersExist(owners);
    const settings = new Map(
      (fields.columns ?? []).map((column, index) => [column.column_name, columnPatch({ ...column, id: undefined }, index)]),
    );
    const id = await this.dataSource.transaction(async (manager) => {
      const dataset = await manager.save(
        manager.create(DatasetEntity, {
          ...DatasetStore.columnsOf(table),
          sql,
          templateParams: fields.template_params ?? null,
          normalizeColumns: fields.normalize_columns ?? false,
          alwaysFilterMainDttm: fields.always_filter_main_dttm ?? false,
          isManagedExternally: fields.is_managed_externally ?? false,
          externalUrl: fields.external_url ?? null,
          isSqllabView: false,
          mainDttmCol: source.find((column) => column.is_dttm)?.column_name ?? null,
          owners,
          createdBy: viewer.userId,
          changedBy: viewer.userId,
          ...(fields.uuid ? { uuid: fields.uuid } : {}),
        }),
      );
      const columns = source.map((column) => ({ ...columnFromSource(dataset.id, column), ...(settings.get(column.column_name) ?? {}) }));
      if (columns.length > 0) await manager.insert(DatasetColumnEntity, columns);
      await manager.insert(DatasetMetricEntity, { datasetId: dataset.id, ...DEFAULT_METRIC });
      return dataset.id;
    });
    await this.accessObjects.datasetsChanged([{ databaseId: table.databaseId, id }], false);
    return this.finder.findReadable(viewer, id);
  }

  /** `POST /dataset/duplicate`: a virtual dataset copied under a new name, owned by the caller. */
  async duplicate(caller: Caller | undefined, request: DatasetDuplicateRequest): Promise<LoadedDataset> {
    const viewer = chartViewerOf(caller);
    if (viewer.isGuest) throw forbidden();
    const base = await this.finder.findReadable(viewer, request.base_model_id);
    if (!base.sql || base.sql.trim() === '') throw virtualOnly();
    const table = { databaseId: base.databaseId, catalog: base.catalog, schema: base.schemaName, tableName: request.table_name.trim() };
    await this.store.assertUnique(table, null);
    const id = await this.dataSource.transaction(async (manager) => {
      const { id: _id, uuid: _uuid, columns, metrics, database: _database, createdOn: _created, changedOn: _changed, ...copied } = base;
      const owners = viewer.userId !== null ? [viewer.userId] : [];
      const dataset = await manager.save(
        manager.create(DatasetEntity, {
          ...copied,
          ...DatasetStore.columnsOf(table),
          version: 1,
          owners,
          isManagedExternally: false,
          createdBy: viewer.userId,
          changedBy: viewer.userId,
        }),
      );
      const strip = <T extends { id: number; uuid: string; datasetId: number; createdOn: Date; changedOn: Date }>(child: T) => {
        const { id: _childId, uuid: _childUuid, createdOn: _c, changedOn: _u, ...rest } = child;
        return { ...rest, datasetId: dataset.id };
      };
      if (columns.length > 0) await manager.insert(DatasetColumnEntity, columns.map(strip));
      if (metrics.length > 0) await manager.insert(DatasetMetricEntity, metrics.map(strip));
      return dataset.id;
    });
    await this.accessObjects.datasetsChanged([{ databaseId: table.databaseId, id }], false);
    return this.finder.findReadable(viewer, id);
  }

  /** `POST /dataset/get_or_create/`: the dataset of a table, registered first when there is none. */
  async getOrCreate(caller: Caller | undefined, request: DatasetGetOrCreateRequest): Promise<{ table_id: number }> {
    const table = {
      databaseId: request.database_id,
      catalog: blankToNull(request.catalog),
      schema: blankToNull(request.schema),
      tableName: request.table_name.trim(),
    };
    const existing = await this.store.findByTable(table);
    if (existing) return { table_id: existing.id };
    const created = await this.create(caller, {
      database: request.database_id,
      table_name: request.table_name,
      schema: request.schema,
      catalog: request.catalog,
      template_params: request.template_params,
    });
    return { table_id: created.id };
  }
}
