import { forbidden, notFound, SupersetErrorType, TesseraError, ErrorCode, type Caller } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DatasetDefinition, EngineName } from '@tessera/query-engine';
import { In, Repository } from 'typeorm';
import { chartViewerOf, seesAllData } from '../access/viewer';
import { ChartEntity } from '../charts/chart.entity';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import type { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { GuestChartScopeCache } from './guest-chart-scope.cache';
import { LoadedDatasetCache } from './loaded-dataset.cache';

export interface ChartDataset {
  definition: DatasetDefinition;
  entity: DatasetEntity;
  database: DatabaseEntity;
}

function accessError(name: string): TesseraError {
  return new TesseraError(
    ErrorCode.FORBIDDEN,
    serverText('You need access to the following tables: %s, all database access or all datasource access', name),
    {
      errorType: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
    },
  );
}

/** Loads the dataset a chart-data request names, checks the caller may query it, and describes it to the compiler. */
@Injectable()
export class ChartDatasetLoader {
  constructor(
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    private readonly dashboards: DashboardLinksClient,
    private readonly cache: LoadedDatasetCache,
    private readonly guestCharts: GuestChartScopeCache,
  ) {}

  async load(datasource: { id: number | string; type: string }, caller: Caller | undefined): Promise<ChartDataset> {
    if (!['table', 'dataset'].includes(datasource.type)) {
      throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('Datasource type %s is not supported for chart data', datasource.type), {
        errorType: SupersetErrorType.UNKNOWN_DATASOURCE_TYPE_ERROR,
      });
    }
    const id = Number(datasource.id);
    if (!Number.isInteger(id) || id < 1) throw notFound(serverText('The datasource does not exist'));
    const entity = await this.cache.getOrLoad(id, () =>
      this.datasets.findOne({ where: { id }, relations: { database: true, columns: true, metrics: true } }),
    );
    if (!entity || !entity.database) throw notFound(serverText('The datasource does not exist'));
    const viewer = chartViewerOf(caller);
    const location = {
      id,
      databaseId: entity.databaseId,
      databaseName: entity.database.databaseName,
      schema: entity.schemaName,
      catalog: entity.catalog,
    };
    if (viewer.isGuest) {
      if (!(await this.guestMayRead(id, caller))) throw forbidden();
    } else if (!seesAllData(viewer) && !viewer.access.allows(location)) {
      throw accessError(entity.tableName);
    }
    return { definition: toDefinition(entity, entity.database), entity, database: entity.database };
  }

  /** Guests read only datasets behind a chart on one of the dashboards their token names. */
  private async guestMayRead(datasetId: number, caller: Caller | undefined): Promise<boolean> {
    const chartIds = await this.guestCharts.chartIds(caller, () => this.dashboards.chartIdsVisibleToGuest());
    if (chartIds.length === 0) return false;
    return this.charts.exists({ where: { id: In(chartIds), datasourceId: datasetId } });
  }
}

export function toDefinition(entity: DatasetEntity, database: DatabaseEntity): DatasetDefinition {
  return {
    id: entity.id,
    engine: database.engine as EngineName,
    catalog: entity.catalog,
    schema: entity.schemaName,
    tableName: entity.tableName,
    sql: entity.sql,
    mainDttmCol: entity.mainDttmCol,
    normalizeColumns: entity.normalizeColumns,
    alwaysFilterMainDttm: entity.alwaysFilterMainDttm,
    fetchValuesPredicate: entity.fetchValuesPredicate,
    columns: (entity.columns ?? [])
      .filter((column) => column.isActive)
      .map((column) => ({
        columnName: column.columnName,
        type: column.type ?? '',
        isDttm: column.isDttm,
        expression: column.expression,
        filterable: column.filterable,
        groupby: column.groupby,
        pythonDateFormat: column.pythonDateFormat,
      })),
    metrics: (entity.metrics ?? []).map((metric) => ({
      metricName: metric.metricName,
      expression: metric.expression,
      d3format: metric.d3format,
    })),
  };
}
