import { DUCKDB_ENGINE_SPEC, openDatabase, type EngineDatabase } from '@tessera/engines';

import { EXAMPLE_TABLES, getExampleTable } from '../example-tables';
import type { ExampleTable } from '../tables/example-table.types';
import { loadIntoDuckdb } from './duckdb-csv.loader';
import { loadWithInserts } from './sql-insert.loader';
import type { TableLoader } from './table-loader';

/** Where to load the examples: a DuckDB file, or a PostgreSQL database by URI. */
export type ExampleTarget = { engine: 'duckdb'; path: string } | { engine: 'postgresql'; uri: string };

export interface LoadProgress {
  table: string;
  /** Rows written so far. */
  rows: number;
  /** Rows the table will have, when known before generating it. */
  expectedRows: number | null;
  done: boolean;
}

export interface LoadOptions {
  scale?: number;
  seed?: number;
  /** Load only these tables (default: all of {@link EXAMPLE_TABLES}). */
  tables?: readonly string[];
  onProgress?: (progress: LoadProgress) => void;
}

export const DEFAULT_SEED = 42;

function open(target: ExampleTarget): { database: EngineDatabase; loader: TableLoader } {
  if (target.engine === 'duckdb') {
    const uri = DUCKDB_ENGINE_SPEC.buildUri({ database: target.path });
    // The loader reads the generated CSV files, so its own connection has file access; it is closed
    // before the database is registered, and every connection users reach opens without it.
    return { database: openDatabase({ engine: 'duckdb', uri, allowFileAccess: true }), loader: loadIntoDuckdb };
  }
  // One connection, so each table's BEGIN … COMMIT runs on the same connection.
  return { database: openDatabase({ engine: 'postgresql', uri: target.uri, poolSize: 1 }), loader: loadWithInserts };
}

/**
 * Generates the example tables and (re)creates them in the target, table by table. Same seed and scale
 * give the same rows every time. Returns the row count of each table loaded.
 */
export async function loadExamples(target: ExampleTarget, options: LoadOptions = {}): Promise<Record<string, number>> {
  const scale = options.scale ?? 1;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`The scale must be a positive number, not ${scale}`);
  if (!Number.isInteger(seed)) throw new Error(`The seed must be an integer, not ${seed}`);
  const tables: readonly ExampleTable[] = options.tables ? options.tables.map(getExampleTable) : EXAMPLE_TABLES;
  const { database, loader } = open(target);
  const counts: Record<string, number> = {};
  try {
    for (const table of tables) {
      const expectedRows = table.expectedRows(scale);
      const report = (rows: number, done: boolean) => options.onProgress?.({ table: table.name, rows, expectedRows, done });
      counts[table.name] = await loader(database, table, table.rows({ scale, seed }), (rows) => report(rows, false));
      report(counts[table.name], true);
    }
  } finally {
    await database.close();
  }
  return counts;
}
