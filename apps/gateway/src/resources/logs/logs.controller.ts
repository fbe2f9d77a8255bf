import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  badRequest,
  LOG_LIST_SPEC,
  LogEntriesRecorded,
  Logs,
  RECENT_ACTIVITY_ACTIONS,
  type RecentActivityRequest,
} from '@tessera/contracts';
import { BusClient, serverText } from '@tessera/platform';
import { Authenticated, CsrfTokenInMultipartForm, RequirePermission } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/auth.guard';
import { ParseIdPipe } from '../../http/id-param.pipe';
import { itemResponse, listResource } from '../../rest/resource-responses';
import { decodeQueryParam } from '../../rest/rison-query';
import { beaconEntries, beaconTarget } from './log-beacon';

/** Superset's defaults for `recent_activity` when `q` leaves a field out. */
const RECENT_ACTIVITY_DEFAULTS: RecentActivityRequest = { page: 0, pageSize: 10, distinct: true, actions: [...RECENT_ACTIVITY_ACTIONS] };

function recentActivityRequest(q: unknown): RecentActivityRequest {
  const args = decodeQueryParam(q);
  if (typeof args !== 'object' || args === null || Array.isArray(args)) throw badRequest(serverText('q must be a rison object'));
  const { page, page_size: pageSize, distinct, actions } = args as Record<string, unknown>;
  return {
    page: (page as number | undefined) ?? RECENT_ACTIVITY_DEFAULTS.page,
    pageSize: (pageSize as number | undefined) ?? RECENT_ACTIVITY_DEFAULTS.pageSize,
    distinct: (distinct as boolean | undefined) ?? RECENT_ACTIVITY_DEFAULTS.distinct,
    actions: (actions as string[] | undefined) ?? RECENT_ACTIVITY_DEFAULTS.actions,
  };
}

/** Superset's LogRestApi (`/api/v1/log/…`): the action log (Admin) and everyone's recent activity. */
@Controller('api/v1/log')
export class LogsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @RequirePermission('can_read', 'Log')
  list(@Query('q') q: unknown) {
    return listResource(this.bus, Logs.list, LOG_LIST_SPEC, q);
  }

  @Get('recent_activity')
  @RequirePermission('can_recent_activity', 'Log')
  recentActivity(@Query('q') q: unknown) {
    return this.bus.request(Logs.recentActivity, recentActivityRequest(q));
  }

  @Get(':id')
  @RequirePermission('can_read', 'Log')
  async get(@Param('id', ParseIdPipe) id: number) {
    return itemResponse(await this.bus.request(Logs.get, { id }));
  }
}

/**
 * The SPA's event beacon: `POST /superset/log/?explode=events` with a form field `events`. A browser
 * session's beacon carries the CSRF token as the `csrf_token` field, so another site cannot write
 * to a user's log.
 */
@Controller('superset/log')
export class LogBeaconController {
  constructor(private readonly bus: BusClient) {}

  @Post()
  @Authenticated()
  @CsrfTokenInMultipartForm()
  @HttpCode(200)
  async record(
    @Req() request: AuthenticatedRequest,
    @Query() query: Record<string, unknown>,
    @Body() body: Record<string, unknown> | undefined,
  ) {
    const entries = beaconEntries(body?.events, beaconTarget(query, request.principal?.userId ?? null));
    if (entries.length > 0) await this.bus.emit(LogEntriesRecorded, { entries });
    return {};
  }
}
