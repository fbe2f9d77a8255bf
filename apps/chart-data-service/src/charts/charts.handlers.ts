import {
  badRequest,
  Charts,
  notFound,
  type ChartCreateRequest,
  type ChartDeleteRequest,
  type ChartRefRequest,
  type ChartUpdateRequest,
  type DistinctRequest,
  type ListRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest, serverText } from '@tessera/platform';
import { chartViewerOf } from '../access/viewer';
import { DashboardLinksClient } from '../clients/dashboard-links.client';
import { ChartListService } from './chart-list.service';
import { ChartViewsService } from './chart-views.service';
import { ChartWritesService } from './chart-writes.service';
import { ChartFinder } from './chart.finder';

@Controller()
export class ChartsHandlers {
  constructor(
    private readonly finder: ChartFinder,
    private readonly lists: ChartListService,
    private readonly views: ChartViewsService,
    private readonly writes: ChartWritesService,
    private readonly links: DashboardLinksClient,
  ) {}

  @HandleRequest(Charts.list)
  list(@Payload() request: ListRequest, @Ctx() context: BusContext) {
    return this.lists.list(chartViewerOf(context.caller), request.query);
  }

  @HandleRequest(Charts.get)
  async get(@Payload() request: ChartRefRequest, @Ctx() context: BusContext) {
    return this.views.view(await this.finder.findReadable(chartViewerOf(context.caller), request.idOrUuid));
  }

  @HandleRequest(Charts.create)
  create(@Payload() request: ChartCreateRequest, @Ctx() context: BusContext) {
    return this.writes.create(chartViewerOf(context.caller), request.fields);
  }

  @HandleRequest(Charts.update)
  update(@Payload() request: ChartUpdateRequest, @Ctx() context: BusContext) {
    return this.writes.update(chartViewerOf(context.caller), request.id, request.fields);
  }

  @HandleRequest(Charts.delete)
  async delete(@Payload() request: ChartDeleteRequest, @Ctx() context: BusContext) {
    return { deleted: await this.writes.delete(chartViewerOf(context.caller), request.ids) };
  }

  @HandleRequest(Charts.related)
  related(@Payload() request: DistinctRequest) {
    if (request.column !== 'dashboards') throw notFound();
    return this.links.searchDashboards(request.filter, request.page, request.pageSize);
  }

  @HandleRequest(Charts.distinct)
  distinct(@Payload() request: DistinctRequest, @Ctx() context: BusContext) {
    if (request.column !== 'viz_type') throw badRequest(serverText('distinct/%s is not available for charts', request.column));
    return this.lists.distinctVizTypes(chartViewerOf(context.caller), request.filter, request.page, request.pageSize);
  }
}
