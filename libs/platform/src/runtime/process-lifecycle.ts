import { ConfigError, loadConfig } from '../config/load-config';
import type { TesseraConfig } from '../config/config.types';

const SHUTDOWN_GRACE_MS = 25_000;

/** Loads the configuration or ends the process with a message naming each bad variable. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): TesseraConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee README.md, section Configuration.\n`);
      process.exit(2);
    }
    throw error;
  }
}

/**
 * Runs `stop` once on SIGTERM/SIGINT (drain in-flight work, close pools), then exits; a second
 * signal or a stop that takes longer than the grace period exits at once.
 */
export function exitGracefullyOnSignals(stop: () => Promise<void>, log: (message: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`Received ${signal}, finishing in-flight work`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
