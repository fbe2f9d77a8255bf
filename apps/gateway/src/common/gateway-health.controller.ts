import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { HEALTH_PING, SERVICE_NAMES } from '@tessera/contracts';
import { BusClient, MetricsRegistry, PLATFORM_RUNTIME, type PlatformRuntime } from '@tessera/platform';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators';

/** Liveness, readiness (metadata store, shared services and every service over the bus) and metrics. */
@Controller()
export class GatewayHealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: BusClient,
    private readonly metrics: MetricsRegistry,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  @Get('health')
  @Public()
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  async ready(@Res() response: Response) {
    const checks: Record<string, string> = {};
    const record = async (name: string, probe: () => Promise<unknown>) => {
      checks[name] = await probe().then(
        () => 'ok',
        (error: Error) => error.message,
      );
    };
    await Promise.all([
      record('metadata', () => this.dataSource.query('SELECT 1')),
      record('shared-services', () => this.runtime.ping()),
      ...SERVICE_NAMES.map((service) => record(service, () => this.bus.request(HEALTH_PING[service], { from: 'gateway' }))),
    ]);
    const ready = Object.values(checks).every((state) => state === 'ok');
    response.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  }

  @Get('metrics')
  @Public()
  @Header('Cache-Control', 'no-store')
  async prometheus(@Res() response: Response) {
    const { contentType, body } = await this.metrics.render();
    response.setHeader('Content-Type', contentType);
    response.send(body);
  }
}
