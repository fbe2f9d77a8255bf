import 'reflect-metadata';
import { exitGracefullyOnSignals, JsonLogger, limitHeapGrowth, loadConfigOrExit } from '@tessera/platform';
import { startEmbedded } from './embedded-app';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  limitHeapGrowth(config.limits.heapGrowthPercent);
  const logger = new JsonLogger('tessera', config.logLevel);
  const started = Date.now();
  const app = await startEmbedded(config, { logger });
  logger.info(`Tessera is ready on http://localhost:${config.http.port} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  exitGracefullyOnSignals(
    () => app.stop(),
    (message) => logger.info(message),
  );
}

main().catch((error: Error) => {
  process.stderr.write(`Tessera failed to start: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
