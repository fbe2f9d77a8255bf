import type { DashboardListRow, DashboardRoleRef, DashboardView } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isNotAnswering, JsonLogger, UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { ChartLinksClient } from '../charts/chart-links.client';
import { RoleDirectoryClient } from '../roles/role-directory.client';
import { DashboardTagsClient } from '../tags/dashboard-tags.client';
import { DashboardRoleEntity } from './dashboard-role.entity';
import { DashboardSliceEntity } from './dashboard-slice.entity';
import type { DashboardEntity } from './dashboard.entity';
import { toDashboardView, toListRow } from './dashboard.mapper';

/** Renders dashboards with what other services know: user and role names, tags, chart names. */
@Injectable()
export class DashboardViewsService {
  constructor(
    @InjectRepository(DashboardRoleEntity) private readonly roleLinks: Repository<DashboardRoleEntity>,
    @InjectRepository(DashboardSliceEntity) private readonly slices: Repository<DashboardSliceEntity>,
    private readonly users: UserDirectoryClient,
    private readonly roles: RoleDirectoryClient,
    private readonly tags: DashboardTagsClient,
    private readonly charts: ChartLinksClient,
    private readonly logger: JsonLogger,
  ) {}

  async rows(dashboards: DashboardEntity[]): Promise<DashboardListRow[]> {
    const ids = dashboards.map((d) => d.id);
    const [users, roles, tags] = await Promise.all([this.usersOf(dashboards), this.rolesOf(ids), this.tags.tagsOf(ids)]);
    const now = new Date();
    return dashboards.map((d) => toListRow(d, { users, roles: roles.get(d.id) ?? [], tags: tags.get(d.id) ?? [] }, now));
  }

  async view(dashboard: DashboardEntity): Promise<DashboardView> {
    const [users, roles, tags, chartIds] = await Promise.all([
      this.usersOf([dashboard]),
      this.rolesOf([dashboard.id]),
      this.tags.tagsOf([dashboard.id]),
      this.chartIdsOf(dashboard.id),
    ]);
    const charts = await this.charts.chartsIfAnswering(chartIds, 'chart names of a dashboard');
    return toDashboardView(dashboard, {
      users,
      roles: roles.get(dashboard.id) ?? [],
      tags: tags.get(dashboard.id) ?? [],
      charts: (charts ?? []).map((chart) => chart.slice_name),
    });
  }

  async chartIdsOf(dashboardId: number): Promise<number[]> {
    const links = await this.slices.find({ where: { dashboardId }, order: { chartId: 'ASC' } });
    return links.map((link) => link.chartId);
  }

  private usersOf(dashboards: DashboardEntity[]) {
    return this.users.describe(dashboards.flatMap((d) => [...d.owners, d.createdBy, d.changedBy]));
  }

  private async rolesOf(dashboardIds: number[]): Promise<Map<number, DashboardRoleRef[]>> {
    const links = dashboardIds.length > 0 ? await this.roleLinks.findBy({ dashboardId: In(dashboardIds) }) : [];
    const byDashboard = new Map<number, DashboardRoleRef[]>();
    if (links.length === 0) return byDashboard;
    let names: Map<number, DashboardRoleRef>;
    try {
      names = await this.roles.describe(links.map((link) => link.roleId));
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn('Role names cannot be looked up; dashboards are shown without roles');
      return byDashboard;
    }
    for (const link of links) {
      const role = names.get(link.roleId);
      if (role) byDashboard.set(link.dashboardId, [...(byDashboard.get(link.dashboardId) ?? []), role]);
    }
    return byDashboard;
  }
}
