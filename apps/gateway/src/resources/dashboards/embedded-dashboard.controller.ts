import { Controller, Get, Param } from '@nestjs/common';
import { EmbeddedDashboards } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';

/** Superset's EmbeddedDashboardRestApi: an embedding by its uuid. */
@Controller('api/v1/embedded_dashboard')
export class EmbeddedDashboardController {
  constructor(private readonly bus: BusClient) {}

  @Get(':uuid')
  @RequirePermission('can_read', 'EmbeddedDashboard')
  async get(@Param('uuid') uuid: string) {
    return { result: await this.bus.request(EmbeddedDashboards.byUuid, { uuid }) };
  }
}
