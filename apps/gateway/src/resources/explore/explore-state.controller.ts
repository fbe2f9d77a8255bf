import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ExploreFormData, ExplorePermalinks, ExplorePermalinkStateFields, FormDataFields } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { Request } from 'express';
import { RequirePermission } from '../../auth/auth.decorators';
import { optionalIntParam } from './explore-request.parsers';

/** Superset's ExploreFormDataRestApi and ExplorePermalinkRestApi (`/api/v1/explore/form_data`, `/permalink`). */
@Controller('api/v1/explore')
export class ExploreStateController {
  constructor(private readonly bus: BusClient) {}

  @Post('form_data')
  @RequirePermission('can_write', 'ExploreFormDataRestApi')
  @HttpCode(201)
  createFormData(@Query('tab_id') tabId: unknown, @Body() body: FormDataFields) {
    return this.bus.request(ExploreFormData.create, { tabId: optionalIntParam(tabId, 'tab_id'), fields: body });
  }

  @Get('form_data/:key')
  @RequirePermission('can_read', 'ExploreFormDataRestApi')
  getFormData(@Param('key') key: string) {
    return this.bus.request(ExploreFormData.get, { key });
  }

  /** The answer's key may be a new one: Explore then puts it in its url. */
  @Put('form_data/:key')
  @RequirePermission('can_write', 'ExploreFormDataRestApi')
  async updateFormData(@Param('key') key: string, @Query('tab_id') tabId: unknown, @Body() body: FormDataFields) {
    const updated = await this.bus.request(ExploreFormData.update, { key, tabId: optionalIntParam(tabId, 'tab_id'), fields: body });
    return { key: updated.key, message: 'Value updated successfully.' };
  }

  @Delete('form_data/:key')
  @RequirePermission('can_write', 'ExploreFormDataRestApi')
  async deleteFormData(@Param('key') key: string) {
    await this.bus.request(ExploreFormData.delete, { key });
    return { message: 'Deleted successfully' };
  }

  @Post('permalink')
  @RequirePermission('can_write', 'ExplorePermalinkRestApi')
  @HttpCode(201)
  async createPermalink(@Body() body: ExplorePermalinkStateFields, @Req() request: Request) {
    const { key } = await this.bus.request(ExplorePermalinks.create, { state: body });
    return { key, url: `${request.protocol}://${request.get('host') ?? 'localhost'}/superset/explore/p/${key}/` };
  }

  @Get('permalink/:key')
  @RequirePermission('can_read', 'ExplorePermalinkRestApi')
  getPermalink(@Param('key') key: string) {
    return this.bus.request(ExplorePermalinks.get, { key });
  }
}
