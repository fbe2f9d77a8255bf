import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  DashboardFilterStates,
  DashboardPermalinks,
  DashboardPermalinkStateFields,
  EmbeddedDashboardConfigFields,
  EmbeddedDashboards,
  FilterStateValueFields,
} from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { Request } from 'express';
import { RequirePermission } from '../../auth/auth.decorators';
import { tabIdParam } from './dashboard-request.parsers';
import { ParseIdPipe } from '../../http/id-param.pipe';

/** Dashboard permalinks, embedding configuration and per-user filter state (`/api/v1/dashboard/…`). */
@Controller('api/v1/dashboard')
export class DashboardSharingController {
  constructor(private readonly bus: BusClient) {}

  @Get('permalink/:key')
  @RequirePermission('can_read', 'DashboardPermalinkRestApi')
  getPermalink(@Param('key') key: string) {
    return this.bus.request(DashboardPermalinks.get, { key });
  }

  @Post(':idOrSlug/permalink')
  @RequirePermission('can_write', 'DashboardPermalinkRestApi')
  @HttpCode(201)
  async createPermalink(@Param('idOrSlug') idOrSlug: string, @Body() body: DashboardPermalinkStateFields, @Req() request: Request) {
    const { key } = await this.bus.request(DashboardPermalinks.create, { idOrSlug, state: body });
    return { key, url: `${request.protocol}://${request.get('host') ?? 'localhost'}/superset/dashboard/p/${key}/` };
  }

  @Get(':idOrSlug/embedded')
  @RequirePermission('can_read', 'Dashboard')
  async getEmbedded(@Param('idOrSlug') idOrSlug: string) {
    return { result: await this.bus.request(EmbeddedDashboards.get, { idOrSlug }) };
  }

  @Post(':idOrSlug/embedded')
  @RequirePermission('can_set_embedded', 'Dashboard')
  @HttpCode(200)
  async setEmbedded(@Param('idOrSlug') idOrSlug: string, @Body() body: EmbeddedDashboardConfigFields) {
    return { result: await this.bus.request(EmbeddedDashboards.set, { idOrSlug, allowed_domains: body.allowed_domains }) };
  }

  @Put(':idOrSlug/embedded')
  @RequirePermission('can_set_embedded', 'Dashboard')
  async replaceEmbedded(@Param('idOrSlug') idOrSlug: string, @Body() body: EmbeddedDashboardConfigFields) {
    return this.setEmbedded(idOrSlug, body);
  }

  @Delete(':idOrSlug/embedded')
  @RequirePermission('can_set_embedded', 'Dashboard')
  async deleteEmbedded(@Param('idOrSlug') idOrSlug: string) {
    await this.bus.request(EmbeddedDashboards.delete, { idOrSlug });
    return { message: 'OK' };
  }

  @Post(':id/filter_state')
  @RequirePermission('can_write', 'DashboardFilterStateRestApi')
  @HttpCode(201)
  createFilterState(@Param('id', ParseIdPipe) id: number, @Query('tab_id') tabId: unknown, @Body() body: FilterStateValueFields) {
    return this.bus.request(DashboardFilterStates.create, { id, tabId: tabIdParam(tabId), value: body.value });
  }

  @Get(':id/filter_state/:key')
  @RequirePermission('can_read', 'DashboardFilterStateRestApi')
  getFilterState(@Param('id', ParseIdPipe) id: number, @Param('key') key: string) {
    return this.bus.request(DashboardFilterStates.get, { id, key });
  }

  @Put(':id/filter_state/:key')
  @RequirePermission('can_write', 'DashboardFilterStateRestApi')
  updateFilterState(
    @Param('id', ParseIdPipe) id: number,
    @Param('key') key: string,
    @Query('tab_id') tabId: unknown,
    @Body() body: FilterStateValueFields,
  ) {
    return this.bus.request(DashboardFilterStates.update, { id, key, tabId: tabIdParam(tabId), value: body.value });
  }

  @Delete(':id/filter_state/:key')
  @RequirePermission('can_write', 'DashboardFilterStateRestApi')
  async deleteFilterState(@Param('id', ParseIdPipe) id: number, @Param('key') key: string) {
    await this.bus.request(DashboardFilterStates.delete, { id, key });
    return { message: 'Deleted successfully' };
  }
}
