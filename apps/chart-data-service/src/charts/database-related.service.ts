import type { Caller, RelatedObjectsReply } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { DatabaseFinder } from '../connections/database.finder';
import { DatasetEntity } from '../datasets/dataset.entity';
import { ChartEntity } from './chart.entity';

/**
 * `GET /database/{pk}/related_objects/`: the charts built on any dataset of a database and the
 * dashboards showing them — what deleting the database would break. It lives with the charts because
 * it reads them.
 */
@Injectable()
export class DatabaseRelatedService {
  constructor(
    @InjectRepository(ChartEntity) private readonly charts: Repository<ChartEntity>,
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    private readonly finder: DatabaseFinder,
    private readonly links: DashboardLinksClient,
  ) {}

  async relatedObjects(caller: Caller | undefined, id: number): Promise<RelatedObjectsReply> {
    await this.finder.find(id, caller);
    const datasets = await this.datasets.find({ where: { databaseId: id }, select: { id: true } });
    const charts =
      datasets.length === 0
        ? []
        : await this.charts.find({
            where: { datasourceId: In(datasets.map((dataset) => dataset.id)), datasourceType: 'table' },
            order: { id: 'ASC' },
          });
    const byChart = await this.links.dashboardsOf(
      charts.map((chart) => chart.id),
      true,
    );
    const dashboards = new Map([...byChart.values()].flat().map((dashboard) => [dashboard.id, dashboard]));
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
