import {
  ChartsForDashboard,
  DatasetsForDashboard,
  DuplicateChartsForDashboard,
  type ChartIdsRequest,
  type DuplicateChartsRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { HandleRequest } from '@tessera/platform';
import { DashboardContentService } from './dashboard-content.service';

/** The chart service's answers to the dashboard service (which has already checked the dashboard rules). */
@Controller()
export class DashboardContentHandlers {
  constructor(private readonly content: DashboardContentService) {}

  @HandleRequest(ChartsForDashboard)
  charts(@Payload() request: ChartIdsRequest) {
    return this.content.charts(request.chartIds);
  }

  @HandleRequest(DatasetsForDashboard)
  datasets(@Payload() request: ChartIdsRequest) {
    return this.content.datasets(request.chartIds);
  }

  @HandleRequest(DuplicateChartsForDashboard)
  async duplicate(@Payload() request: DuplicateChartsRequest) {
    return { idMap: await this.content.duplicate(request.ids, request.ownerId ?? null) };
  }
}
