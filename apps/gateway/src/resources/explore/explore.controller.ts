import { Controller, Get, Query, Req } from '@nestjs/common';
import { Explore } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/auth.guard';
import { exploreCapabilities, optionalIntParam, optionalTextParam } from './explore-request.parsers';

/** Superset's ExploreRestApi: `GET /api/v1/explore/` answers the state Explore opens with. */
@Controller('api/v1/explore')
export class ExploreController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Explore')
  async context(@Query() params: Record<string, unknown>, @Req() request: AuthenticatedRequest) {
    const result = await this.bus.request(Explore.context, {
      formDataKey: optionalTextParam(params.form_data_key, 'form_data_key'),
      permalinkKey: optionalTextParam(params.permalink_key, 'permalink_key'),
      sliceId: optionalIntParam(params.slice_id, 'slice_id'),
      datasourceId: optionalIntParam(params.datasource_id, 'datasource_id'),
      datasourceType: optionalTextParam(params.datasource_type, 'datasource_type'),
      capabilities: exploreCapabilities(request.principal),
    });
    return { result };
  }
}
