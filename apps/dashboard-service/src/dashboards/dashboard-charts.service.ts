import type { DashboardChartView, DashboardDatasetView, DashboardTabsView } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import type { Viewer } from '../access/viewer';
import { ChartLinksClient } from '../charts/chart-links.client';
import { isPlainObject } from '../validation/json-checks';
import { buildTabs } from './dashboard-tabs.builder';
import { DashboardViewsService } from './dashboard-views.service';
import { DashboardFinder } from './dashboard.finder';

/** What a dashboard shows: its charts and their datasets (from the chart service) and its tabs. */
@Injectable()
export class DashboardChartsService {
  constructor(
    private readonly finder: DashboardFinder,
    private readonly views: DashboardViewsService,
    private readonly links: ChartLinksClient,
  ) {}

  async charts(viewer: Viewer, ref: string): Promise<DashboardChartView[]> {
    const dashboard = await this.finder.findReadable(viewer, ref);
    return this.links.charts(await this.views.chartIdsOf(dashboard.id));
  }

  async datasets(viewer: Viewer, ref: string): Promise<DashboardDatasetView[]> {
    const dashboard = await this.finder.findReadable(viewer, ref);
    return this.links.datasets(await this.views.chartIdsOf(dashboard.id));
  }

  async tabs(viewer: Viewer, ref: string): Promise<DashboardTabsView> {
    const dashboard = await this.finder.findReadable(viewer, ref);
    const layout: unknown = dashboard.positionJson ? JSON.parse(dashboard.positionJson) : null;
    return buildTabs(isPlainObject(layout) ? layout : null);
  }
}
