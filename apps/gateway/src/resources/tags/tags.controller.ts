import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  badRequest,
  BulkTagRequest,
  OBJECT_TYPE_IDS,
  TAG_LIST_SPEC,
  TagObjectFields,
  Tags,
  TagWriteFields,
  type TaggableType,
} from '@tessera/contracts';
import { BusClient, serverPlural, serverText } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { itemResponse, listResource } from '../../rest/resource-responses';
import { decodeQueryParam } from '../../rest/rison-query';
import { ParseIdPipe } from '../../http/id-param.pipe';

const TYPE_BY_ID = Object.fromEntries(Object.entries(OBJECT_TYPE_IDS).map(([type, id]) => [id, type])) as Record<number, TaggableType>;

function objectType(value: string): TaggableType {
  const type = TYPE_BY_ID[Number(value)] ?? (value in OBJECT_TYPE_IDS ? (value as TaggableType) : undefined);
  if (!type) throw badRequest(serverText('Unknown object type %s: use 1 (query), 2 (chart), 3 (dashboard) or 4 (dataset)', value));
  return type;
}

function commaList(value: unknown): string[] {
  return typeof value === 'string' && value !== ''
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** Superset's TagRestApi (`/api/v1/tag/…`). */
@Controller('api/v1/tag')
export class TagsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Tag')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, Tags.list, TAG_LIST_SPEC, q);
  }

  @Get('get_objects')
  @RequirePermission('can_read', 'Tag')
  getObjects(@Query('tags') tags: unknown, @Query('tagIds') tagIds: unknown, @Query('types') types: unknown) {
    const ids = commaList(tagIds).map(Number);
    if (ids.some((id) => !Number.isInteger(id))) throw badRequest(serverText('tagIds must be a comma-separated list of numbers'));
    return this.bus.request(Tags.findTagged, { tagNames: commaList(tags), tagIds: ids, types: commaList(types).map(objectType) });
  }

  @Post('bulk_create')
  @RequirePermission('can_write', 'Tag')
  @HttpCode(200)
  async bulkCreate(@Body() body: BulkTagRequest) {
    return { result: await this.bus.request(Tags.bulkCreate, body) };
  }

  @Post(':objectType/:objectId')
  @RequirePermission('can_write', 'Tag')
  @HttpCode(201)
  async tagObject(@Param('objectType') type: string, @Param('objectId', ParseIdPipe) id: number, @Body() body: TagObjectFields) {
    await this.bus.request(Tags.tagObject, { type: objectType(type), id, tags: body.properties.tags });
    return {};
  }

  @Delete(':objectType/:objectId/:tag')
  @RequirePermission('can_write', 'Tag')
  async untagObject(@Param('objectType') type: string, @Param('objectId', ParseIdPipe) id: number, @Param('tag') tag: string) {
    await this.bus.request(Tags.untagObject, { type: objectType(type), id, tags: [tag] });
    return { message: 'OK' };
  }

  @Get(':id')
  @RequirePermission('can_read', 'Tag')
  async get(@Param('id', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(Tags.get, { id }));
  }

  @Post()
  @RequirePermission('can_write', 'Tag')
  @HttpCode(201)
  async create(@Body() body: TagWriteFields) {
    const tag = await this.bus.request(Tags.create, body);
    return { id: tag.id, result: body };
  }

  @Put(':id')
  @RequirePermission('can_write', 'Tag')
  async update(@Param('id', ParseIdPipe) id: number, @Body() body: TagWriteFields) {
    await this.bus.request(Tags.update, { ...body, id });
    return { id, result: body };
  }

  @Delete(':id')
  @RequirePermission('can_write', 'Tag')
  async delete(@Param('id', ParseIdPipe) id: number) {
    await this.bus.request(Tags.delete, { ids: [id] });
    return { message: 'OK' };
  }

  /** `DELETE /api/v1/tag/?q=!(name1,name2)`: tags by name. */
  @Delete()
  @RequirePermission('can_write', 'Tag')
  async deleteByName(@Query('q') q: unknown) {
    const names = decodeQueryParam(q);
    if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string')) {
      throw badRequest(serverText('Not a valid rison argument: expected a list of tag names like !(finance,q1)'));
    }
    const { deleted } = await this.bus.request(Tags.deleteByName, { names: names as string[] });
    return { message: serverPlural('Deleted %s tag', 'Deleted %s tags', deleted, deleted) };
  }
}
