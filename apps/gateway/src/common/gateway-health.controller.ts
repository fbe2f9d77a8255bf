import { Controller, Get, Header, Inject, NotFoundException, Query, Res } from '@nestjs/common';
import { HEALTH_PING, SERVICE_NAMES } from '@tessera/contracts';
import { BusClient, JsonLogger, MetricsRegistry, PLATFORM_RUNTIME, type PlatformRuntime } from '@tessera/platform';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators';
import { ShutdownState } from '../http/http-drain';

type CheckState = 'ok' | 'unavailable';

/**
 * Liveness (`/health`: the process lives), readiness (`/ready`: this gateway can serve, that is its
 * metadata store, the shared services and the bus answer) and metrics. The services behind the bus
 * are reported (`/ready?verbose`, `tessera_service_ready`) but never make the gateway unready: one
 * failing minor service must not take every gateway out of its load balancer, and with it the site.
 */
@Controller()
export class GatewayHealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: BusClient,
    private readonly metrics: MetricsRegistry,
    private readonly logger: JsonLogger,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('health')
  @Public()
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  async ready(@Query('verbose') verbose: unknown, @Res() response: Response) {
    if (this.shutdown.draining) {
      response.status(503).json({ status: 'draining' });
      return;
    }
    const services = this.checkServices();
    const checks = Object.fromEntries(
      await Promise.all([
        this.check('metadata', () => this.dataSource.query('SELECT 1')),
        this.check('shared-services', () => this.runtime.ping()),
        this.check('bus', () => this.bus.ping()),
      ]),
    );
    const ready = Object.values(checks).every((state) => state === 'ok');
    const body: Record<string, unknown> = { status: ready ? 'ready' : 'not ready', checks };
    if (verbose !== undefined) body.services = await services;
    response.status(ready ? 200 : 503).json(body);
  }

  @Get('metrics')
  @Public()
  @Header('Cache-Control', 'no-store')
  async prometheus(@Res() response: Response) {
    if (this.runtime.config.http.metricsPort > 0) throw new NotFoundException();
    const { contentType, body } = await this.metrics.render();
    response.setHeader('Content-Type', contentType);
    response.send(body);
  }

  /** Each service's answer to a ping over the bus, also recorded in `tessera_service_ready`. */
  private async checkServices(): Promise<Record<string, CheckState>> {
    const states = await Promise.all(
      SERVICE_NAMES.map((service) => this.check(service, () => this.bus.request(HEALTH_PING[service], { from: 'gateway' }))),
    );
    for (const [service, state] of states) this.metrics.serviceReady.set({ service }, state === 'ok' ? 1 : 0);
    return Object.fromEntries(states);
  }

  /** A probe's outcome; why it failed goes to the log, not to whoever asks (the route is public). */
  private async check(name: string, probe: () => Promise<unknown>): Promise<[string, CheckState]> {
    try {
      await probe();
      return [name, 'ok'];
    } catch (error) {
      this.logger.warn(`Readiness check ${name} failed: ${(error as Error).message}`);
      return [name, 'unavailable'];
    }
  }
}
