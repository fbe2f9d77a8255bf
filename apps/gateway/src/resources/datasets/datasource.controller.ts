import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Datasets, SamplesPayloadFields } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { parseExternalMetadataQuery, parseSamplesQuery } from './dataset-request.parsers';

/**
 * Superset's `Datasource` views, served where its frontend calls them (`/datasource/…`) and under
 * `/api/v1/datasource/…` for API clients.
 */
@Controller(['datasource', 'api/v1/datasource'])
export class DatasourceController {
  constructor(private readonly bus: BusClient) {}

  /** `POST /datasource/samples?datasource_type=table&datasource_id=3&page=1&per_page=20&force=false`. */
  @Post('samples')
  @RequirePermission('can_read', 'Datasource')
  @HttpCode(200)
  async samples(@Query() query: Record<string, unknown>, @Body() body: SamplesPayloadFields) {
    const request = { ...parseSamplesQuery(query), payload: { ...body } };
    return { result: await this.bus.request(Datasets.samples, request) };
  }

  @Get('external_metadata_by_name')
  @RequirePermission('can_external_metadata_by_name', 'Datasource')
  externalMetadataByName(@Query('q') q: unknown) {
    return this.bus.request(Datasets.externalMetadata, parseExternalMetadataQuery(q));
  }
}
