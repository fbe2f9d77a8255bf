import { ExamplesStatusLookup } from '@tessera/contracts';
import { Controller, Get } from '@nestjs/common';
import { BusClient } from '@tessera/platform';
import { Authenticated } from '../auth/auth.decorators';

/**
 * Whether the first start's examples are still loading, so the home page and lists can say why they
 * are empty for now. Tessera's own route (Superset loads its examples with a CLI command, before users come).
 */
@Controller('api/v1/common')
export class ExamplesStatusController {
  constructor(private readonly bus: BusClient) {}

  @Get('examples_status')
  @Authenticated()
  async get() {
    return { result: await this.bus.request(ExamplesStatusLookup, {}) };
  }
}
