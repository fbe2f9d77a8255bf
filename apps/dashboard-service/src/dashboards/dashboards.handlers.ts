import {
  Dashboards,
  type DashboardColorsRequest,
  type DashboardCopyRequest,
  type DashboardCreateRequest,
  type DashboardFiltersRequest,
  type DashboardIdsRequest,
  type DashboardRefRequest,
  type DashboardUpdateRequest,
  type ListRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { viewerOf } from '../access/viewer';
import { DashboardChartsService } from './dashboard-charts.service';
import { DashboardCopyService } from './dashboard-copy.service';
import { DashboardListService } from './dashboard-list.service';
import { DashboardMetadataService } from './dashboard-metadata.service';
import { DashboardViewRecorder } from './dashboard-view.recorder';
import { DashboardViewsService } from './dashboard-views.service';
import { DashboardWritesService } from './dashboard-writes.service';
import { DashboardFinder } from './dashboard.finder';

@Controller()
export class DashboardsHandlers {
  constructor(
    private readonly finder: DashboardFinder,
    private readonly lists: DashboardListService,
    private readonly views: DashboardViewsService,
    private readonly writes: DashboardWritesService,
    private readonly copies: DashboardCopyService,
    private readonly metadata: DashboardMetadataService,
    private readonly content: DashboardChartsService,
    private readonly recorder: DashboardViewRecorder,
  ) {}

  @HandleRequest(Dashboards.list)
  list(@Payload() request: ListRequest, @Ctx() context: BusContext) {
    return this.lists.list(viewerOf(context.caller), request.query);
  }

  @HandleRequest(Dashboards.get)
  async get(@Payload() request: DashboardRefRequest, @Ctx() context: BusContext) {
    const viewer = viewerOf(context.caller);
    const dashboard = await this.finder.findReadable(viewer, request.idOrSlug);
    const view = await this.views.view(dashboard);
    await this.recorder.record(viewer.userId, dashboard);
    return view;
  }

  @HandleRequest(Dashboards.create)
  create(@Payload() request: DashboardCreateRequest, @Ctx() context: BusContext) {
    return this.writes.create(viewerOf(context.caller), request.fields);
  }

  @HandleRequest(Dashboards.update)
  update(@Payload() request: DashboardUpdateRequest, @Ctx() context: BusContext) {
    return this.writes.update(viewerOf(context.caller), request.id, request.fields);
  }

  @HandleRequest(Dashboards.delete)
  async delete(@Payload() request: DashboardIdsRequest, @Ctx() context: BusContext) {
    return { deleted: await this.writes.delete(viewerOf(context.caller), request.ids) };
  }

  @HandleRequest(Dashboards.copy)
  copy(@Payload() request: DashboardCopyRequest, @Ctx() context: BusContext) {
    return this.copies.copy(viewerOf(context.caller), request);
  }

  @HandleRequest(Dashboards.colors)
  colors(@Payload() request: DashboardColorsRequest, @Ctx() context: BusContext) {
    return this.metadata.colors(viewerOf(context.caller), request.id, request.markUpdated, request.colors);
  }

  @HandleRequest(Dashboards.filters)
  filters(@Payload() request: DashboardFiltersRequest, @Ctx() context: BusContext) {
    return this.metadata.filters(viewerOf(context.caller), request.id, request);
  }

  @HandleRequest(Dashboards.charts)
  charts(@Payload() request: DashboardRefRequest, @Ctx() context: BusContext) {
    return this.content.charts(viewerOf(context.caller), request.idOrSlug);
  }

  @HandleRequest(Dashboards.datasets)
  datasets(@Payload() request: DashboardRefRequest, @Ctx() context: BusContext) {
    return this.content.datasets(viewerOf(context.caller), request.idOrSlug);
  }

  @HandleRequest(Dashboards.tabs)
  tabs(@Payload() request: DashboardRefRequest, @Ctx() context: BusContext) {
    return this.content.tabs(viewerOf(context.caller), request.idOrSlug);
  }
}
