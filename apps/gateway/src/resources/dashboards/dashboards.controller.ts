import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  DASHBOARD_LIST_SPEC,
  DashboardColorsFields,
  DashboardCopyFields,
  DashboardCreateFields,
  DashboardFiltersFields,
  Dashboards,
  DashboardWriteFields,
  forbidden,
} from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/auth.guard';
import { hasPermission } from '../../auth/principal';
import { listResource } from '../../rest/resource-responses';
import { decodeIdList } from '../../rest/rison-query';
import { assertJsonFields, deletedMessage, markUpdatedParam } from './dashboard-request.parsers';
import { ParseIdPipe } from '../../http/id-param.pipe';

const JSON_FIELDS = ['json_metadata', 'position_json'] as const;

/** Superset's DashboardRestApi (`/api/v1/dashboard/…`): reads, saves, copies, colours and filters. */
@Controller('api/v1/dashboard')
export class DashboardsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Dashboard')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, Dashboards.list, DASHBOARD_LIST_SPEC, q);
  }

  @Post()
  @RequirePermission('can_write', 'Dashboard')
  @HttpCode(201)
  async create(@Body() body: DashboardCreateFields) {
    assertJsonFields(body, JSON_FIELDS);
    const { id } = await this.bus.request(Dashboards.create, { fields: body });
    return { id, result: body };
  }

  /** `DELETE /api/v1/dashboard/?q=!(1,2)`. */
  @Delete()
  @RequirePermission('can_write', 'Dashboard')
  async deleteMany(@Query('q') q: unknown) {
    const { deleted } = await this.bus.request(Dashboards.delete, { ids: decodeIdList(q) });
    return { message: deletedMessage(deleted) };
  }

  @Get(':idOrSlug/charts')
  @RequirePermission('can_read', 'Dashboard')
  async charts(@Param('idOrSlug') idOrSlug: string) {
    return { result: await this.bus.request(Dashboards.charts, { idOrSlug }) };
  }

  @Get(':idOrSlug/datasets')
  @RequirePermission('can_read', 'Dashboard')
  async datasets(@Param('idOrSlug') idOrSlug: string) {
    return { result: await this.bus.request(Dashboards.datasets, { idOrSlug }) };
  }

  @Get(':idOrSlug/tabs')
  @RequirePermission('can_read', 'Dashboard')
  async tabs(@Param('idOrSlug') idOrSlug: string) {
    return { result: await this.bus.request(Dashboards.tabs, { idOrSlug }) };
  }

  @Post(':idOrSlug/copy')
  @RequirePermission('can_write', 'Dashboard')
  @HttpCode(200)
  async copy(@Param('idOrSlug') idOrSlug: string, @Body() body: DashboardCopyFields, @Req() request: AuthenticatedRequest) {
    // Copying the charts as well writes charts, which needs the chart write permission too.
    if (body.duplicate_slices && (!request.principal || !hasPermission(request.principal, 'can_write', 'Chart'))) throw forbidden();
    assertJsonFields(body, ['json_metadata']);
    const result = await this.bus.request(Dashboards.copy, { idOrSlug, ...body });
    return { result };
  }

  @Put(':id/colors')
  @RequirePermission('can_write', 'Dashboard')
  async colors(@Param('id', ParseIdPipe) id: number, @Query('mark_updated') markUpdated: unknown, @Body() body: DashboardColorsFields) {
    await this.bus.request(Dashboards.colors, { id, markUpdated: markUpdatedParam(markUpdated), colors: body });
    return {};
  }

  @Put(':id/filters')
  @RequirePermission('can_write', 'Dashboard')
  async filters(@Param('id', ParseIdPipe) id: number, @Body() body: DashboardFiltersFields) {
    return { result: await this.bus.request(Dashboards.filters, { id, ...body }) };
  }

  @Get(':idOrSlug')
  @RequirePermission('can_read', 'Dashboard')
  async get(@Param('idOrSlug') idOrSlug: string) {
    return { result: await this.bus.request(Dashboards.get, { idOrSlug }) };
  }

  @Put(':id')
  @RequirePermission('can_write', 'Dashboard')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: DashboardWriteFields) {
    assertJsonFields(body, JSON_FIELDS);
    const { last_modified_time } = await this.bus.request(Dashboards.update, { id, fields: body });
    return { id, result: body, last_modified_time };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'Dashboard')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(Dashboards.delete, { ids: [id] });
    return { message: 'OK' };
  }
}
