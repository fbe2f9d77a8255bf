import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect } from '@nestjs/websockets';
import { CHART_DATA_SOCKET_MAX_FRAME_BYTES, CHART_DATA_SOCKET_PATH, ChartData } from '@tessera/contracts';
import { BusClient, JsonLogger } from '@tessera/platform';
import type { Request } from 'express';
import type { RawData, WebSocket } from 'ws';
import { parseCookieHeader } from '../../async/async-events.socket';
import { GUEST_TOKEN_HEADER, PrincipalResolver } from '../../auth/principal.resolver';
import { toCaller } from '../../auth/principal';
import { ChartDataSocketSession } from './chart-data-socket.session';

type SessionSocket = WebSocket & { chartData?: ChartDataSocketSession };

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

  constructor(
    private readonly bus: BusClient,
    private readonly principals: PrincipalResolver,
    private readonly logger: JsonLogger,
  ) {}

  handleConnection(client: SessionSocket, request: IncomingMessage): void {
    if (!isSameOrigin(request)) {
      client.close(4403, 'Forbidden');
      return;
    }
    const cookies = parseCookieHeader(request.headers.cookie);
    const session = new ChartDataSocketSession({
      resolvePrincipal: (guestToken) => {
        const headers = { ...request.headers, ...(guestToken ? { [GUEST_TOKEN_HEADER]: guestToken } : {}) };
        return this.principals.resolve({ headers, cookies } as unknown as Request);
      },
      query: async (context, principal, signal) =>
        this.bus.request(ChartData.query, { context }, { signal, caller: toCaller(principal), requestId: randomUUID() }),
      send: (reply) => {
        if (client.readyState === client.OPEN) client.send(JSON.stringify(reply));
      },
      logError: (message, error) => this.logger.error(message, error instanceof Error ? error : { error: String(error) }),
    });
    client.chartData = session;
    this.sockets.add(client);
    client.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary) session.handleFrame(data.toString());
    });
  }

  handleDisconnect(client: SessionSocket): void {
    client.chartData?.close();
    this.sockets.delete(client);
  }

  onModuleDestroy(): void {
    for (const client of this.sockets) {
      client.chartData?.close();
      client.terminate();
    }
  }
}
