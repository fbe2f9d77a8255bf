import { Controller, Get, Header, HttpCode, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from '../metrics/metrics-registry';
import type { PlatformRuntime } from './platform-runtime';
import { PLATFORM_RUNTIME } from './tokens';

/** Probes for orchestrators: liveness, readiness (metadata store and shared services answer), metrics. */
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly metrics: MetricsRegistry,
  ) {}

  @Get('health')
  @HttpCode(200)
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() response: Response) {
    try {
      await this.dataSource.query('SELECT 1');
      await this.runtime.ping();
      response.status(200).json({ status: 'ready' });
    } catch (error) {
      response.status(503).json({ status: 'not ready', reason: (error as Error).message });
    }
  }

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  async prometheus(@Res() response: Response) {
    const { contentType, body } = await this.metrics.render();
    response.setHeader('Content-Type', contentType);
    response.send(body);
  }
}
