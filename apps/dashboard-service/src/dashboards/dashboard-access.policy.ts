import { forbidden, type DashboardDatasetView } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isNotAnswering, JsonLogger, TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';
import { Repository } from 'typeorm';
import { ChartLinksClient } from '../charts/chart-links.client';
import type { DashboardEntity } from './dashboard.entity';
import { DashboardSliceEntity } from './dashboard-slice.entity';
import { EmbeddedDashboardEntity } from './embedded-dashboard.entity';
import { RoleDirectoryClient } from '../roles/role-directory.client';
import type { Viewer } from '../access/viewer';

/** A SQL condition on the dashboard alias `d`, with its parameters; null means "everything". */
export interface VisibilityCondition {
  sql: string;
  params: Record<string, unknown>;
}

const HAS_ROLES = 'EXISTS (SELECT 1 FROM dashboards.dashboard_roles access_r WHERE access_r.dashboard_id = d.id)';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Superset's dashboard rules. Edit: Admin or owner. Read: Admin sees all; others see what they own
 * and published dashboards with at least one chart on a datasource they may query (every published
 * one when the chart service cannot tell). With `DASHBOARD_RBAC`, a published dashboard that has
 * roles is seen by members of those roles instead. Guests see the dashboards their token names.
 */
@Injectable()
export class DashboardAccessPolicy {
  constructor(
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    @InjectRepository(DashboardSliceEntity) private readonly slices: Repository<DashboardSliceEntity>,
    @InjectRepository(EmbeddedDashboardEntity) private readonly embedded: Repository<EmbeddedDashboardEntity>,
    private readonly charts: ChartLinksClient,
    private readonly roles: RoleDirectoryClient,
    private readonly logger: JsonLogger,
  ) {}

  get rbacEnabled(): boolean {
    return this.config.featureFlags.DASHBOARD_RBAC === true;
  }

  canEdit(viewer: Viewer, dashboard: Pick<DashboardEntity, 'owners'>): boolean {
    if (viewer.guestResources) return false;
    return viewer.isAdmin || (viewer.userId !== null && dashboard.owners.includes(viewer.userId));
  }

  assertCanEdit(viewer: Viewer, dashboard: Pick<DashboardEntity, 'owners'>): void {
    if (!this.canEdit(viewer, dashboard)) throw forbidden(serverText('Changing this Dashboard is forbidden'));
  }

  /** Which dashboards the viewer sees; `among` narrows the work to those ids (a single read). */
  async visibility(viewer: Viewer, among?: number[]): Promise<VisibilityCondition | null> {
    if (viewer.isAdmin) return null;
    if (viewer.guestResources) return this.guestVisibility(viewer.guestResources);
    const parts: string[] = [];
    const params: Record<string, unknown> = {};
    if (viewer.userId !== null) {
      parts.push(':access_user = ANY(d.owners)');
      params.access_user = viewer.userId;
    }
    const published = this.rbacEnabled ? `d.published = true AND NOT ${HAS_ROLES}` : 'd.published = true';
    const byData = viewer.access.all ? null : await this.dashboardsWithAccessibleCharts(viewer, among);
    if (byData === null) parts.push(`(${published})`);
    else if (byData.length > 0) {
      parts.push(`(${published} AND d.id IN (:...access_data))`);
      params.access_data = byData;
    }
    if (this.rbacEnabled) {
      const roleIds = await this.roleIdsOf(viewer);
      if (roleIds.length > 0) {
        parts.push(
          '(d.published = true AND EXISTS (SELECT 1 FROM dashboards.dashboard_roles access_m WHERE access_m.dashboard_id = d.id AND access_m.role_id IN (:...access_roles)))',
        );
        params.access_roles = roleIds;
      }
    }
    return { sql: parts.length > 0 ? `(${parts.join(' OR ')})` : 'FALSE', params };
  }

  /** The viewer's role ids; none (so role-restricted dashboards stay hidden) when roles cannot be looked up. */
  private async roleIdsOf(viewer: Viewer): Promise<number[]> {
    try {
      return await this.roles.idsOf(viewer.roles);
    } catch (error) {
      if (!isNotAnswering(error)) throw error;
      this.logger.warn('Roles cannot be looked up; dashboards shared with roles are hidden from non-owners');
      return [];
    }
  }

  /**
   * Published dashboards with a chart whose dataset the viewer may query, or null when the chart
   * service cannot tell (they are then all accepted).
   */
  private async dashboardsWithAccessibleCharts(viewer: Viewer, among?: number[]): Promise<number[] | null> {
    if (viewer.access.isEmpty) return [];
    const qb = this.slices
      .createQueryBuilder('s')
      .innerJoin('s.dashboard', 'd')
      .select(['s.dashboard_id AS dashboard_id', 's.chart_id AS chart_id'])
      .where('d.published = true');
    if (among) qb.andWhere('s.dashboard_id IN (:...among)', { among: among.length > 0 ? among : [0] });
    const links = await qb.getRawMany<{ dashboard_id: number; chart_id: number }>();
    if (links.length === 0) return [];
    const chartIds = [...new Set(links.map((link) => Number(link.chart_id)))];
    const charts = await this.charts.chartsIfAnswering(chartIds, 'checking datasource access to published dashboards');
    if (charts === null) return null;
    let datasets = new Map<number, DashboardDatasetView>();
    if (viewer.access.needsDatasetDetails) {
      const found = await this.charts.datasetsIfAnswering(chartIds, 'checking database and schema access to published dashboards');
      if (found === null) return null;
      datasets = new Map(found.map((dataset) => [dataset.id, dataset]));
    }
    const accessible = new Set(
      charts
        .filter((chart) => chart.datasource_id !== null && chart.datasource_type !== 'query')
        .filter((chart) => viewer.access.allows(chart.datasource_id as number, datasets.get(chart.datasource_id as number)))
        .map((chart) => chart.id),
    );
    return [...new Set(links.filter((link) => accessible.has(Number(link.chart_id))).map((link) => Number(link.dashboard_id)))];
  }

  private async guestVisibility(resources: string[]): Promise<VisibilityCondition> {
    const ids = resources.filter((ref) => /^\d+$/.test(ref)).map(Number);
    const uuids = resources.filter((ref) => UUID.test(ref));
    const slugs = resources.filter((ref) => !/^\d+$/.test(ref) && !UUID.test(ref));
    if (uuids.length > 0) {
      const embedded = await this.embedded.createQueryBuilder('e').where('e.uuid IN (:...uuids)', { uuids }).getMany();
      ids.push(...embedded.map((e) => e.dashboardId));
    }
    const parts: string[] = [];
    if (ids.length > 0) parts.push('d.id IN (:...access_guest_ids)');
    if (slugs.length > 0) parts.push('d.slug IN (:...access_guest_slugs)');
    return { sql: parts.length > 0 ? `(${parts.join(' OR ')})` : 'FALSE', params: { access_guest_ids: ids, access_guest_slugs: slugs } };
  }
}
