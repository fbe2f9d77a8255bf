import {
  ChartCache,
  ChartDataInvalidated,
  type CacheInvalidationRequest,
  type ChartDataInvalidatedEvent,
  type ChartWarmUpRequest,
  type DatasetWarmUpRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest, OnEvent } from '@tessera/platform';
import { CacheInvalidationService } from './cache-invalidation.service';
import { CacheWarmUpService } from './cache-warm-up.service';
import { LoadedDatasetCache } from './loaded-dataset.cache';

@Controller()
export class ChartCacheHandlers {
  constructor(
    private readonly invalidation: CacheInvalidationService,
    private readonly warmUp: CacheWarmUpService,
    private readonly loadedDatasets: LoadedDatasetCache,
  ) {}

  @HandleRequest(ChartCache.invalidate)
  invalidate(@Payload() request: CacheInvalidationRequest) {
    return this.invalidation.invalidate(request);
  }

  @HandleRequest(ChartCache.warmUpChart)
  warmUpChart(@Payload() request: ChartWarmUpRequest, @Ctx() context: BusContext) {
    return this.warmUp.warmUpChart(request, context.caller);
  }

  @HandleRequest(ChartCache.warmUpDataset)
  warmUpDataset(@Payload() request: DatasetWarmUpRequest, @Ctx() context: BusContext) {
    return this.warmUp.warmUpDataset(request, context.caller);
  }

  /** Another replica raised the datasets' versions: the copies loaded here are older than that. */
  @OnEvent(ChartDataInvalidated, { fanout: true })
  invalidated(@Payload() _event: ChartDataInvalidatedEvent): void {
    this.loadedDatasets.clear();
  }
}
