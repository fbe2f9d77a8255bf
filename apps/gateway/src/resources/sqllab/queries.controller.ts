import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { QUERY_LIST_SPEC, SqlQueries, StopQueryRequest, type ListReply } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/auth.guard';
import { hasPermission } from '../../auth/principal';
import { parseListQuery } from '../../rest/list-query.parser';
import { buildListResponse } from '../../rest/list-response.builder';
import { itemResponse } from '../../rest/resource-responses';
import { decodeQueryObject } from '../../rest/rison-query';
import { ParseIdPipe } from '../../http/id-param.pipe';

/** Whether the caller sees every user's queries (Superset's `all_query_access`). */
function seesAllQueries(request: AuthenticatedRequest): boolean {
  return request.principal !== undefined && hasPermission(request.principal, 'all_query_access', 'all_query_access');
}

/** Superset's QueryRestApi (`/api/v1/query/…`): the SQL editor's query history. */
@Controller('api/v1/query')
export class QueriesController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Query')
  async list(@Query('q') q: unknown, @Req() request: AuthenticatedRequest) {
    const query = parseListQuery(q, QUERY_LIST_SPEC);
    const page = await this.bus.request(SqlQueries.list, { query, allQueries: seesAllQueries(request) });
    return buildListResponse(page as ListReply<never>, query, QUERY_LIST_SPEC);
  }

  @Get('updated_since')
  @RequirePermission('can_read', 'Query')
  updatedSince(@Query('q') q: unknown) {
    const raw = decodeQueryObject(q, ['last_updated_ms']);
    return this.bus.request(SqlQueries.updatedSince, { last_updated_ms: raw.last_updated_ms as number });
  }

  @Post('stop')
  @RequirePermission('can_read', 'Query')
  @HttpCode(200)
  stop(@Body() body: StopQueryRequest) {
    return this.bus.request(SqlQueries.stop, body);
  }

  @Get(':id')
  @RequirePermission('can_read', 'Query')
  async get(@Param('id', ParseIdPipe) id: number, @Req() request: AuthenticatedRequest) {
    return itemResponse(await this.bus.request(SqlQueries.get, { id, allQueries: seesAllQueries(request) }));
  }
}
