import type { ChartListRow, ChartView } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { ChartTagsClient } from '../clients/chart-tags.client';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { DatasetEntity } from '../datasets/dataset.entity';
import type { ChartEntity } from './chart.entity';
import { toChartListRow, toChartView } from './chart.mapper';

/** Renders charts with what other services and tables know: user names, dashboards, tags, datasets. */
@Injectable()
export class ChartViewsService {
  constructor(
    @InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>,
    private readonly users: UserDirectoryClient,
    private readonly tags: ChartTagsClient,
    private readonly links: DashboardLinksClient,
  ) {}

  async rows(charts: ChartEntity[]): Promise<ChartListRow[]> {
    const ids = charts.map((chart) => chart.id);
    const datasetIds = [...new Set(charts.map((chart) => chart.datasourceId).filter((id): id is number => id !== null))];
    const [users, tags, dashboards, datasets] = await Promise.all([
      this.users.describe(charts.flatMap((c) => [...c.owners, c.createdBy, c.changedBy, c.lastSavedBy])),
      this.tags.tagsOf(ids),
      this.links.dashboardsOf(ids),
      datasetIds.length > 0 ? this.datasets.findBy({ id: In(datasetIds) }) : Promise.resolve([]),
    ]);
    const now = new Date();
    const decorations = { users, tags, dashboards, datasets: new Map(datasets.map((d) => [d.id, d])) };
    return charts.map((chart) => toChartListRow(chart, decorations, now));
  }

  async view(chart: ChartEntity): Promise<ChartView> {
    const [users, tags, dashboards] = await Promise.all([
      this.users.describe(chart.owners),
      this.tags.tagsOf([chart.id]),
      this.links.dashboardsOf([chart.id], true),
    ]);
    return toChartView(chart, { users, tags, dashboards, datasets: new Map() });
  }
}
