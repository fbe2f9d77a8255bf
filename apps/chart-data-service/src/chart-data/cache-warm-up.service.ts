import {
  badRequest,
  notFound,
  type Caller,
  type CacheWarmUpReply,
  type ChartWarmUpRequest,
  type ChartWarmUpStatus,
  type DatasetWarmUpRequest,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ChartEntity } from '../charts/chart.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartDataService } from './chart-data.service';
import { SavedChartContexts } from './saved-chart-contexts';
import { parseWarmUpFilters, withWarmUpFilters, type WarmUpFilter } from './warm-up-filters';

/**
 * Superset's `warm_up_cache` routes: run a chart's saved queries, forced, so the next viewer is served
 * from the cache; for a table, every chart built on it. Each chart answers for itself: one failing
 * chart is reported with its error and the others still run.
 */
@Injectable()
export class CacheWarmUpService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly savedContexts: SavedChartContexts,
    private readonly chartData: ChartDataService,
  ) {}

  async warmUpChart(request: ChartWarmUpRequest, caller: Caller | undefined): Promise<CacheWarmUpReply> {
    const filters = this.filtersOf(request);
    if (!(await this.dataSource.manager.existsBy(ChartEntity, { id: request.chart_id }))) throw notFound('Chart not found');
    return { result: [await this.warm(request.chart_id, filters, caller)] };
  }

  async warmUpDataset(request: DatasetWarmUpRequest, caller: Caller | undefined): Promise<CacheWarmUpReply> {
    const filters = this.filtersOf(request);
    const datasets = await this.dataSource.manager
      .createQueryBuilder(DatasetEntity, 'dataset')
      .innerJoin('dataset.database', 'database')
      .select('dataset.id', 'id')
      .where('dataset.tableName = :table', { table: request.table_name })
      .andWhere('database.databaseName = :database', { database: request.db_name })
      .getRawMany<{ id: number }>();
    if (datasets.length === 0) throw notFound('The provided table was not found in the provided database');
    const charts = await this.dataSource.manager.find(ChartEntity, {
      select: { id: true },
      where: { datasourceId: In(datasets.map((dataset) => Number(dataset.id))), datasourceType: 'table' },
      order: { id: 'ASC' },
    });
    const result: ChartWarmUpStatus[] = [];
    // One chart after another: a warm-up must not take every warehouse connection from the users.
    for (const chart of charts) result.push(await this.warm(chart.id, filters, caller));
    return { result };
  }

  private filtersOf(request: { dashboard_id?: number; extra_filters?: string }): WarmUpFilter[] {
    // Superset reads a dashboard's native filter defaults here; Tessera takes the filters only as extra_filters.
    if (request.dashboard_id !== undefined) throw badRequest('dashboard_id is not supported: pass the filters to apply as extra_filters');
    return parseWarmUpFilters(request.extra_filters);
  }

  private async warm(chartId: number, filters: readonly WarmUpFilter[], caller: Caller | undefined): Promise<ChartWarmUpStatus> {
    try {
      const context = withWarmUpFilters(await this.savedContexts.contextFor({ chartId, force: true }, caller), filters);
      const reply = await this.chartData.run(context, caller);
      const items = 'result' in reply ? reply.result : [];
      const failed = items.find((item) => item.status === 'failed' || item.error);
      return { chart_id: chartId, viz_error: failed?.error ?? null, viz_status: failed ? 'failed' : 'success' };
    } catch (error) {
      // As Superset: a chart whose queries cannot run is reported with the error and no status.
      const message = error instanceof Error ? error.message : String(error);
      return { chart_id: chartId, viz_error: message, viz_status: null };
    }
  }
}
