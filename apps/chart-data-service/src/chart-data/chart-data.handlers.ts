import {
  ChartData,
  ChartDataJobs,
  type CachedChartDataRequest,
  type ChartDataForChartRequest,
  type ChartDataJob,
  type ChartDataRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest, ProcessJob } from '@tessera/platform';
import { AsyncChartDataService } from './async-chart-data.service';
import { ChartDataService } from './chart-data.service';
import { SavedChartContexts } from './saved-chart-contexts';

@Controller()
export class ChartDataHandlers {
  constructor(
    private readonly chartData: ChartDataService,
    private readonly asyncChartData: AsyncChartDataService,
    private readonly savedContexts: SavedChartContexts,
  ) {}

  @HandleRequest(ChartData.query)
  query(@Payload() request: ChartDataRequest, @Ctx() context: BusContext) {
    if (request.asyncChannel) return this.asyncChartData.submit(request.context, request.asyncChannel, context.caller);
    return this.chartData.run(request.context, context.caller, { signal: context.signal, receivedAt: context.receivedAt });
  }

  @HandleRequest(ChartData.forChart)
  async forChart(@Payload() request: ChartDataForChartRequest, @Ctx() context: BusContext) {
    const saved = await this.savedContexts.contextFor(request, context.caller);
    if (request.asyncChannel && saved.result_format === 'json')
      return this.asyncChartData.submit(saved, request.asyncChannel, context.caller);
    return this.chartData.run(saved, context.caller, { signal: context.signal, receivedAt: context.receivedAt });
  }

  @HandleRequest(ChartData.cached)
  cached(@Payload() request: CachedChartDataRequest, @Ctx() context: BusContext) {
    return this.asyncChartData.cached(request.cacheKey, context.caller);
  }

  @ProcessJob(ChartDataJobs)
  runJob(@Payload() job: ChartDataJob, @Ctx() context: BusContext) {
    return this.asyncChartData.runJob(job.jobId, job.channel, job.context, context.caller);
  }
}
