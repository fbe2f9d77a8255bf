import { Controller, Get, Query } from '@nestjs/common';
import { TimeRanges } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { parseTimeRangeQuery } from './time-range-request.parser';

/** Superset's `GET /api/v1/time_range/?q=`: the since/until a time range resolves to now, for Explore's previews. */
@Controller('api/v1/time_range')
export class TimeRangeController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Explore')
  async resolve(@Query('q') q: unknown) {
    const result = await this.bus.request(TimeRanges.resolve, { ranges: parseTimeRangeQuery(q) });
    return { result };
  }
}
