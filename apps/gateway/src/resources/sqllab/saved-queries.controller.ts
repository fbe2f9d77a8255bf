import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { SAVED_QUERY_LIST_SPEC, SavedQueries, SavedQueryFields } from '@tessera/contracts';
import { BusClient, serverPlural } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { itemResponse, listResource } from '../../rest/resource-responses';
import { decodeIdList } from '../../rest/rison-query';
import { ParseIdPipe } from '../../http/id-param.pipe';

/** Superset's SavedQueryRestApi (`/api/v1/saved_query/…`); each user works with their own. */
@Controller('api/v1/saved_query')
export class SavedQueriesController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'SavedQuery')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, SavedQueries.list, SAVED_QUERY_LIST_SPEC, q);
  }

  @Get(':id')
  @RequirePermission('can_read', 'SavedQuery')
  async get(@Param('id', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(SavedQueries.get, { id }));
  }

  @Post()
  @RequirePermission('can_write', 'SavedQuery')
  @HttpCode(201)
  async create(@Body() body: SavedQueryFields) {
    const saved = await this.bus.request(SavedQueries.create, body);
    return { id: saved.id, result: body };
  }

  @Put(':id')
  @RequirePermission('can_write', 'SavedQuery')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: SavedQueryFields) {
    await this.bus.request(SavedQueries.update, { ...body, id });
    return { id, result: body };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'SavedQuery')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(SavedQueries.delete, { ids: [id] });
    return { message: 'OK' };
  }

  /** `DELETE /api/v1/saved_query/?q=!(1,2)`. */
  @Delete()
  @RequirePermission('can_write', 'SavedQuery')
  async bulkDelete(@Query('q') q: unknown) {
    const { deleted } = await this.bus.request(SavedQueries.delete, { ids: decodeIdList(q) });
    return { message: serverPlural('Deleted %s saved query', 'Deleted %s saved queries', deleted, deleted) };
  }
}
