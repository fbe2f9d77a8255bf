import {
  IMPORT_PASSWORD_NEEDED,
  bundleImportFailed,
  forbidden,
  importOverwriteRefusal,
  type BundleFileErrors,
  type BundleImportReply,
  type BundleImportRequest,
  type Caller,
  type FilterBoxChart,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { engineSpecForUri } from '@tessera/engines';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessObjectsAnnouncer } from '../clients/access-objects.announcer';
import { chartViewerOf, isAdminRole } from '../access/viewer';
import { ChartEntity } from '../charts/chart.entity';
import { DatabaseConnections } from '../connections/database-connections';
import { isMaskedPassword, splitPassword } from '../connections/database-uri';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from '../datasets/dataset-column.entity';
import { DatasetMetricEntity } from '../datasets/dataset-metric.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { readBundle, type ReadBundle } from './bundle-reader';
import { json, policyFor, repointed, withFormData, type ExistingPolicy } from './bundle-import.rules';
import type { ChartYaml, DatabaseYaml, DatasetYaml } from './bundle-yaml';
import { migrateLegacyChart } from './legacy-viz-migration';
import { resolveOwnedReferences } from './owned-references';

const FILTER_BOX = 'filter_box';
/** Imports that leave out a chart they cannot place rather than refuse the bundle. */
const LENIENT_KINDS: ReadonlySet<string> = new Set(['dashboard', 'assets']);

type FileErrors = BundleFileErrors;

/** Thrown at the end of a dry run so its transaction rolls back; carries what the run found. */
class DryRunDone extends Error {
  constructor(
    readonly errors: FileErrors,
    readonly ids: Pick<BundleImportReply, 'databaseIds' | 'datasetIds' | 'chartIds' | 'filterBoxes' | 'skipped'>,
  ) {
    super('dry run');
  }
}

/**
 * Applies a v1 bundle: every file is validated and every conflict found before anything is written,
 * then all of it is written in one transaction, so a bad bundle changes nothing.
 */
@Injectable()
export class BundleImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly connections: DatabaseConnections,
    private readonly accessObjects: AccessObjectsAnnouncer,
  ) {}

  async import(request: BundleImportRequest, caller: Caller | undefined): Promise<BundleImportReply> {
    const viewer = chartViewerOf(caller);
    if (viewer.isGuest) throw forbidden();
    const bundle = await readBundle(request.base64, request.resource);
    const owned = {
      savedQueries: Object.fromEntries(bundle.savedQueries),
      dashboards: Object.fromEntries(bundle.dashboards),
    };
    const empty = { databaseIds: {}, datasetIds: {}, chartIds: {}, filterBoxes: {} };
    if (Object.keys(bundle.errors).length > 0) {
      if (request.dryRun) return { message: 'OK', errors: bundle.errors, ...empty, ...owned };
      throw bundleImportFailed(request.resource, bundle.errors);
    }
    try {
      const applied = await this.apply(bundle, request, caller);
      return { message: 'OK', ...applied, ...owned };
    } catch (error) {
      // A dry run's ids name rows that were rolled back: good for checking references, not for storing.
      if (error instanceof DryRunDone) return { message: 'OK', errors: error.errors, ...error.ids, ...owned };
      throw error;
    }
  }

  /** Writes the databases, datasets and charts; answers their ids by uuid, also for objects the owned files reference. */
  private async apply(bundle: ReadBundle, request: BundleImportRequest, caller: Caller | undefined) {
    const overwrite = request.overwrite === true;
    const touched: number[] = [];
    /** Databases whose datasets were written: their permission views follow. */
    const withDatasets = new Set<number>();
    const reply = {
      databaseIds: {} as Record<string, number>,
      datasetIds: {} as Record<string, number>,
      chartIds: {} as Record<string, number>,
      filterBoxes: {} as Record<string, FilterBoxChart>,
      skipped: {} as Record<string, string>,
    };

    await this.dataSource.transaction(async (manager) => {
      const errors: FileErrors = {};
      const databaseIds = new Map<string, number>();
      for (const [path, yaml] of bundle.databases) {
        const id = await this.importDatabase(manager, path, yaml, request, caller, errors);
        if (id !== null) {
          databaseIds.set(yaml.uuid, id);
          touched.push(id);
        }
      }
      const datasetIds = new Map<string, number>();
      const chartIds = new Map<string, number>();
      for (const [path, yaml] of bundle.datasets) {
        const databaseId =
          databaseIds.get(yaml.database_uuid) ?? (await manager.findOne(DatabaseEntity, { where: { uuid: yaml.database_uuid } }))?.id;
        if (databaseId === undefined) {
          errors[path] = `The database ${yaml.database_uuid} of this dataset is neither in the bundle nor in Tessera`;
          continue;
        }
        const id = await this.importDataset(
          manager,
          path,
          yaml,
          databaseId,
          policyFor('dataset', request.resource, overwrite),
          caller,
          errors,
        );
        if (id !== null) {
          datasetIds.set(yaml.uuid, id);
          withDatasets.add(databaseId);
        }
      }
      for (const [path, yaml] of bundle.charts) {
        const datasetId =
          datasetIds.get(yaml.dataset_uuid) ?? (await manager.findOne(DatasetEntity, { where: { uuid: yaml.dataset_uuid } }))?.id;
        if (datasetId === undefined) {
          const problem = `The dataset ${yaml.dataset_uuid} of this chart is neither in the bundle nor in Tessera`;
          // A dashboard's charts are imported as far as they can be, as Superset does; the rest is reported.
          if (LENIENT_KINDS.has(request.resource)) reply.skipped[path] = `${problem}; the chart is not imported`;
          else errors[path] = problem;
          continue;
        }
        if (yaml.viz_type === FILTER_BOX) {
          // Superset's importer drops filter-box charts; their dashboards get native filters instead.
          reply.filterBoxes[yaml.uuid] = { sliceName: yaml.slice_name, datasetUuid: yaml.dataset_uuid, params: yaml.params ?? {} };
          // The native filters standing in for it name this dataset.
          datasetIds.set(yaml.dataset_uuid, datasetId);
          continue;
        }
        const id = await this.importChart(manager, path, yaml, datasetId, policyFor('chart', request.resource, overwrite), caller, errors);
        if (id !== null) chartIds.set(yaml.uuid, id);
      }
      await resolveOwnedReferences(
        manager,
        bundle,
        { databaseIds, datasetIds, chartIds, filterBoxUuids: new Set(Object.keys(reply.filterBoxes)) },
        errors,
      );
      Object.assign(reply, {
        filterBoxes: reply.filterBoxes,
        skipped: reply.skipped,
        databaseIds: Object.fromEntries(databaseIds),
        datasetIds: Object.fromEntries(datasetIds),
        chartIds: Object.fromEntries(chartIds),
      });
      // Throwing inside the transaction rolls back what was written before the problem was found.
      if (request.dryRun) throw new DryRunDone(errors, { ...reply });
      if (Object.keys(errors).length > 0) throw bundleImportFailed(request.resource, errors);
    });
    // Pools built from a replaced connection must not be reused.
    await Promise.all(touched.map((id) => this.connections.close(id)));
    for (const id of new Set([...touched, ...withDatasets])) await this.accessObjects.changed({ database_id: id });
    return reply;
  }

  /** Creates or (with overwrite, on a database import) replaces a database; returns its id, or null on error. */
  private async importDatabase(
    manager: EntityManager,
    path: string,
    yaml: DatabaseYaml,
    request: BundleImportRequest,
    caller: Caller | undefined,
    errors: FileErrors,
  ): Promise<number | null> {
    const existing = await manager.findOne(DatabaseEntity, { where: { uuid: yaml.uuid } });
    // Imports of other kinds reuse databases that are already here, as Superset does.
    if (existing && policyFor('database', request.resource, request.overwrite === true) === 'reuse') return existing.id;
    if (existing && !request.overwrite) {
      errors[path] = importOverwriteRefusal('database');
      return null;
    }
    if (!isAdminRole(caller?.roles ?? []) && !chartViewerOf(caller).access.all) {
      errors[path] = 'Only administrators can import database connections';
      return null;
    }
    let engine: string;
    let parts: { uri: string; password: string | null };
    try {
      engine = engineSpecForUri(yaml.sqlalchemy_uri).engine;
      parts = splitPassword(yaml.sqlalchemy_uri);
    } catch (error) {
      errors[path] = { sqlalchemy_uri: [(error as Error).message] };
      return null;
    }
    let encryptedPassword: string | null = parts.password ? this.connections.secrets.encrypt(parts.password) : null;
    if (isMaskedPassword(parts.password)) {
      const given = request.passwords?.[path];
      if (given) encryptedPassword = this.connections.secrets.encrypt(given);
      else if (existing?.encryptedPassword) encryptedPassword = existing.encryptedPassword;
      else {
        errors[path] = { _schema: [IMPORT_PASSWORD_NEEDED] };
        return null;
      }
    }
    const sameName = await manager.findOne(DatabaseEntity, { where: { databaseName: yaml.database_name } });
    if (sameName && sameName.uuid !== yaml.uuid) {
      errors[path] = { database_name: [`A database named ${yaml.database_name} already exists`] };
      return null;
    }
    const entity = existing ?? manager.create(DatabaseEntity, { uuid: yaml.uuid, createdBy: caller?.userId ?? null });
    Object.assign(entity, {
      databaseName: yaml.database_name,
      engine,
      sqlalchemyUri: parts.uri,
      encryptedPassword,
      cacheTimeout: yaml.cache_timeout ?? null,
      exposeInSqllab: yaml.expose_in_sqllab ?? true,
      allowRunAsync: yaml.allow_run_async ?? false,
      allowCtas: yaml.allow_ctas ?? false,
      allowCvas: yaml.allow_cvas ?? false,
      allowDml: yaml.allow_dml ?? false,
      allowFileUpload: yaml.allow_csv_upload ?? (yaml as { allow_file_upload?: boolean }).allow_file_upload ?? false,
      impersonateUser: yaml.impersonate_user ?? false,
      extra: json(yaml.extra ?? {}) ?? '{}',
      changedBy: caller?.userId ?? null,
    });
    return (await manager.save(entity)).id;
  }

  private async importDataset(
    manager: EntityManager,
    path: string,
    yaml: DatasetYaml,
    databaseId: number,
    policy: ExistingPolicy,
    caller: Caller | undefined,
    errors: FileErrors,
  ): Promise<number | null> {
    const existing = await manager.findOne(DatasetEntity, { where: { uuid: yaml.uuid } });
    if (existing && policy === 'reuse') return existing.id;
    if (existing && policy === 'fail') {
      errors[path] = importOverwriteRefusal('dataset');
      return null;
    }
    const viewer = chartViewerOf(caller);
    if (existing && !viewer.isAdmin && (viewer.userId === null || !existing.owners.includes(viewer.userId))) {
      errors[path] = `You don't have the rights to alter dataset ${existing.tableName}`;
      return null;
    }
    const clash = await manager
      .createQueryBuilder(DatasetEntity, 'dataset')
      .where('dataset.database_id = :databaseId AND dataset.table_name = :table', { databaseId, table: yaml.table_name })
      .andWhere("COALESCE(dataset.catalog, '') = :catalog AND COALESCE(dataset.schema, '') = :schema", {
        catalog: yaml.catalog ?? '',
        schema: yaml.schema ?? '',
      })
      .andWhere('dataset.uuid <> :uuid', { uuid: yaml.uuid })
      .getOne();
    if (clash) {
      errors[path] = { table_name: [`Dataset ${yaml.table_name} already exists`] };
      return null;
    }
    const entity =
      existing ??
      manager.create(DatasetEntity, { uuid: yaml.uuid, owners: viewer.userId !== null ? [viewer.userId] : [], createdBy: viewer.userId });
    Object.assign(entity, {
      tableName: yaml.table_name,
      databaseId,
      catalog: yaml.catalog ?? null,
      schemaName: yaml.schema ?? null,
      // Superset wrote an empty string for a physical table's SQL.
      sql: yaml.sql || null,
      description: yaml.description ?? null,
      mainDttmCol: yaml.main_dttm_col ?? null,
      defaultEndpoint: yaml.default_endpoint ?? null,
      offset: yaml.offset ?? 0,
      cacheTimeout: yaml.cache_timeout ?? null,
      templateParams: json(yaml.template_params),
      extra: json(yaml.extra),
      filterSelectEnabled: yaml.filter_select_enabled ?? true,
      fetchValuesPredicate: yaml.fetch_values_predicate ?? null,
      normalizeColumns: yaml.normalize_columns ?? false,
      alwaysFilterMainDttm: yaml.always_filter_main_dttm ?? false,
      version: (existing?.version ?? 0) + 1,
      changedBy: viewer.userId,
    });
    const saved = await manager.save(DatasetEntity, entity);
    // The bundle's columns and metrics are the dataset's columns and metrics.
    await manager.delete(DatasetColumnEntity, { datasetId: saved.id });
    await manager.delete(DatasetMetricEntity, { datasetId: saved.id });
    await manager.save(
      DatasetColumnEntity,
      yaml.columns.map((column) =>
        manager.create(DatasetColumnEntity, {
          datasetId: saved.id,
          columnName: column.column_name,
          verboseName: column.verbose_name ?? null,
          isDttm: column.is_dttm ?? false,
          isActive: column.is_active ?? true,
          type: column.type ?? null,
          advancedDataType: column.advanced_data_type ?? null,
          groupby: column.groupby ?? true,
          filterable: column.filterable ?? true,
          expression: column.expression ?? null,
          description: column.description ?? null,
          pythonDateFormat: column.python_date_format ?? null,
          extra: json(column.extra),
        }),
      ),
    );
    await manager.save(
      DatasetMetricEntity,
      yaml.metrics.map((metric) =>
        manager.create(DatasetMetricEntity, {
          datasetId: saved.id,
          metricName: metric.metric_name,
          verboseName: metric.verbose_name ?? null,
          metricType: metric.metric_type ?? null,
          expression: metric.expression,
          description: metric.description ?? null,
          d3format: metric.d3format ?? null,
          currency: typeof metric.currency === 'string' ? metric.currency : json(metric.currency),
          extra: json(metric.extra),
          warningText: metric.warning_text ?? null,
        }),
      ),
    );
    return saved.id;
  }

  private async importChart(
    manager: EntityManager,
    path: string,
    yaml: ChartYaml,
    datasetId: number,
    policy: ExistingPolicy,
    caller: Caller | undefined,
    errors: FileErrors,
  ): Promise<number | null> {
    const existing = await manager.findOne(ChartEntity, { where: { uuid: yaml.uuid } });
    if (existing && policy === 'reuse') return existing.id;
    if (existing && policy === 'fail') {
      errors[path] = importOverwriteRefusal('chart');
      return null;
    }
    const viewer = chartViewerOf(caller);
    if (existing && !viewer.isAdmin && (viewer.userId === null || !existing.owners.includes(viewer.userId))) {
      errors[path] = `You don't have the rights to alter chart ${existing.sliceName}`;
      return null;
    }
    const entity =
      existing ??
      manager.create(ChartEntity, { uuid: yaml.uuid, owners: viewer.userId !== null ? [viewer.userId] : [], createdBy: viewer.userId });
    const upgraded = migrateLegacyChart(yaml.viz_type, yaml.params);
    const queryContext = upgraded.migrated ? withFormData(yaml.query_context, upgraded.params) : yaml.query_context;
    Object.assign(entity, {
      sliceName: yaml.slice_name,
      description: yaml.description ?? null,
      vizType: upgraded.vizType,
      ...repointed(upgraded.params, queryContext, datasetId),
      cacheTimeout: yaml.cache_timeout ?? null,
      datasourceId: datasetId,
      datasourceType: 'table',
      certifiedBy: yaml.certified_by ?? null,
      certificationDetails: yaml.certification_details ?? null,
      lastSavedAt: new Date(),
      lastSavedBy: viewer.userId,
      changedBy: viewer.userId,
    });
    return (await manager.save(ChartEntity, entity)).id;
  }
}
