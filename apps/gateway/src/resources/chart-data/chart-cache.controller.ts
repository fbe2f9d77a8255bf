import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { CacheInvalidationRequest, ChartCache, ChartWarmUpRequest, DatasetWarmUpRequest } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';

/**
 * Superset's cache routes: invalidating the chart data cached for datasets (`CacheRestApi`), and
 * warming it up for a chart or for every chart of a table. Registered before the chart and dataset
 * resources, whose `PUT …/:id` would otherwise read `warm_up_cache` as an id.
 */
@Controller('api/v1')
export class ChartCacheController {
  constructor(private readonly bus: BusClient) {}

  /** Answers 201 with an empty object, as Superset does; every replica drops its copies (see `ChartDataInvalidated`). */
  @Post('cachekey/invalidate')
  @HttpCode(201)
  @RequirePermission('can_invalidate', 'CacheRestApi')
  async invalidate(@Body() body: CacheInvalidationRequest) {
    await this.bus.request(ChartCache.invalidate, body);
    return {};
  }

  @Put('chart/warm_up_cache')
  @RequirePermission('can_warm_up_cache', 'Chart')
  warmUpChart(@Body() body: ChartWarmUpRequest) {
    return this.bus.request(ChartCache.warmUpChart, body);
  }

  @Put('dataset/warm_up_cache')
  @RequirePermission('can_warm_up_cache', 'Dataset')
  warmUpDataset(@Body() body: DatasetWarmUpRequest) {
    return this.bus.request(ChartCache.warmUpDataset, body);
  }
}
