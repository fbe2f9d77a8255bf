import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CHART_LIST_SPEC, ChartCreateFields, Charts, ChartUpdateFields } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { listResource } from '../../rest/resource-responses';
import { decodeIdList } from '../../rest/rison-query';
import { buildShowResponse, deletedChartsMessage } from './chart-request.parsers';
import { ParseIdPipe } from '../../http/id-param.pipe';

/**
 * Superset's ChartRestApi (`/api/v1/chart/…`): list, read, create, save and delete charts. The shared
 * routes (`_info`, `related/…`, `favorite_status/`, `…/favorites/`) come from the resource registry.
 */
@Controller('api/v1/chart')
export class ChartsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Chart')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, Charts.list, CHART_LIST_SPEC, q);
  }

  @Post()
  @RequirePermission('can_write', 'Chart')
  @HttpCode(201)
  async create(@Body() body: ChartCreateFields) {
    const { id } = await this.bus.request(Charts.create, { fields: body });
    return { id, result: body };
  }

  /** `DELETE /api/v1/chart/?q=!(1,2)`. */
  @Delete()
  @RequirePermission('can_write', 'Chart')
  async deleteMany(@Query('q') q: unknown) {
    const { deleted } = await this.bus.request(Charts.delete, { ids: decodeIdList(q) });
    return { message: deletedChartsMessage(deleted) };
  }

  /** By id or uuid, with `q=(columns:!(…),keys:!(…))`. */
  @Get(':idOrUuid')
  @RequirePermission('can_read', 'Chart')
  async get(@Param('idOrUuid') idOrUuid: string, @Query('q') q: unknown) {
    const chart = await this.bus.request(Charts.get, { idOrUuid });
    return buildShowResponse(chart.id, chart as unknown as Record<string, unknown>, q);
  }

  @Put(':id')
  @RequirePermission('can_write', 'Chart')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: ChartUpdateFields) {
    await this.bus.request(Charts.update, { id, fields: body });
    return { id, result: body };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'Chart')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(Charts.delete, { ids: [id] });
    return { message: 'OK' };
  }
}
