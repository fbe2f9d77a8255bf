import { startGateway, type RunningGateway } from '@tessera/gateway';
import {
  createEmbeddedRuntime,
  JsonLogger,
  startService,
  type PlatformRuntime,
  type RunningService,
  type TesseraConfig,
} from '@tessera/platform';
import { embeddedSecret } from './embedded-secret';
import { SERVICE_DEFINITIONS } from './service-definitions';

export interface EmbeddedApp {
  url: string;
  runtime: PlatformRuntime;
  gateway: RunningGateway;
  stop(): Promise<void>;
}

/**
 * Tessera in one process: the embedded metadata store, the in-process bus, memory stores, every
 * service and the gateway. What `npm start` runs, and what end-to-end tests start on a free port.
 */
export async function startEmbedded(
  config: TesseraConfig,
  options: { port?: number; webDist?: string; logger?: JsonLogger } = {},
): Promise<EmbeddedApp> {
  const withSecret = { ...config, mode: 'embedded' as const, secretKey: embeddedSecret(config.dataDir, config.secretKey) };
  const logger = options.logger ?? new JsonLogger('tessera', config.logLevel);
  const runtime = await createEmbeddedRuntime(withSecret, logger);
  const services: RunningService[] = [];
  try {
    for (const definition of SERVICE_DEFINITIONS) services.push(await startService(runtime, definition));
    const gateway = await startGateway(runtime, { port: options.port, webDist: options.webDist });
    return {
      url: gateway.url,
      runtime,
      gateway,
      stop: async () => {
        await gateway.stop();
        for (const service of services.reverse()) await service.stop();
        await runtime.close();
      },
    };
  } catch (error) {
    for (const service of services.reverse()) await service.stop().catch(() => undefined);
    await runtime.close().catch(() => undefined);
    throw error;
  }
}
