import { openDatabase } from '@tessera/engines';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

import { EXAMPLE_TABLES } from '../example-tables';
import { loadExamples, type LoadProgress } from './load-examples';

const POSTGRES_SERVER = 'postgresql://postgres@127.0.0.1:5432';

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function countsIn(engine: 'duckdb' | 'postgresql', uri: string): Promise<Record<string, number>> {
  const database = openDatabase({ engine, uri });
  try {
    const counts: Record<string, number> = {};
    for (const table of EXAMPLE_TABLES) {
      counts[table.name] = (await database.execute(`SELECT COUNT(*) AS n FROM ${table.name}`)).rows[0].n as number;
    }
    return counts;
  } finally {
    await database.close();
  }
}

describe('loading examples into DuckDB', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-examples-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads scale 0.1 and the counts match the SQL counts', async () => {
    const file = join(dir, 'tenth.duckdb');
    const progress: LoadProgress[] = [];
    const counts = await loadExamples(
      { engine: 'duckdb', path: file },
      { scale: 0.1, seed: 42, onProgress: (event) => progress.push(event) },
    );
    expect(counts).toMatchObject({ birth_names: 7920, video_game_sales: 1660, wb_health_population: 1045 });
    expect(await countsIn('duckdb', `duckdb:///${file}`)).toEqual(counts);
    expect(progress.filter((event) => event.done).map((event) => event.table)).toEqual(EXAMPLE_TABLES.map((table) => table.name));

    const database = openDatabase({ engine: 'duckdb', uri: `duckdb:///${file}` });
    const metadata = await database.getTableMetadata('wb_health_population', 'main');
    await database.close();
    expect(metadata.columns.map((column) => [column.name, column.type])).toEqual([
      ['country_name', 'VARCHAR'],
      ['country_code', 'VARCHAR'],
      ['region', 'VARCHAR'],
      ['year', 'TIMESTAMP'],
      ['SP_POP_TOTL', 'DOUBLE'],
      ['SP_DYN_LE00_IN', 'DOUBLE'],
      ['NY_GDP_MKTP_CD', 'DOUBLE'],
      ['SP_RUR_TOTL_ZS', 'DOUBLE'],
      ['SH_DYN_AIDS', 'DOUBLE'],
    ]);
  });

  it('loads scale 1 in a few seconds, replacing tables on a second load', async () => {
    const file = join(dir, 'full.duckdb');
    const started = Date.now();
    const counts = await loadExamples({ engine: 'duckdb', path: file }, { scale: 1, seed: 42 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(counts.birth_names).toBe(74_800);
    const again = await loadExamples({ engine: 'duckdb', path: file }, { scale: 1, seed: 42, tables: ['birth_names'] });
    expect(again).toEqual({ birth_names: 74_800 });
    const database = openDatabase({ engine: 'duckdb', uri: `duckdb:///${file}` });
    const { rows } = await database.execute(
      "SELECT MIN(ds) AS first, MAX(ds) AS last, SUM(num) AS births, COUNT(*) FILTER (WHERE state = 'CA') AS ca, COUNT(*) FILTER (WHERE name = '') AS empty FROM birth_names",
    );
    await database.close();
    expect(rows[0]).toMatchObject({ first: new Date('1965-01-01T00:00:00Z'), last: new Date('2008-01-01T00:00:00Z'), ca: 7480, empty: 0 });
    expect(rows[0].births as number).toBeGreaterThan(10_000_000);
  });
});

describe('loading examples into PostgreSQL', () => {
  const name = `examples_test_${randomBytes(5).toString('hex')}`;
  const uri = `${POSTGRES_SERVER}/${name}`;

  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('loads scale 0.1 in batched transactions and the counts match the SQL counts', async () => {
    const counts = await loadExamples({ engine: 'postgresql', uri }, { scale: 0.1, seed: 42 });
    expect(await countsIn('postgresql', uri)).toEqual(counts);
    expect(counts.birth_names).toBe(7920);
    const database = openDatabase({ engine: 'postgresql', uri });
    const { rows } = await database.execute(
      'SELECT MIN("year") AS first, SUM("SP_POP_TOTL") > 0 AS has_population, COUNT(*) FILTER (WHERE "SH_DYN_AIDS" IS NULL) > 0 AS has_nulls FROM wb_health_population',
    );
    await database.close();
    expect(rows[0]).toEqual({ first: new Date('1960-01-01T00:00:00Z'), has_population: true, has_nulls: true });
  });

  it('rejects an unknown table before changing anything', async () => {
    await expect(
      loadExamples({ engine: 'postgresql', uri }, { scale: 0.1, seed: 42, tables: ['birth_names', 'no_such_table'] }),
    ).rejects.toThrow('Unknown example table "no_such_table"');
    expect((await countsIn('postgresql', uri)).birth_names).toBe(7920);
  });
});
