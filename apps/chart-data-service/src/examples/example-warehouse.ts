import { Inject, Injectable } from '@nestjs/common';
import { DUCKDB_ENGINE_SPEC } from '@tessera/engines';
import { EXAMPLE_TABLES, loadExamples, type ExampleTarget, type LoadProgress } from '@tessera/examples';
import { ensureDatabase, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SeedingStopped } from './example-retry';
import { EXAMPLES_ROLE, handOverExamples } from './example-role';

/** Where the example tables live and how the `examples` database connects to them. */
export interface ExampleLocation {
  engine: 'duckdb' | 'postgresql';
  /** Connection URI, password included (the catalog writer stores it encrypted). */
  uri: string;
  /** The schema the tables are created in. */
  schema: string;
  /** For log lines: the file or the database, never a password. */
  description: string;
}

export const EXAMPLES_DATABASE_NAME = 'examples';

/**
 * The example warehouse: a DuckDB file in the data folder in embedded mode, a PostgreSQL database
 * named `examples` beside the metadata database in cluster mode (created when missing).
 */
@Injectable()
export class ExampleWarehouse {
  constructor(@Inject(TESSERA_CONFIG) private readonly config: TesseraConfig) {}

  location(): ExampleLocation {
    if (this.config.mode === 'embedded') {
      const path = resolve(this.config.dataDir, 'examples.duckdb');
      return { engine: 'duckdb', uri: DUCKDB_ENGINE_SPEC.buildUri({ database: path }), schema: 'main', description: path };
    }
    const url = new URL(this.config.databaseUrl);
    url.protocol = 'postgresql:';
    url.pathname = `/${EXAMPLES_DATABASE_NAME}`;
    const description = `PostgreSQL database "${EXAMPLES_DATABASE_NAME}" on ${url.hostname}:${url.port || 5432}`;
    return { engine: 'postgresql', uri: url.toString(), schema: 'public', description };
  }

  /**
   * Where users reach the loaded warehouse: the DuckDB file as it is (opened without file access),
   * or, in cluster mode, the `examples` database through a role of its own instead of the metadata
   * store's user (see {@link handOverExamples}).
   */
  async handOver(location: ExampleLocation): Promise<ExampleLocation> {
    if (location.engine !== 'postgresql') return location;
    const uri = await handOverExamples(
      location.uri,
      EXAMPLE_TABLES.map((table) => table.name),
    );
    return { ...location, uri, description: `${location.description} as role "${EXAMPLES_ROLE}"` };
  }

  /**
   * Generates the example tables and (re)creates them in the warehouse; answers the row count of each.
   * Aborting stops at the next batch, and the table being loaded is rolled back.
   */
  async load(onProgress: (progress: LoadProgress) => void, signal: AbortSignal): Promise<Record<string, number>> {
    const location = this.location();
    let target: ExampleTarget;
    if (location.engine === 'duckdb') {
      await mkdir(resolve(this.config.dataDir), { recursive: true });
      target = { engine: 'duckdb', path: resolve(this.config.dataDir, 'examples.duckdb') };
    } else {
      await ensureDatabase(location.uri);
      target = { engine: 'postgresql', uri: location.uri };
    }
    return loadExamples(target, {
      scale: this.config.examplesScale,
      onProgress: (progress) => {
        if (signal.aborted && !progress.done) throw new SeedingStopped();
        onProgress(progress);
      },
    });
  }
}
