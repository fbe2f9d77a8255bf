import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { openDatabase, type ColumnMetadata } from '@tessera/engines';
import { EXAMPLE_TABLES } from '@tessera/examples';
import { In, Repository, type EntityManager } from 'typeorm';
import { AccessObjectsAnnouncer } from '../clients/access-objects.announcer';
import { ChartEntity } from '../charts/chart.entity';
import { DatabaseConnections } from '../connections/database-connections';
import { splitPassword } from '../connections/database-uri';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { EXAMPLE_CHARTS, exampleChartContent } from './example-charts';
import { exampleDataset } from './example-dataset.builder';
import type { PlacedChart } from './example-layout';
import { exampleUuid } from './example-uuids';
import { EXAMPLES_DATABASE_NAME, type ExampleLocation } from './example-warehouse';

/** What one seeding registered: kept to undo it when a later step fails. */
export interface RegisteredExamples {
  databaseId: number;
  /** Dataset id per example table. */
  datasets: Map<string, number>;
  charts: Map<string, PlacedChart>;
  /** What this run created; objects found by uuid from an earlier run are left alone on undo. */
  created: { database: boolean; datasetIds: number[]; chartIds: number[] };
}

/**
 * Registers the example warehouse in the metadata: the `examples` database, a physical dataset per
 * example table, and the example charts, all in one transaction. Objects are found by their stable
 * uuids first, so nothing is created twice.
 */
@Injectable()
export class ExampleCatalogWriter {
  constructor(
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    private readonly connections: DatabaseConnections,
    private readonly accessObjects: AccessObjectsAnnouncer,
  ) {}

  /** By name, or by uuid when an administrator renamed it. */
  async examplesDatabaseExists(): Promise<boolean> {
    return this.databases.existsBy([{ databaseName: EXAMPLES_DATABASE_NAME }, { uuid: exampleUuid('database', EXAMPLES_DATABASE_NAME) }]);
  }

  /** Each example table's columns as the warehouse reports them. */
  async introspect(location: ExampleLocation): Promise<Map<string, ColumnMetadata[]>> {
    const warehouse = openDatabase({ engine: location.engine, uri: location.uri, poolSize: 1, ...this.connections.openSettings({}) });
    try {
      const columns = new Map<string, ColumnMetadata[]>();
      for (const table of EXAMPLE_TABLES) columns.set(table.name, (await warehouse.getTableMetadata(table.name, location.schema)).columns);
      return columns;
    } finally {
      await warehouse.close();
    }
  }

  async register(location: ExampleLocation, columns: Map<string, ColumnMetadata[]>, ownerId: number): Promise<RegisteredExamples> {
    const registered = await this.databases.manager.transaction(async (manager) => {
      const { database, created: databaseCreated } = await this.saveDatabase(manager, location, ownerId);
      const datasets = new Map<string, DatasetEntity>();
      const createdDatasetIds: number[] = [];
      for (const table of EXAMPLE_TABLES) {
        const existing = await manager.findOneBy(DatasetEntity, { uuid: exampleUuid('dataset', table.name) });
        if (existing) {
          datasets.set(table.name, existing);
          continue;
        }
        const fields = exampleDataset(table, columns.get(table.name) ?? [], { databaseId: database.id, schema: location.schema, ownerId });
        const saved = await manager.save(DatasetEntity, manager.create(DatasetEntity, fields));
        datasets.set(table.name, saved);
        createdDatasetIds.push(saved.id);
      }
      const charts = new Map<string, PlacedChart>();
      const createdChartIds: number[] = [];
      for (const example of EXAMPLE_CHARTS) {
        const dataset = datasets.get(example.table);
        if (!dataset) throw new Error(`The example chart "${example.name}" reads the unknown table ${example.table}`);
        const { chart, created } = await this.saveChart(
          manager,
          example.name,
          () => ({
            sliceName: example.name,
            description: example.description,
            vizType: example.vizType,
            datasourceId: dataset.id,
            datasourceType: 'table',
            ...exampleChartContent(example, dataset.id),
          }),
          ownerId,
        );
        charts.set(example.name, { id: chart.id, uuid: chart.uuid, name: chart.sliceName });
        if (created) createdChartIds.push(chart.id);
      }
      const datasetIds = new Map([...datasets].map(([table, dataset]) => [table, dataset.id]));
      return {
        databaseId: database.id,
        datasets: datasetIds,
        charts,
        created: { database: databaseCreated, datasetIds: createdDatasetIds, chartIds: createdChartIds },
      };
    });
    await this.accessObjects.changed({ database_id: registered.databaseId });
    return registered;
  }

  /** Removes what {@link register} wrote, so the next start tries again from scratch. */
  async remove(registered: RegisteredExamples): Promise<void> {
    await this.databases.manager.transaction(async (manager) => {
      const { created } = registered;
      if (created.chartIds.length > 0) await manager.delete(ChartEntity, { id: In(created.chartIds) });
      if (created.datasetIds.length > 0) await manager.delete(DatasetEntity, { id: In(created.datasetIds) });
      if (created.database) await manager.delete(DatabaseEntity, { id: registered.databaseId });
    });
    await this.connections.close(registered.databaseId);
    const { created } = registered;
    await this.accessObjects.changed(
      created.database
        ? { database_id: registered.databaseId, previous_database_name: EXAMPLES_DATABASE_NAME, database_deleted: true }
        : { database_id: registered.databaseId, removed_dataset_ids: created.datasetIds },
    );
  }

  private async saveDatabase(
    manager: EntityManager,
    location: ExampleLocation,
    ownerId: number,
  ): Promise<{ database: DatabaseEntity; created: boolean }> {
    const uuid = exampleUuid('database', EXAMPLES_DATABASE_NAME);
    const existing = await manager.findOneBy(DatabaseEntity, { uuid });
    if (existing) return { database: existing, created: false };
    const { uri, password } = splitPassword(location.uri);
    const database = await manager.save(
      DatabaseEntity,
      manager.create(DatabaseEntity, {
        uuid,
        databaseName: EXAMPLES_DATABASE_NAME,
        engine: location.engine,
        sqlalchemyUri: uri,
        encryptedPassword: password ? this.connections.secrets.encrypt(password) : null,
        exposeInSqllab: true,
        // Cost estimates on, as Superset's examples database has them: the editor offers them at once.
        extra: JSON.stringify({
          metadata_params: {},
          engine_params: {},
          metadata_cache_timeout: {},
          schemas_allowed_for_file_upload: [],
          cost_estimate_enabled: true,
        }),
        createdBy: ownerId,
        changedBy: ownerId,
      }),
    );
    return { database, created: true };
  }

  /** A chart found by its uuid is pointed at the new dataset; otherwise it is created. */
  private async saveChart(
    manager: EntityManager,
    name: string,
    content: () => Partial<ChartEntity>,
    ownerId: number,
  ): Promise<{ chart: ChartEntity; created: boolean }> {
    const uuid = exampleUuid('chart', name);
    const existing = await manager.findOneBy(ChartEntity, { uuid });
    if (existing) return { chart: await manager.save(ChartEntity, { ...existing, ...content() }), created: false };
    const now = new Date();
    const chart = manager.create(ChartEntity, {
      ...content(),
      uuid,
      owners: [ownerId],
      createdBy: ownerId,
      changedBy: ownerId,
      lastSavedAt: now,
      lastSavedBy: ownerId,
    });
    return { chart: await manager.save(ChartEntity, chart), created: true };
  }
}
