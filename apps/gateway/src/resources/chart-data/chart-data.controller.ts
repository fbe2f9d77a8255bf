import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  badRequest,
  ChartData,
  forbidden,
  SupersetErrorType,
  TesseraError,
  ErrorCode,
  type ChartDataReply,
  parseBoundedJson,
} from '@tessera/contracts';
import { BusClient, TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';
import type { Request, Response } from 'express';
import { AsyncChannelResolver } from '../../async/async-channel.resolver';
import { CsrfExempt, RequirePermission } from '../../auth/auth.decorators';
import type { AuthenticatedRequest } from '../../auth/auth.guard';
import { hasPermission, type Principal } from '../../auth/principal';
import { ParseIdPipe } from '../../http/id-param.pipe';
import { AnswerCache } from '../../serving/answer-cache';
import type { FrontDoorMarks } from '../../serving/front-door';
import { loadAnswer, type SerialisedJson } from '../../serving/answer-loading';

/** Aborts when the client goes away before the answer, so the service can cancel the query. */
function abortOnClose(request: Request, response: Response): AbortController {
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  request.on('aborted', () => controller.abort());
  return controller;
}

/** The query context of a JSON body, or of a form post's `form_data` field (downloads). */
function queryContextOf(body: unknown): Record<string, unknown> {
  const formData = (body as { form_data?: unknown } | undefined)?.form_data;
  let context: unknown = body;
  if (typeof formData === 'string') {
    try {
      context = parseBoundedJson(formData);
    } catch {
      throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('Request is not JSON'), {
        errorType: SupersetErrorType.INVALID_PAYLOAD_FORMAT_ERROR,
      });
    }
  }
  if (!context || typeof context !== 'object' || Array.isArray(context)) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('Request is not JSON'), {
      errorType: SupersetErrorType.INVALID_PAYLOAD_FORMAT_ERROR,
    });
  }
  return context as Record<string, unknown>;
}

/** Superset's ChartDataRestApi: `POST /api/v1/chart/data`, `GET /api/v1/chart/{id}/data/`, `GET /api/v1/chart/data/{key}`. */
@Controller('api/v1/chart')
export class ChartDataController {
  constructor(
    private readonly bus: BusClient,
    private readonly channels: AsyncChannelResolver,
    private readonly answers: AnswerCache,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  @Post('data')
  @RequirePermission('can_read', 'Chart')
  @CsrfExempt()
  async data(@Req() request: AuthenticatedRequest & FrontDoorMarks, @Res() response: Response) {
    const context = queryContextOf(request.body);
    this.assertDownloadAllowed(request.principal, context.result_format);
    const controller = abortOnClose(request, response);
    const asyncChannel = this.asyncChannel(request, response, context);
    const { reply, json } = await loadAnswer(this.answers, request.answerTicket, context, () =>
      this.bus.request(ChartData.query, { context, asyncChannel }, { signal: controller.signal }),
    );
    if (json) this.sendJson(response, json);
    else this.send(response, reply);
  }

  @Get('data/:cacheKey')
  @RequirePermission('can_read', 'Chart')
  cached(@Param('cacheKey') cacheKey: string) {
    if (!/^qc-[\w-]{8,64}$/.test(cacheKey)) throw badRequest(serverText('Not a valid cache key'));
    return this.bus.request(ChartData.cached, { cacheKey });
  }

  @Get(':id/data')
  @RequirePermission('can_read', 'Chart')
  async chartData(
    @Param('id', ParseIdPipe) chartId: number,
    @Query('format') format: unknown,
    @Query('type') type: unknown,
    @Query('force') force: unknown,
    @Req() request: AuthenticatedRequest,
    @Res() response: Response,
  ) {
    if (format !== undefined && format !== 'json' && format !== 'csv' && format !== 'xlsx')
      throw badRequest(serverText('format must be json, csv or xlsx'));
    if (type !== undefined && typeof type !== 'string') throw badRequest(serverText('type must be a result type'));
    this.assertDownloadAllowed(request.principal, format);
    const controller = abortOnClose(request, response);
    const asyncChannel = this.asyncChannel(request, response, { result_format: format ?? 'json', result_type: type ?? 'full' });
    const reply = await this.bus.request(
      ChartData.forChart,
      {
        chartId,
        format: format as 'json' | 'csv' | 'xlsx' | undefined,
        type: type as string | undefined,
        force: force === 'true',
        asyncChannel,
      },
      { signal: controller.signal },
    );
    this.send(response, reply);
  }

  /** CSV and XLSX need `can_csv` on Superset, as in Superset. */
  private assertDownloadAllowed(principal: Principal | undefined, format: unknown): void {
    if ((format === 'csv' || format === 'xlsx') && (!principal || !hasPermission(principal, 'can_csv', 'Superset'))) throw forbidden();
  }

  /** With global async queries on, JSON full results become jobs on the caller's channel. */
  private asyncChannel(request: AuthenticatedRequest, response: Response, context: Record<string, unknown>): string | undefined {
    if (!this.config.featureFlags.GLOBAL_ASYNC_QUERIES) return undefined;
    const format = context.result_format ?? 'json';
    const type = context.result_type ?? 'full';
    if (format !== 'json' || type !== 'full') return undefined;
    return this.channels.resolve(request, response);
  }

  /** JSON already serialised, sent as Express's `json()` would send it (same headers, ETag and 304). */
  private sendJson(response: Response, json: SerialisedJson): void {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.status(200).send(json.bytes);
  }

  private send(response: Response, reply: ChartDataReply): void {
    if ('file' in reply) {
      response.setHeader('Content-Type', reply.file.contentType);
      response.setHeader('Content-Disposition', `attachment; filename="${reply.file.name}"`);
      response.status(200).send(Buffer.from(reply.file.base64, 'base64'));
    } else if ('job' in reply) {
      response.status(202).json(reply.job);
    } else {
      response.status(200).json(reply);
    }
  }
}
