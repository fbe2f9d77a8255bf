#!/usr/bin/env node
// The contracts' DTO decorators need the metadata polyfill before anything imports them.
import 'reflect-metadata';

import { maskUri } from '@tessera/engines';

import { parseCliArgs, USAGE } from './cli-args';
import { loadExamples, type LoadProgress } from './loader/load-examples';

const PROGRESS_INTERVAL_MS = 1000;

function describeTarget(target: ReturnType<typeof parseCliArgs>['target']): string {
  return target.engine === 'duckdb' ? `DuckDB file ${target.path}` : `PostgreSQL ${maskUri(target.uri)}`;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let options;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  process.stdout.write(`Loading examples (scale ${options.scale}, seed ${options.seed}) into ${describeTarget(options.target)}\n`);
  const started = Date.now();
  let lastReport = 0;
  const onProgress = (progress: LoadProgress) => {
    const now = Date.now();
    if (!progress.done && now - lastReport < PROGRESS_INTERVAL_MS) return;
    lastReport = now;
    const of = progress.expectedRows !== null ? ` of ${progress.expectedRows}` : '';
    process.stdout.write(`  ${progress.table}: ${progress.rows}${of} rows${progress.done ? ' loaded' : ''}\n`);
  };
  const counts = await loadExamples(options.target, { scale: options.scale, seed: options.seed, tables: options.tables, onProgress });
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  process.stdout.write(`Loaded ${total} rows in ${Object.keys(counts).length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Loading the examples failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
