import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { SqlPermalinkFields, SqlPermalinks } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { Request } from 'express';
import { RequirePermission } from '../../auth/auth.decorators';

/** Superset's SqlLabPermalinkRestApi: links that open the shared SQL in a new editor tab. */
@Controller('api/v1/sqllab/permalink')
export class SqlLabPermalinksController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @RequirePermission('can_write', 'SqlLabPermalinkRestApi')
  @HttpCode(201)
  async create(@Body() body: SqlPermalinkFields, @Req() request: Request) {
    const { key } = await this.bus.request(SqlPermalinks.create, { state: body });
    return { key, url: `${request.protocol}://${request.get('host') ?? 'localhost'}/sqllab/p/${key}/` };
  }

  @Get(':key')
  @RequirePermission('can_read', 'SqlLabPermalinkRestApi')
  get(@Param('key') key: string) {
    return this.bus.request(SqlPermalinks.get, { key });
  }
}
