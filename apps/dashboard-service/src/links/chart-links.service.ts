import { badRequest, forbidden, type ChartDashboardLink, type SetChartDashboardsReply } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { DashboardAccessPolicy } from '../dashboards/dashboard-access.policy';
import type { Viewer } from '../access/viewer';
import { DashboardSliceEntity } from '../dashboards/dashboard-slice.entity';
import { DashboardEntity } from '../dashboards/dashboard.entity';
import { DashboardFinder } from '../dashboards/dashboard.finder';
import { invalidField } from '../validation/json-checks';
import { addChartToLayout, readLayout, removeChartFromLayout } from './chart-layout.editor';

interface LinkRow {
  chart_id: number;
  id: number;
  dashboard_title: string;
  json_metadata: string;
}

const unique = (ids: number[]) => [...new Set(ids)];

/** The chart service's view of dashboards: which ones a chart is on, and putting charts on them. */
@Injectable()
export class ChartLinksService {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    @InjectRepository(DashboardSliceEntity) private readonly slices: Repository<DashboardSliceEntity>,
    private readonly finder: DashboardFinder,
    private readonly policy: DashboardAccessPolicy,
  ) {}

  async dashboardsOf(chartIds: number[], withMetadata: boolean): Promise<Record<string, ChartDashboardLink[]>> {
    if (chartIds.length === 0) return {};
    const rows = await this.slices
      .createQueryBuilder('s')
      .innerJoin('s.dashboard', 'd')
      .select(['s.chart_id AS chart_id', 'd.id AS id', 'd.dashboard_title AS dashboard_title', 'd.json_metadata AS json_metadata'])
      .where('s.chart_id IN (:...chartIds)', { chartIds: unique(chartIds) })
      .orderBy('d.dashboard_title', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .getRawMany<LinkRow>();
    const byChart: Record<string, ChartDashboardLink[]> = {};
    for (const row of rows) {
      const link: ChartDashboardLink = { id: Number(row.id), dashboard_title: row.dashboard_title };
      if (withMetadata) link.json_metadata = row.json_metadata;
      (byChart[String(row.chart_id)] ??= []).push(link);
    }
    return byChart;
  }

  async chartIds(dashboardIds: number[]): Promise<number[]> {
    if (dashboardIds.length === 0) return [];
    const links = await this.slices.findBy({ dashboardId: In(unique(dashboardIds)) });
    return unique(links.map((link) => link.chartId)).sort((a, b) => a - b);
  }

  /**
   * Makes the chart's dashboards exactly `wanted`. Dashboards gained must exist and be visible to
   * the caller; every dashboard gained or lost must be theirs to edit. Nothing changes unless all pass.
   */
  async setChartDashboards(
    viewer: Viewer,
    chartId: number | undefined,
    wanted: number[],
    sliceName: string | undefined,
    checkOnly: boolean,
  ): Promise<SetChartDashboardsReply> {
    if (chartId === undefined && !checkOnly) throw badRequest('chartId is needed unless checkOnly is set');
    const current = chartId === undefined ? [] : (await this.slices.findBy({ chartId })).map((link) => link.dashboardId);
    const target = unique(wanted);
    const added = target.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !target.includes(id));
    if (added.length === 0 && removed.length === 0) return { added, removed };
    const touched = await this.dashboards.findBy({ id: In([...added, ...removed]) });
    const visible = new Set(await this.finder.readableIds(viewer, added));
    if (added.some((id) => !visible.has(id) || !touched.some((d) => d.id === id)))
      throw invalidField('dashboards', serverText('Dashboards do not exist'));
    if (touched.some((dashboard) => dashboard.isManagedExternally || !this.policy.canEdit(viewer, dashboard))) {
      throw forbidden(serverText('Changing one or more of these dashboards is forbidden'));
    }
    if (chartId !== undefined && !checkOnly) {
      await this.dashboards.manager.transaction(async (manager) => {
        for (const dashboard of touched)
          await this.relink(manager, dashboard, chartId, added.includes(dashboard.id), viewer.userId, sliceName);
      });
    }
    return { added, removed };
  }

  private async relink(
    manager: EntityManager,
    dashboard: DashboardEntity,
    chartId: number,
    adding: boolean,
    userId: number | null,
    sliceName?: string,
  ) {
    const layout = readLayout(dashboard.positionJson);
    const edited = adding ? addChartToLayout(layout, chartId, sliceName) : removeChartFromLayout(layout, chartId);
    if (adding) await manager.insert(DashboardSliceEntity, { dashboardId: dashboard.id, chartId });
    else await manager.delete(DashboardSliceEntity, { dashboardId: dashboard.id, chartId });
    await manager.update(
      DashboardEntity,
      { id: dashboard.id },
      {
        ...(edited ? { positionJson: JSON.stringify(edited) } : {}),
        changedOn: new Date(),
        changedBy: userId,
      },
    );
  }
}
