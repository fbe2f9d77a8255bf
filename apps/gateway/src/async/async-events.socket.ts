import type { IncomingMessage } from 'node:http';
import { Inject, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect } from '@nestjs/websockets';
import { isStreamId, JsonLogger, PLATFORM_RUNTIME, type PlatformRuntime } from '@tessera/platform';
import type { WebSocket } from 'ws';
import { ASYNC_TOKEN_COOKIE } from './async-channel';
import { AsyncChannelResolver } from './async-channel.resolver';
import { ChannelSockets } from './channel-sockets';

const PING_INTERVAL_MS = 20_000;
/** A socket that has not answered a ping for this long is dropped (as Superset's websocket server does). */
const PONG_TIMEOUT_MS = 60_000;

/** Cookie header → name/value pairs. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

type TrackedSocket = WebSocket & { detach?: () => void; lastPong?: number };

/**
 * The websocket transport of async queries on `/ws`: authenticated by the `async-token` cookie,
 * resumes from `?last_id=`, then streams the channel's events as JSON text frames.
 */
@WebSocketGateway({ path: '/ws' })
export class AsyncEventsSocket implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy {
  private sockets!: ChannelSockets;
  private unsubscribe: () => void = () => undefined;
  private pinger?: NodeJS.Timeout;
  private readonly clients = new Set<TrackedSocket>();

  constructor(
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly channels: AsyncChannelResolver,
    private readonly logger: JsonLogger,
  ) {}

  onModuleInit(): void {
    this.sockets = new ChannelSockets(this.runtime.events);
    this.unsubscribe = this.runtime.events.subscribe((channel, event) => this.sockets.publish(channel, event));
    this.pinger = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.pinger.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    clearInterval(this.pinger);
    for (const client of this.clients) client.terminate();
  }

  async handleConnection(client: TrackedSocket, request: IncomingMessage): Promise<void> {
    const claims = this.channels.channels.verify(parseCookieHeader(request.headers.cookie)[ASYNC_TOKEN_COOKIE]);
    if (!claims) {
      client.close(4401, 'Unauthorized');
      return;
    }
    const lastId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('last_id');
    this.clients.add(client);
    client.lastPong = Date.now();
    client.on('pong', () => (client.lastPong = Date.now()));
    client.detach = await this.sockets.attach(
      claims.channel,
      (event) => client.readyState === client.OPEN && client.send(JSON.stringify(event)),
      lastId && isStreamId(lastId) ? lastId : null,
    );
  }

  handleDisconnect(client: TrackedSocket): void {
    client.detach?.();
    this.clients.delete(client);
  }

  /** Sockets silent for too long are gone; the rest are asked again. */
  private ping(): void {
    const now = Date.now();
    for (const client of this.clients) {
      if (now - (client.lastPong ?? now) > PONG_TIMEOUT_MS) {
        this.logger.debug('Dropping an unresponsive websocket');
        client.terminate();
        continue;
      }
      client.ping();
    }
  }
}
