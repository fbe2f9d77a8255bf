import { openDatabase } from '@tessera/engines';
import type { TesseraConfig } from '@tessera/platform';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SeedingStopped } from './example-retry';
import { ExampleWarehouse } from './example-warehouse';

const config = (overrides: Partial<TesseraConfig>) =>
  ({ mode: 'embedded', dataDir: '/srv/tessera', examplesScale: 1, ...overrides }) as TesseraConfig;

describe('ExampleWarehouse', () => {
  it('uses a DuckDB file in the data folder in embedded mode', () => {
    expect(new ExampleWarehouse(config({})).location()).toEqual({
      engine: 'duckdb',
      uri: 'duckdb:////srv/tessera/examples.duckdb',
      schema: 'main',
      description: '/srv/tessera/examples.duckdb',
    });
  });

  it('uses the PostgreSQL database "examples" on the metadata server in cluster mode, keeping credentials and options', () => {
    const location = new ExampleWarehouse(
      config({ mode: 'cluster', databaseUrl: 'postgres://tessera:s3cret@db.internal:6543/tessera?sslmode=require' }),
    ).location();
    expect(location).toEqual({
      engine: 'postgresql',
      uri: 'postgresql://tessera:s3cret@db.internal:6543/examples?sslmode=require',
      schema: 'public',
      description: 'PostgreSQL database "examples" on db.internal:6543',
    });
  });

  it('stops loading when aborted and leaves no half-loaded table', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tessera-warehouse-'));
    try {
      const warehouse = new ExampleWarehouse(config({ dataDir, examplesScale: 0.2 }));
      const abort = new AbortController();
      abort.abort();
      await expect(warehouse.load(() => undefined, abort.signal)).rejects.toBeInstanceOf(SeedingStopped);
      const duckdb = openDatabase({ engine: 'duckdb', uri: warehouse.location().uri });
      try {
        expect(await duckdb.tableExists('birth_names', 'main')).toBe(false);
      } finally {
        await duckdb.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
