import {
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
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartDataService } from './chart-data.service';
import { dashboardDefaultFilters, type FilterMultiplicity } from './dashboard-default-filters';
import { SavedChartContexts } from './saved-chart-contexts';
import { parseWarmUpFilters, withWarmUpFilters, type WarmUpFilter } from './warm-up-filters';
import { serverText } from '@tessera/platform';

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
    private readonly dashboards: DashboardLinksClient,
  ) {}

  async warmUpChart(request: ChartWarmUpRequest, caller: Caller | undefined): Promise<CacheWarmUpReply> {
    const filters = parseWarmUpFilters(request.extra_filters);
    if (!(await this.dataSource.manager.existsBy(ChartEntity, { id: request.chart_id }))) throw notFound(serverText('Chart not found'));
    const dashboard = request.dashboard_id !== undefined ? await this.dashboards.dashboard(request.dashboard_id) : null;
    return {
      result: [await this.warm(request.chart_id, [...filters, ...(await this.dashboardFilters(dashboard, request.chart_id))], caller)],
    };
  }

  async warmUpDataset(request: DatasetWarmUpRequest, caller: Caller | undefined): Promise<CacheWarmUpReply> {
    const filters = parseWarmUpFilters(request.extra_filters);
    const dashboard = request.dashboard_id !== undefined ? await this.dashboards.dashboard(request.dashboard_id) : null;
    const datasets = await this.dataSource.manager
      .createQueryBuilder(DatasetEntity, 'dataset')
      .innerJoin('dataset.database', 'database')
      .select('dataset.id', 'id')
      .where('dataset.tableName = :table', { table: request.table_name })
      .andWhere('database.databaseName = :database', { database: request.db_name })
      .getRawMany<{ id: number }>();
    if (datasets.length === 0) throw notFound(serverText('The provided table was not found in the provided database'));
    const charts = await this.dataSource.manager.find(ChartEntity, {
      select: { id: true },
      where: { datasourceId: In(datasets.map((dataset) => Number(dataset.id))), datasourceType: 'table' },
      order: { id: 'ASC' },
    });
    const result: ChartWarmUpStatus[] = [];
    // One chart after another: a warm-up must not take every warehouse connection from the users.
    for (const chart of charts)
      result.push(await this.warm(chart.id, [...filters, ...(await this.dashboardFilters(dashboard, chart.id))], caller));
    return { result };
  }

  /**
   * As Superset: with a dashboard, the chart is warmed with the filters that dashboard applies to it
   * when it opens (its filter boxes' defaults); a dashboard that does not exist applies none.
   */
  private async dashboardFilters(
    dashboard: { json_metadata: string; position_json: string | null } | null,
    chartId: number,
  ): Promise<WarmUpFilter[]> {
    if (!dashboard) return [];
    return dashboardDefaultFilters(dashboard, chartId, await this.filterBoxMultiplicity(dashboard));
  }

  /** Whether each filter box column takes several values, read from the filter boxes' own params. */
  private async filterBoxMultiplicity(dashboard: { json_metadata: string }): Promise<FilterMultiplicity> {
    let ids: number[] = [];
    try {
      const metadata = JSON.parse(dashboard.json_metadata) as { default_filters?: unknown };
      const defaults = typeof metadata.default_filters === 'string' ? JSON.parse(metadata.default_filters) : metadata.default_filters;
      ids =
        defaults && typeof defaults === 'object'
          ? Object.keys(defaults)
              .map(Number)
              .filter((id) => Number.isInteger(id) && id > 0)
          : [];
    } catch {
      return () => undefined;
    }
    const boxes = ids.length
      ? await this.dataSource.manager.find(ChartEntity, { select: { id: true, params: true }, where: { id: In(ids) } })
      : [];
    const multiple = new Map<string, boolean>();
    for (const box of boxes) {
      try {
        const configs =
          (JSON.parse(box.params ?? '{}') as { filter_configs?: { column?: string; multiple?: boolean }[] }).filter_configs ?? [];
        for (const config of configs) if (config.column) multiple.set(`${box.id}|${config.column}`, config.multiple === true);
      } catch {
        // A box whose params do not parse says nothing about its columns.
      }
    }
    return (filterId, column) => multiple.get(`${filterId}|${column}`);
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
