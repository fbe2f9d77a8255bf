import { BusClient } from '../bus/bus-client';
import { loadConfig } from '../config/load-config';
import type { KeyValueStore } from '../cache/key-value-store';
import type { TesseraConfig } from '../config/config.types';
import { JsonLogger } from '../logging/json-logger';
import { createInProcessRuntime } from '../runtime/embedded-runtime';
import type { PlatformRuntime } from '../runtime/platform-runtime';
import type { ServiceDefinition } from '../runtime/service-definition';
import { startService, type RunningService } from '../runtime/start-service';
import { createScratchDatabase } from './scratch-database';

export interface ServiceHarness {
  bus: BusClient;
  runtime: PlatformRuntime;
  services: RunningService[];
  stop(): Promise<void>;
}

/**
 * Runs real services against a scratch PostgreSQL database with the in-process bus, for
 * integration tests that talk to them through their bus contracts.
 */
export async function startServicesForTest(
  definitions: ServiceDefinition[],
  overrides: Partial<TesseraConfig> = {},
  shared: { kv?: KeyValueStore } = {},
): Promise<ServiceHarness> {
  const config = { ...loadConfig(), ...overrides, logLevel: 'error' as const };
  const database = await createScratchDatabase(config.databaseUrl);
  const runtime = createInProcessRuntime({
    config,
    metadataUrl: database.url,
    poolSize: 4,
    logger: new JsonLogger('test', 'error', () => undefined),
    onClose: () => database.drop(),
    kv: shared.kv,
  });
  const services: RunningService[] = [];
  try {
    for (const definition of definitions) services.push(await startService(runtime, definition));
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const bus = new BusClient(await runtime.connectBus('test-client'));
  return {
    bus,
    runtime,
    services,
    stop: async () => {
      for (const service of services.reverse()) await service.stop();
      await runtime.close();
    },
  };
}
