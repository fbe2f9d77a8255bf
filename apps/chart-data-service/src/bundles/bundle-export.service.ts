import { notFound, type BundleExportRequest, type BundleFile, type Caller } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import JSZip from 'jszip';
import { In, Repository } from 'typeorm';
import { stringify } from 'yaml';
import { chartViewerOf, seesAllData, type ChartViewer } from '../access/viewer';
import { ChartEntity } from '../charts/chart.entity';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { chartFile, dashboardFile, databaseFile, datasetFile, exportRoot, savedQueryFile } from './bundle-paths';
import { BUNDLE_VERSION, chartYaml, dashboardYaml, databaseYaml, datasetYaml, METADATA_TYPES, savedQueryYaml } from './bundle-yaml';
import { serverText } from '@tessera/platform';

const DATASET_RELATIONS = { database: true, columns: true, metrics: true } as const;

interface ExportedObjects {
  databases: DatabaseEntity[];
  datasets: DatasetEntity[];
  charts: ChartEntity[];
}

/** Superset's v1 export: a zip of YAML files, one per object, referencing each other by uuid. */
@Injectable()
export class BundleExportService {
  constructor(
    @InjectRepository(DatabaseEntity) private readonly databases: Repository<DatabaseEntity>,
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
  ) {}

  async export(request: BundleExportRequest, caller: Caller | undefined, now = new Date()): Promise<BundleFile> {
    const viewer = chartViewerOf(caller);
    if (request.resource === 'assets') return this.write(request, await this.everything(viewer), now);
    const ofCharts = request.resource === 'chart' || request.resource === 'dashboard';
    const charts = ofCharts ? await this.chartsById(request.ids, viewer) : [];
    const datasets =
      request.resource === 'database'
        ? await this.datasetsOfDatabases(request.ids, viewer)
        : ofCharts
          ? await this.datasetsOfCharts(charts, filterDatasetIds(request), viewer)
          : request.resource === 'saved_query'
            ? []
            : await this.datasetsById(request.ids, viewer);
    const databases =
      request.resource === 'database' || request.resource === 'saved_query'
        ? await this.databasesById(request.ids, viewer)
        : uniqueDatabases(datasets);
    return this.write(request, { databases, datasets, charts }, now);
  }

  /** A whole instance: every database, dataset and chart the caller may see (an administrator sees all). */
  private async everything(viewer: ChartViewer): Promise<ExportedObjects> {
    const databases = (await this.databases.find({ order: { id: 'ASC' } })).filter(
      (database) => seesAllData(viewer) || viewer.access.allowsDatabase(database),
    );
    const datasets = (await this.datasets.find({ relations: DATASET_RELATIONS, order: { id: 'ASC' } })).filter((dataset) =>
      canSee(viewer, dataset),
    );
    const visible = new Set(datasets.map((dataset) => dataset.id));
    const charts = (await this.charts.find({ order: { id: 'ASC' } })).filter(
      (chart) => chart.datasourceId !== null && visible.has(chart.datasourceId),
    );
    return { databases, datasets, charts };
  }

  private async write(request: BundleExportRequest, { databases, datasets, charts }: ExportedObjects, now: Date): Promise<BundleFile> {
    const root = exportRoot(request.resource, now);
    const zip = new JSZip();
    const put = (path: string, content: object) => zip.file(`${root}/${path}`, stringify(content, { lineWidth: 0 }));
    put('metadata.yaml', { version: BUNDLE_VERSION, type: METADATA_TYPES[request.resource], timestamp: now.toISOString() });
    for (const database of databases) put(databaseFile(database.databaseName), databaseYaml(database));
    for (const dataset of datasets)
      put(datasetFile(dataset.database!.databaseName, dataset.tableName), datasetYaml(dataset, dataset.database!));
    const datasetsById = new Map(datasets.map((dataset) => [dataset.id, dataset]));
    for (const chart of charts) put(chartFile(chart.sliceName, chart.id), chartYaml(chart, datasetsById.get(chart.datasourceId!)!));
    const databasesById = new Map(databases.map((database) => [database.id, database]));
    const written = new Set<string>();
    for (const query of request.savedQueries ?? []) {
      const database = databasesById.get(query.databaseId);
      if (!database) throw notFound(serverText('Not found'));
      let path = savedQueryFile(database.databaseName, query.schema, query.label, query.uuid);
      // Two queries with one label must not overwrite each other's file.
      if (written.has(path)) path = path.replace(/\.yaml$/, `_${query.id}.yaml`);
      written.add(path);
      put(path, savedQueryYaml(query, database));
    }
    const chartUuids = new Map(charts.map((chart) => [chart.id, chart.uuid]));
    const datasetUuids = new Map(datasets.map((dataset) => [dataset.id, dataset.uuid]));
    for (const dashboard of request.dashboards ?? []) {
      put(dashboardFile(dashboard.dashboard_title, dashboard.id), dashboardYaml(dashboard, chartUuids, datasetUuids));
    }
    const content = await zip.generateAsync({ type: 'base64', compression: 'DEFLATE' });
    return { name: `${root}.zip`, contentType: 'application/zip', base64: content };
  }

  /** Every id must name a database the caller may see; otherwise nothing is exported. */
  private async databasesById(ids: number[], viewer: ChartViewer): Promise<DatabaseEntity[]> {
    const found = await this.databases.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    const visible = found.filter((database) => seesAllData(viewer) || viewer.access.allowsDatabase(database));
    if (visible.length !== new Set(ids).size) throw notFound(serverText('Not found'));
    return visible;
  }

  private async datasetsOfDatabases(ids: number[], viewer: ChartViewer): Promise<DatasetEntity[]> {
    await this.databasesById(ids, viewer);
    const datasets = await this.datasets.find({ where: { databaseId: In(ids) }, relations: DATASET_RELATIONS, order: { id: 'ASC' } });
    return datasets.filter((dataset) => canSee(viewer, dataset));
  }

  /** Charts on datasets the caller may query; a chart without a dataset cannot travel in a bundle. */
  private async chartsById(ids: number[], viewer: ChartViewer): Promise<ChartEntity[]> {
    const charts = await this.charts.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    const datasetIds = charts.map((chart) => chart.datasourceId).filter((id): id is number => id !== null);
    const datasets = await this.datasets.find({ where: { id: In(datasetIds) }, relations: { database: true } });
    const visible = new Set(datasets.filter((dataset) => canSee(viewer, dataset)).map((dataset) => dataset.id));
    const exportable = charts.filter((chart) => chart.datasourceId !== null && visible.has(chart.datasourceId));
    if (exportable.length !== new Set(ids).size) throw notFound(serverText('Not found'));
    return exportable;
  }

  /** The charts' datasets, and those native filters target that the caller may see (a deleted one is left out). */
  private async datasetsOfCharts(charts: ChartEntity[], filterTargets: number[], viewer: ChartViewer): Promise<DatasetEntity[]> {
    const ids = [...new Set(charts.map((chart) => chart.datasourceId!))];
    const ofCharts = await this.datasets.find({ where: { id: In(ids) }, relations: DATASET_RELATIONS, order: { id: 'ASC' } });
    const extra = filterTargets.filter((id) => !ids.includes(id));
    if (extra.length === 0) return ofCharts;
    const targeted = await this.datasets.find({ where: { id: In(extra) }, relations: DATASET_RELATIONS, order: { id: 'ASC' } });
    return [...ofCharts, ...targeted.filter((dataset) => canSee(viewer, dataset))];
  }

  private async datasetsById(ids: number[], viewer: ChartViewer): Promise<DatasetEntity[]> {
    const found = await this.datasets.find({ where: { id: In(ids) }, relations: DATASET_RELATIONS, order: { id: 'ASC' } });
    const visible = found.filter((dataset) => canSee(viewer, dataset));
    if (visible.length !== new Set(ids).size) throw notFound(serverText('Not found'));
    return visible;
  }
}

/** Datasets the dashboards' native filters target. */
function filterDatasetIds(request: BundleExportRequest): number[] {
  const ids = new Set<number>();
  for (const dashboard of request.dashboards ?? []) {
    const filters = dashboard.metadata?.native_filter_configuration;
    if (!Array.isArray(filters)) continue;
    for (const filter of filters as { targets?: { datasetId?: unknown }[] }[]) {
      for (const target of Array.isArray(filter?.targets) ? filter.targets : []) {
        if (typeof target?.datasetId === 'number') ids.add(target.datasetId);
      }
    }
  }
  return [...ids];
}

function canSee(viewer: ChartViewer, dataset: DatasetEntity): boolean {
  if (seesAllData(viewer)) return true;
  const database = dataset.database!;
  return viewer.access.allows({
    id: dataset.id,
    databaseId: database.id,
    databaseName: database.databaseName,
    schema: dataset.schemaName,
    catalog: dataset.catalog,
  });
}

function uniqueDatabases(datasets: DatasetEntity[]): DatabaseEntity[] {
  const byId = new Map(datasets.map((dataset) => [dataset.database!.id, dataset.database!]));
  return [...byId.values()];
}
