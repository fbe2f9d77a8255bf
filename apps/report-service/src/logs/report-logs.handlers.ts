import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { Reports, type ReportLogListRequest, type ReportLogRequest } from '@tessera/contracts';
import { BusContext, HandleRequest } from '@tessera/platform';
import { ReportLogsService } from './report-logs.service';

/** The execution log of a schedule, over the bus. */
@Controller()
export class ReportLogsHandlers {
  constructor(private readonly logs: ReportLogsService) {}

  @HandleRequest(Reports.logs)
  list(@Payload() request: ReportLogListRequest, @Ctx() context: BusContext) {
    return this.logs.list(request.reportId, request.query, context.caller);
  }

  @HandleRequest(Reports.log)
  get(@Payload() request: ReportLogRequest, @Ctx() context: BusContext) {
    return this.logs.get(request.reportId, request.logId, context.caller);
  }
}
