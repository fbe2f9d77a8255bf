import {
  DESCRIBE_OBJECTS,
  ObjectsDeleted,
  type DescribeObjectsRequest,
  type ObjectsDeletedEvent,
  type ObjectSummary,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { BusContext, HandleRequest, OnEvent, UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { DashboardAccessPolicy } from '../dashboards/dashboard-access.policy';
import { viewerOf } from '../access/viewer';
import { DashboardSliceEntity } from '../dashboards/dashboard-slice.entity';
import { DashboardEntity } from '../dashboards/dashboard.entity';
import { DashboardFinder } from '../dashboards/dashboard.finder';
import { dashboardUrl } from '../dashboards/dashboard.mapper';

/** The dashboard service's side of the object contracts: it describes dashboards, and drops links to deleted charts. */
@Controller()
export class DashboardObjectsHandlers {
  constructor(
    @InjectRepository(DashboardEntity) private readonly dashboards: Repository<DashboardEntity>,
    @InjectRepository(DashboardSliceEntity) private readonly slices: Repository<DashboardSliceEntity>,
    private readonly finder: DashboardFinder,
    private readonly policy: DashboardAccessPolicy,
    private readonly users: UserDirectoryClient,
  ) {}

  @HandleRequest(DESCRIBE_OBJECTS.dashboards)
  async describe(@Payload() request: DescribeObjectsRequest, @Ctx() context: BusContext): Promise<{ objects: ObjectSummary[] }> {
    if (request.type !== 'dashboard') return { objects: [] };
    const viewer = viewerOf(context.caller);
    const visible = await this.finder.readableIds(viewer, request.ids);
    const dashboards = visible.length > 0 ? await this.dashboards.findBy({ id: In(visible) }) : [];
    const users = await this.users.describe(dashboards.flatMap((d) => [...d.owners, d.createdBy]));
    return {
      objects: dashboards.map((dashboard) => ({
        type: 'dashboard',
        id: dashboard.id,
        name: dashboard.dashboardTitle,
        url: dashboardUrl(dashboard),
        changed_on: dashboard.changedOn.toISOString(),
        created_by: dashboard.createdBy !== null ? (users.get(dashboard.createdBy) ?? null) : null,
        owners: dashboard.owners.flatMap((id) => users.get(id) ?? []),
        editable: this.policy.canEdit(viewer, dashboard),
      })),
    };
  }

  @OnEvent(ObjectsDeleted)
  async forgetCharts(@Payload() event: ObjectsDeletedEvent) {
    if (event.type === 'chart' && event.ids.length > 0) await this.slices.delete({ chartId: In(event.ids) });
  }
}
