import type { DashboardChartView, DashboardDatasetView } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { toDatasetData, type LoadedDataset } from '../datasets/dataset-data.mapper';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartEntity } from './chart.entity';
import { toDashboardChartView } from './chart.mapper';

/** What the dashboard service asks about the charts on dashboards: the charts, their datasets, copies. */
@Injectable()
export class DashboardContentService {
  constructor(
    @InjectRepository(ChartEntity) private readonly chartRepository: Repository<ChartEntity>,
    @InjectRepository(DatasetEntity) private readonly datasetRepository: Repository<DatasetEntity>,
    private readonly users: UserDirectoryClient,
  ) {}

  /** The charts that exist among the ids, in id order. */
  async charts(chartIds: number[]): Promise<DashboardChartView[]> {
    if (chartIds.length === 0) return [];
    const charts = await this.chartRepository.find({ where: { id: In(chartIds) }, order: { id: 'ASC' } });
    return charts.map(toDashboardChartView);
  }

  /** The distinct datasets the charts query, in id order. */
  async datasets(chartIds: number[]): Promise<DashboardDatasetView[]> {
    const datasetIds = await this.datasetIdsOf(chartIds);
    if (datasetIds.length === 0) return [];
    return this.datasetViews(datasetIds);
  }

  /** Datasets as Explore and dashboards load them, with columns, metrics and owners. */
  async datasetViews(datasetIds: number[]): Promise<DashboardDatasetView[]> {
    const datasets = (await this.datasetRepository.find({
      where: { id: In(datasetIds) },
      relations: { database: true, columns: true, metrics: true },
      order: { id: 'ASC' },
    })) as LoadedDataset[];
    const users = await this.users.describe(datasets.flatMap((dataset) => dataset.owners));
    return datasets.map((dataset) => toDatasetData(dataset, users));
  }

  /**
   * Copies charts for a dashboard copy, as Superset's `Slice.clone`: name, dataset, type, params,
   * description and cache timeout; the copier owns the copies.
   */
  async duplicate(ids: number[], ownerId: number | null): Promise<Record<string, number>> {
    if (ids.length === 0) return {};
    const originals = await this.chartRepository.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    const idMap: Record<string, number> = {};
    await this.chartRepository.manager.transaction(async (manager) => {
      for (const original of originals) {
        const copy = await manager.save(
          manager.create(ChartEntity, {
            sliceName: original.sliceName,
            datasourceId: original.datasourceId,
            datasourceType: original.datasourceType,
            vizType: original.vizType,
            params: original.params,
            description: original.description,
            cacheTimeout: original.cacheTimeout,
            queryContext: null,
            certifiedBy: null,
            certificationDetails: null,
            isManagedExternally: false,
            externalUrl: null,
            owners: ownerId !== null ? [ownerId] : [],
            lastSavedAt: null,
            lastSavedBy: null,
            createdBy: ownerId,
            changedBy: ownerId,
          }),
        );
        idMap[String(original.id)] = copy.id;
      }
    });
    return idMap;
  }

  private async datasetIdsOf(chartIds: number[]): Promise<number[]> {
    if (chartIds.length === 0) return [];
    const rows = await this.chartRepository
      .createQueryBuilder('c')
      .select('DISTINCT c.datasource_id', 'id')
      .where('c.id IN (:...chartIds)', { chartIds })
      .andWhere('c.datasource_id IS NOT NULL')
      .getRawMany<{ id: number }>();
    return rows.map((row) => Number(row.id));
  }
}
