import { DUCKDB_ENGINE_SPEC, engineSpecForUri } from '@tessera/engines';

import { DEFAULT_SEED, type ExampleTarget } from './loader/load-examples';

export interface CliOptions {
  target: ExampleTarget;
  scale: number;
  seed: number;
  tables?: string[];
}

export const USAGE = `Usage: tessera-examples --target <uri> [--scale 1] [--seed ${DEFAULT_SEED}] [--tables a,b]

  --target  duckdb:///relative/file.duckdb, duckdb:////absolute/file.duckdb or postgresql://user:pass@host:5432/db
  --scale   size multiplier; 1 suits a laptop (about 105,000 rows in all)
  --seed    integer seed; the same seed and scale always produce the same data
  --tables  comma-separated subset of birth_names, cleaned_sales_data, video_game_sales, wb_health_population`;

/** Reads `--name value` and `--name=value` pairs. */
function readFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? argv[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new Error(`--${name} needs a value`);
    if (inline === undefined) index += 1;
    flags.set(name, value);
  }
  return flags;
}

export function targetFromUri(uri: string): ExampleTarget {
  const spec = engineSpecForUri(uri);
  if (spec.engine === 'duckdb') {
    const database = DUCKDB_ENGINE_SPEC.parseUri(uri).database ?? ':memory:';
    if (database === ':memory:') throw new Error('Loading examples into an in-memory DuckDB would lose them; give a file path');
    return { engine: 'duckdb', path: database };
  }
  if (spec.engine === 'postgresql') return { engine: 'postgresql', uri };
  throw new Error(`Examples load into DuckDB or PostgreSQL, not ${spec.displayName}`);
}

/** Parses the command line; throws an Error whose message explains what is wrong. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const flags = readFlags(argv);
  for (const name of flags.keys()) {
    if (!['target', 'scale', 'seed', 'tables'].includes(name)) throw new Error(`Unknown option --${name}`);
  }
  const target = flags.get('target');
  if (!target) throw new Error('--target is required');
  const scale = Number(flags.get('scale') ?? '1');
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error('--scale must be a positive number');
  const seed = Number(flags.get('seed') ?? String(DEFAULT_SEED));
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const tables = flags
    .get('tables')
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { target: targetFromUri(target), scale, seed, ...(tables ? { tables } : {}) };
}
