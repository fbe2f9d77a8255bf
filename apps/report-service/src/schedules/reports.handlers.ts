import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  Reports,
  type ListRequest,
  type ReportCreateRequest,
  type ReportIdRequest,
  type ReportIdsRequest,
  type ReportUpdateRequest,
} from '@tessera/contracts';
import { BusContext, HandleRequest } from '@tessera/platform';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsHandlers {
  constructor(private readonly reports: ReportsService) {}

  @HandleRequest(Reports.list)
  list(@Payload() request: ListRequest, @Ctx() context: BusContext) {
    return this.reports.list(request.query, context.caller);
  }

  @HandleRequest(Reports.get)
  get(@Payload() request: ReportIdRequest, @Ctx() context: BusContext) {
    return this.reports.get(request.id, context.caller);
  }

  @HandleRequest(Reports.create)
  create(@Payload() request: ReportCreateRequest, @Ctx() context: BusContext) {
    return this.reports.create(request.fields, context.caller);
  }

  @HandleRequest(Reports.update)
  update(@Payload() request: ReportUpdateRequest, @Ctx() context: BusContext) {
    return this.reports.update(request.id, request.fields, context.caller);
  }

  @HandleRequest(Reports.delete)
  async delete(@Payload() request: ReportIdsRequest, @Ctx() context: BusContext) {
    return { deleted: await this.reports.delete(request.ids, context.caller) };
  }
}
