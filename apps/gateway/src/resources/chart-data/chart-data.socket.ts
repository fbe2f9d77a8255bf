import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect } from '@nestjs/websockets';
import {
  CHART_DATA_SOCKET_MAX_FRAME_BYTES,
  CHART_DATA_SOCKET_PATH,
  ChartData,
  type ChartDataReply,
  type ChartDataSocketReply,
} from '@tessera/contracts';
import { negotiateLocale, type Locale } from '@tessera/i18n';
import {
  BusClient,
  currentRequestContext,
  inSpan,
  JsonLogger,
  MetricsRegistry,
  runWithRequestContext,
  SpanKind,
  TESSERA_CONFIG,
  type TesseraConfig,
} from '@tessera/platform';
import type { Request } from 'express';
import type { RawData, WebSocket } from 'ws';
import { parseCookieHeader } from '../../async/async-events.socket';
import { GUEST_TOKEN_HEADER, PrincipalResolver } from '../../auth/principal.resolver';
import { toCaller, type Principal } from '../../auth/principal';
import { AnswerCache, type AnswerTicket } from '../../serving/answer-cache';
import { answerKey } from '../../serving/answer-key';
import { loadAnswer, SerialisedJson } from '../../serving/answer-loading';
import type { AccessLine } from '../../http/access-log';
import { ChartDataSocketSession, type AnsweredQuery } from './chart-data-socket.session';

type SessionSocket = WebSocket & { chartData?: ChartDataSocketSession };

/** A reply frame as text; an answer already serialised is spliced in rather than parsed and written again. */
function serialiseReply(reply: ChartDataSocketReply): string {
  if (!(reply.body instanceof SerialisedJson)) return JSON.stringify(reply);
  return `{"type":"reply","id":${JSON.stringify(reply.id)},"status":${reply.status},"body":${reply.body.bytes.toString('utf8')}}`;
}

/**
 * A page opened from another site must not run queries with the user's cookie (cross-site
 * websocket hijacking): browsers always send Origin on a websocket handshake, so it must name this host.
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const forwardedHost = request.headers['x-forwarded-host'];
  const host = (typeof forwardedHost === 'string' && forwardedHost.split(',')[0].trim()) || request.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * `/ws/chart-data`: the dashboard's one channel for chart queries (see `ChartDataSocketRequest`).
 * Each socket authenticates every query with the credentials of its handshake (session cookie or
 * bearer token) or a guest token sent on it, exactly like the HTTP route.
 */
@WebSocketGateway({ path: CHART_DATA_SOCKET_PATH, maxPayload: CHART_DATA_SOCKET_MAX_FRAME_BYTES })
export class ChartDataSocket implements OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private readonly sockets = new Set<SessionSocket>();
  private readonly accessLog: JsonLogger;
  /** Series bound once: a dashboard sends a frame per chart. */
  private readonly framesIn: { inc(): void };
  private readonly framesOut: { inc(): void };

  constructor(
    private readonly bus: BusClient,
    private readonly principals: PrincipalResolver,
    private readonly answers: AnswerCache,
    private readonly metrics: MetricsRegistry,
    private readonly logger: JsonLogger,
    @Inject(TESSERA_CONFIG) private readonly config: Pick<TesseraConfig, 'defaultLocale'>,
  ) {
    this.accessLog = logger.child('access');
    this.framesIn = metrics.websocketFrames.labels(CHART_DATA_SOCKET_PATH, 'in');
    this.framesOut = metrics.websocketFrames.labels(CHART_DATA_SOCKET_PATH, 'out');
  }

  handleConnection(client: SessionSocket, request: IncomingMessage): void {
    if (!isSameOrigin(request)) {
      client.close(4403, 'Forbidden');
      return;
    }
    const cookies = parseCookieHeader(request.headers.cookie);
    const session = new ChartDataSocketSession({
      resolvePrincipal: (guestToken) => {
        const headers = { ...request.headers, ...(guestToken ? { [GUEST_TOKEN_HEADER]: guestToken } : {}) };
        return this.principals.resolve({ headers, cookies } as unknown as Request).then((principal) => {
          // The user's saved language wins over the browser's, as the auth guard decides for a request.
          const frameContext = currentRequestContext();
          if (frameContext && principal?.locale) frameContext.locale = principal.locale;
          return principal;
        });
      },
      query: (context, principal, signal) => this.query(context, principal, signal),
      send: (reply, query) => {
        if (client.readyState !== client.OPEN) return;
        const frame = serialiseReply(reply);
        client.send(frame);
        this.framesOut.inc();
        if (query) this.logQuery(reply, query, Buffer.byteLength(frame));
      },
      logError: (message, error) => this.logger.error(message, error instanceof Error ? error : { error: String(error) }),
    });
    client.chartData = session;
    // The socket's texts (refusals, a service's error messages) are in the language its page asked for, as over HTTP.
    const locale: Locale = negotiateLocale(request.headers['accept-language']) ?? this.config.defaultLocale;
    this.sockets.add(client);
    this.metrics.websocketConnections.inc({ path: CHART_DATA_SOCKET_PATH });
    client.on('message', (data: RawData, isBinary: boolean) => {
      this.framesIn.inc();
      if (!isBinary) runWithRequestContext({ requestId: randomUUID(), locale }, () => session.handleFrame(data.toString()));
    });
  }

  /** As `POST /api/v1/chart/data`: from the answer cache when it can, else through the bus (keeping the answer). */
  private async query(
    context: Record<string, unknown>,
    principal: Principal,
    signal: AbortSignal,
  ): Promise<ChartDataReply | SerialisedJson> {
    let ticket: AnswerTicket | undefined;
    if (context.force !== true) {
      const lookup = this.answers.lookup(answerKey(principal, `ws\0${JSON.stringify(context)}`));
      if (lookup.answer) {
        this.metrics.answerCache.inc({ outcome: 'hit' });
        return new SerialisedJson(lookup.answer.json);
      }
      ticket = lookup.ticket;
      this.metrics.answerCache.inc({ outcome: 'miss' });
    }
    const { reply, json } = await inSpan('chart-data socket query', SpanKind.SERVER, { 'tessera.route': CHART_DATA_SOCKET_PATH }, () =>
      loadAnswer(this.answers, ticket, context, () =>
        this.bus.request(ChartData.query, { context }, { signal, caller: toCaller(principal), requestId: randomUUID() }),
      ),
    );
    return json ?? reply;
  }

  /** The socket's access-log line: one per chart query, as an HTTP chart-data request has. */
  private logQuery(reply: ChartDataSocketReply, query: AnsweredQuery, bytes: number): void {
    const line: AccessLine = {
      method: 'QUERY',
      route: CHART_DATA_SOCKET_PATH,
      status: reply.status,
      duration_ms: Number(process.hrtime.bigint() - query.startedAt) / 1e6,
      bytes,
      user_id: query.userId,
      // The frame id the page chose: what its network panel shows for this query.
      request_id: reply.id,
      trace_id: null,
    };
    this.accessLog.info('websocket query', line as unknown as Record<string, unknown>);
  }

  handleDisconnect(client: SessionSocket): void {
    client.chartData?.close();
    if (this.sockets.delete(client)) this.metrics.websocketConnections.dec({ path: CHART_DATA_SOCKET_PATH });
  }

  /**
   * Shutting down: lets the queries already running finish (up to `graceMs`), then closes each
   * socket with 1001 "going away" so the page reconnects, to another replica, and asks again.
   */
  async drain(graceMs: number): Promise<void> {
    const deadline = Date.now() + graceMs;
    while ([...this.sockets].some((client) => (client.chartData?.inFlight ?? 0) > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const client of this.sockets) {
      client.chartData?.close();
      client.close(1001, 'Server shutting down');
    }
  }

  onModuleDestroy(): void {
    for (const client of this.sockets) {
      client.chartData?.close();
      client.terminate();
    }
  }
}
