import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BusServer } from '../bus/bus-server';
import type { PlatformRuntime } from './platform-runtime';
import type { ServiceDefinition } from './service-definition';
import { ServicePlatformModule } from './service-platform.module';

export interface RunningService {
  name: string;
  app: INestApplication;
  /** Stops taking messages, finishes those in flight, closes the pool and the bus connection. */
  stop(): Promise<void>;
}

/**
 * Boots one service: its data source (migrated), its bus handlers on the runtime's transport, and
 * in cluster mode an HTTP listener for /health, /ready and /metrics.
 */
export async function startService(
  runtime: PlatformRuntime,
  definition: ServiceDefinition,
  options: { httpPort?: number } = {},
): Promise<RunningService> {
  const transport = await runtime.connectBus(definition.name);
  const logger = runtime.logger.child(definition.name);

  @Module({ imports: [ServicePlatformModule.forService(runtime, definition, transport), definition.module] })
  class ServiceRootModule {}

  const app = await NestFactory.create(ServiceRootModule, { logger: logger.atLeast('warn'), abortOnError: false });
  // Sharing the app's configuration applies its global enhancers (the bus exception filter) to handlers.
  app.connectMicroservice(
    {
      strategy: new BusServer({
        transport,
        service: definition.name,
        jobConcurrency: runtime.config.workerConcurrency,
        logger,
        metrics: runtime.metrics,
      }),
    },
    { inheritAppConfig: true },
  );
  await app.init();
  await definition.onStart?.(app);
  await app.startAllMicroservices();
  if (options.httpPort !== undefined) await app.listen(options.httpPort, runtime.config.http.host);
  logger.info(`Service ${definition.name} is ready`, { transport: transport.kind });
  return {
    name: definition.name,
    app,
    stop: async () => {
      await app.close();
      await transport.close();
    },
  };
}
