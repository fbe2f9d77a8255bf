import 'reflect-metadata';
import { createClusterRuntime, exitGracefullyOnSignals, JsonLogger, limitHeapGrowth, loadConfigOrExit } from '@tessera/platform';
import { startGateway } from './start-gateway';

/** Cluster mode: the gateway as its own process. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  limitHeapGrowth(config.limits.heapGrowthPercent);
  const logger = new JsonLogger('gateway', config.logLevel);
  const runtime = await createClusterRuntime(config, logger);
  const gateway = await startGateway(runtime);
  logger.info(`Gateway listening on ${config.http.host}:${config.http.port}`);
  exitGracefullyOnSignals(
    async () => {
      await gateway.stop();
      await runtime.close();
    },
    (message) => logger.info(message),
  );
}

main().catch((error: Error) => {
  process.stderr.write(`Gateway failed to start: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
