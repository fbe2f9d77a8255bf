import { JsonLogger } from '../logging/json-logger';
import { createClusterRuntime } from './cluster-runtime';
import { limitHeapGrowth } from './heap-growth';
import { exitGracefullyOnSignals, loadConfigOrExit } from './process-lifecycle';
import type { ServiceDefinition } from './service-definition';
import { startService } from './start-service';

/** Entry point of a cluster-mode service process (`node apps/<service>/dist/main.js`). */
export async function runServiceProcess(definition: ServiceDefinition): Promise<void> {
  const config = loadConfigOrExit();
  limitHeapGrowth(config.limits.heapGrowthPercent);
  const logger = new JsonLogger(definition.name, config.logLevel);
  try {
    const runtime = await createClusterRuntime(config, logger);
    const service = await startService(runtime, definition, { httpPort: config.healthPort });
    exitGracefullyOnSignals(
      async () => {
        await service.stop();
        await runtime.close();
      },
      (message) => logger.info(message),
    );
  } catch (error) {
    logger.error(`Service ${definition.name} failed to start`, error as Error);
    process.exit(1);
  }
}
