import {
  DashboardChartLinks,
  type ChartIdsOfDashboardsRequest,
  type DashboardsOfChartsRequest,
  type SetChartDashboardsRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { viewerOf } from '../access/viewer';
import { ChartLinksService } from './chart-links.service';

@Controller()
export class ChartLinksHandlers {
  constructor(private readonly links: ChartLinksService) {}

  @HandleRequest(DashboardChartLinks.ofCharts)
  ofCharts(@Payload() request: DashboardsOfChartsRequest) {
    return this.links.dashboardsOf(request.chartIds, request.withMetadata === true);
  }

  @HandleRequest(DashboardChartLinks.setChartDashboards)
  setChartDashboards(@Payload() request: SetChartDashboardsRequest, @Ctx() context: BusContext) {
    return this.links.setChartDashboards(
      viewerOf(context.caller),
      request.chartId,
      request.dashboardIds,
      request.sliceName,
      request.checkOnly === true,
    );
  }

  @HandleRequest(DashboardChartLinks.chartIds)
  async chartIds(@Payload() request: ChartIdsOfDashboardsRequest) {
    return { chartIds: await this.links.chartIds(request.dashboardIds) };
  }
}
