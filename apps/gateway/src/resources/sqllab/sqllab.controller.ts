import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { badRequest, EstimateQueryRequest, ExecuteQueryFields, FormatSqlRequest, SqlQueries } from '@tessera/contracts';
import { BusClient, KV_STORE, TESSERA_CONFIG, type KeyValueStore, type TesseraConfig, serverText } from '@tessera/platform';
import type { Response } from 'express';
import { AsyncChannelResolver } from '../../async/async-channel.resolver';
import { RequirePermission } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/auth.guard';
import { decodeQueryObject, integerField } from '../../rest/rison-query';
import { streamCsvExport } from './csv-export.reader';

/** Time the gateway waits for a sync run beyond the SQL editor timeout, for the service to report it. */
const SYNC_REPLY_GRACE_MS = 10_000;

/** Superset's SqlLabRestApi (`/api/v1/sqllab/…`). */
@Controller('api/v1/sqllab')
export class SqlLabController {
  constructor(
    private readonly bus: BusClient,
    private readonly channels: AsyncChannelResolver,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    @Inject(KV_STORE) private readonly store: KeyValueStore,
  ) {}

  /** What the editor loads first: the caller's tabs, the active one, their queries, the databases. */
  @Get()
  @RequirePermission('can_read', 'SQLLab')
  async bootstrap() {
    return { result: await this.bus.request(SqlQueries.bootstrap, {}) };
  }

  /** 200 with the results of a sync run; 202 with the query alone when it was queued or ran before. */
  @Post('execute')
  @RequirePermission('can_execute_sql_query', 'SQLLab')
  async execute(@Body() body: ExecuteQueryFields, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response) {
    const asyncChannel = body.runAsync ? this.channels.resolve(request, response) : undefined;
    const reply = await this.bus.request(
      SqlQueries.execute,
      { ...body, asyncChannel },
      { timeoutMs: this.config.limits.sqllabTimeoutSeconds * 1000 + SYNC_REPLY_GRACE_MS },
    );
    if ('queued' in reply) {
      response.status(202);
      return { query: reply.query };
    }
    response.status(200);
    return reply;
  }

  @Get('results')
  @RequirePermission('can_get_results', 'SQLLab')
  results(@Query('q') q: unknown) {
    const raw = decodeQueryObject(q, ['key', 'rows', 'offset']);
    if (typeof raw.key !== 'string' || raw.key === '') throw badRequest(serverText('Not a valid rison schema: key is required'));
    return this.bus.request(SqlQueries.results, {
      key: raw.key,
      rows: integerField(raw.rows, 'rows', { min: 0 }),
      offset: integerField(raw.offset, 'offset', { min: 0 }),
    });
  }

  @Post('format_sql')
  @RequirePermission('can_read', 'SQLLab')
  @HttpCode(200)
  formatSql(@Body() body: FormatSqlRequest) {
    return this.bus.request(SqlQueries.format, body);
  }

  @Post('estimate')
  @RequirePermission('can_estimate_query_cost', 'SQLLab')
  @HttpCode(200)
  estimate(@Body() body: EstimateQueryRequest) {
    return this.bus.request(SqlQueries.estimate, body);
  }

  /** The CSV of one of the caller's queries, streamed as the SQL service produces it. */
  @Get('export/:clientId')
  @RequirePermission('can_export_csv', 'SQLLab')
  async exportCsv(@Param('clientId') clientId: string, @Res() response: Response) {
    const start = await this.bus.request(SqlQueries.exportCsv, { client_id: clientId });
    await streamCsvExport(this.store, start, response);
  }
}
