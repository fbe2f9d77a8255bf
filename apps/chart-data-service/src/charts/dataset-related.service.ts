import type { Caller, ChartDashboardRef, RelatedObjectsReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { chartViewerOf } from '../access/viewer';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { DatasetFinder } from '../datasets/dataset.finder';
import { ChartEntity } from './chart.entity';

/**
 * `GET /dataset/{id}/related_objects`: the charts built on a dataset and the dashboards showing them.
 * It lives with the charts because it reads them; datasets know nothing of what is built on them.
 */
@Injectable()
export class DatasetRelatedService {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    private readonly finder: DatasetFinder,
    private readonly links: DashboardLinksClient,
  ) {}

  async relatedObjects(caller: Caller | undefined, id: number): Promise<RelatedObjectsReply> {
    await this.finder.findReadable(chartViewerOf(caller), id);
    const charts = await this.charts.find({ where: { datasourceId: id }, order: { id: 'ASC' } });
    const byChart = await this.links.dashboardsOf(
      charts.map((chart) => chart.id),
      true,
    );
    const dashboards = new Map<number, ChartDashboardRef>();
    for (const refs of byChart.values()) for (const dashboard of refs) dashboards.set(dashboard.id, dashboard);
    const sorted = [...dashboards.values()].sort((a, b) => a.id - b.id);
    return {
      charts: {
        count: charts.length,
        result: charts.map((chart) => ({ id: chart.id, slice_name: chart.sliceName, viz_type: chart.vizType })),
      },
      dashboards: {
        count: sorted.length,
        result: sorted.map((dashboard) => ({
          id: dashboard.id,
          json_metadata: dashboard.json_metadata ?? null,
          slug: null,
          title: dashboard.dashboard_title,
        })),
      },
    };
  }
}
