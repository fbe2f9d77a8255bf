import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { EngineDatabase } from '../../engine-database';
import { openDatabase } from '../../registry';
import { rejectionOf } from '../../testing/test-servers';

describe('DuckDB file access', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-duckdb-access-'));
  const secret = join(dir, 'secret.txt');
  const opened: EngineDatabase[] = [];
  const open = (file: string, extra: { allowFileAccess?: boolean; memoryLimit?: string; query?: string } = {}) => {
    const database = openDatabase({ engine: 'duckdb', uri: `duckdb:///${join(dir, file)}${extra.query ?? ''}`, ...extra });
    opened.push(database);
    return database;
  };

  beforeAll(() => writeFileSync(secret, 'the signing key'));

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens and writes its own file but refuses to read any other file of the server', async () => {
    const db = open('locked.duckdb');
    await db.execute('CREATE TABLE t AS SELECT 1 AS x');
    expect((await db.execute('SELECT x FROM t')).rows).toEqual([{ x: 1 }]);
    const read = await rejectionOf(db.execute(`SELECT content FROM read_text('${secret}')`));
    expect(read.message).toMatch(/file system operations are disabled by configuration/);
    const copy = await rejectionOf(db.execute(`COPY t TO '${join(dir, 'out.csv')}'`));
    expect(copy.message).toMatch(/disabled by configuration/);
  });

  it('refuses to switch file access back on with SET, whatever the URI asks for', async () => {
    const db = open('asks.duckdb', { query: '?enable_external_access=true&lock_configuration=false' });
    const set = await rejectionOf(db.execute('SET enable_external_access = true'));
    expect(set.message).toMatch(/configuration has been locked/);
    await expect(db.execute('SET threads = 1')).rejects.toThrow(/configuration has been locked/);
    await expect(db.execute(`SELECT content FROM read_text('${secret}')`)).rejects.toThrow(/disabled by configuration/);
  });

  it('reads files and accepts settings when the database opts in with allow_file_access', async () => {
    const db = open('open.duckdb', { allowFileAccess: true });
    expect((await db.execute(`SELECT content FROM read_text('${secret}')`)).rows).toEqual([{ content: 'the signing key' }]);
    await db.execute('SET threads = 1');
    expect((await db.execute("SELECT current_setting('enable_external_access') AS on_")).rows).toEqual([{ on_: true }]);
  });

  it('caps its memory at the configured limit', async () => {
    const db = open('capped.duckdb', { memoryLimit: '256MB' });
    const { rows } = await db.execute("SELECT current_setting('memory_limit') AS limit_text");
    expect(rows).toEqual([{ limit_text: '244.1 MiB' }]);
  });
});
