import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { Injectable } from '@nestjs/common';

/** Whether this gateway is shutting down: `/ready` then fails, so the load balancer stops sending it work. */
@Injectable()
export class ShutdownState {
  draining = false;
}

export interface DrainOptions {
  /**
   * How long the gateway keeps accepting connections after the shutdown began, while load balancers
   * notice `/ready` failing. Connections still waiting in the kernel's accept queue when the listener
   * closes are reset, and on a busy process that queue holds requests clients sent before the signal.
   */
  settleMs: number;
  /** End idle keep-alive connections at once (tests that own every client); otherwise they end at the keep-alive timeout. */
  closeIdle: boolean;
}

/**
 * Stops taking work and resolves once every request in flight is answered. Every answer from now
 * on carries `Connection: close`, so clients open their next connection elsewhere.
 */
export async function drainHttp(server: Server, state: ShutdownState, options: DrainOptions): Promise<void> {
  state.draining = true;
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close'));
  if (options.settleMs > 0) await new Promise((resolve) => setTimeout(resolve, options.settleMs));
  await new Promise<void>((resolve) => {
    // `net.Server`'s close, not `http.Server`'s: the latter also drops every idle keep-alive connection
    // at once, resetting a request the client already sent on one but this process has not read yet.
    net.Server.prototype.close.call(server, () => resolve());
    if (options.closeIdle) server.closeIdleConnections();
  });
}
