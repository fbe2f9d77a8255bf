import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { EngineDatabase } from '../../engine-database';
import { testConnection, validateParameters } from '../../parameter-validation/parameter-validator';
import { openDatabase } from '../../registry';
import { heapTracker, rejectionOf } from '../../testing/test-servers';

describe('DuckDB engine on a temporary file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-duckdb-'));
  const file = join(dir, 'engine.duckdb');
  const uri = `duckdb:///${file}`;
  let db: EngineDatabase;

  beforeAll(async () => {
    db = openDatabase({ engine: 'duckdb', uri });
    await db.execute(`
      CREATE SCHEMA shop;
      CREATE TABLE shop.parent (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL);
      CREATE TABLE shop.child (
        id BIGINT PRIMARY KEY,
        parent_id INTEGER REFERENCES shop.parent (id),
        amount DECIMAL(10, 2),
        created_at TIMESTAMP,
        payload BLOB
      );
      CREATE INDEX child_created_idx ON shop.child (created_at);
      CREATE UNIQUE INDEX child_amount_uq ON shop.child (parent_id, amount);
      CREATE VIEW shop.child_view AS SELECT id, amount FROM shop.child;
      COMMENT ON TABLE shop.child IS 'Children';
      COMMENT ON COLUMN shop.child.amount IS 'Amount paid';
      INSERT INTO shop.parent VALUES (1, 'one'), (2, 'two');
      INSERT INTO shop.child VALUES (10, 1, 12.50, '2024-03-01 10:20:30', '\\x01\\x02\\xFF'::BLOB), (11, 2, 7.25, NULL, NULL);
    `);
  });

  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('executes with bound parameters and normalises values', async () => {
    const result = await db.execute(
      `SELECT id, amount, created_at, payload, DATE '2020-01-02' AS day, TIME '12:34:56' AS t, 9007199254740993::BIGINT AS huge, $2 AS p, 1 AS id
       FROM shop.child WHERE id = $1`,
      [10, 'x'],
    );
    expect(result.rows).toEqual([
      {
        id: 10,
        amount: 12.5,
        created_at: new Date('2024-03-01T10:20:30Z'),
        payload: Buffer.from([1, 2, 255]).toString('base64'),
        day: new Date('2020-01-02T00:00:00Z'),
        t: '12:34:56',
        huge: '9007199254740993',
        p: 'x',
        id__1: 1,
      },
    ]);
    expect(result.columns.slice(0, 3)).toEqual([
      { name: 'id', type: 'BIGINT', genericType: 0 },
      { name: 'amount', type: 'DECIMAL(10,2)', genericType: 0 },
      { name: 'created_at', type: 'TIMESTAMP', genericType: 2 },
    ]);
    const dated = await db.execute('SELECT $1 AS at', [new Date('2021-05-06T07:08:09Z')]);
    expect(dated.rows).toEqual([{ at: new Date('2021-05-06T07:08:09Z') }]);
  });

  it('stops after limit + 1 rows and says whether the result was truncated', async () => {
    const limited = await db.execute('SELECT range AS n FROM range(1000000)', [], { limit: 3 });
    expect(limited).toMatchObject({ rows: [{ n: 0 }, { n: 1 }, { n: 2 }], rowcount: 3, truncated: true });
    expect((await db.execute('SELECT range AS n FROM range(3)', [], { limit: 3 })).truncated).toBe(false);
  });

  it('streams a million rows with bounded memory', async () => {
    const heap = heapTracker();
    const { columns, batches } = await db.stream("SELECT range AS id, 'row-' || range AS label FROM range(1000000)", [], {
      batchSize: 5000,
    });
    expect(columns).toEqual([
      { name: 'id', type: 'BIGINT', genericType: 0 },
      { name: 'label', type: 'VARCHAR', genericType: 1 },
    ]);
    let count = 0;
    let sum = 0;
    for await (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(5000);
      count += batch.length;
      for (const row of batch) sum += row.id as number;
      if (count % 100_000 === 0) heap.sample();
    }
    expect(count).toBe(1_000_000);
    expect(sum).toBe((999_999 * 1_000_000) / 2);
    // A million row objects of this shape take well over 100 MB.
    expect(heap.peakGrowth()).toBeLessThan(10 * 1024 * 1024);
  });

  it('interrupts a heavy statement within a second of the abort', async () => {
    const controller = new AbortController();
    const pending = db.execute('SELECT count(*) FROM range(100000000) a, range(100000) b', [], { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const abortedAt = Date.now();
    controller.abort();
    const error = await rejectionOf(pending);
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(error.extra).toMatchObject({ cancelled: true, engine_name: 'DuckDB' });
    const timedOut = await rejectionOf(db.execute('SELECT count(*) FROM range(100000000) a, range(100000) b', [], { timeoutMs: 300 }));
    expect(timedOut).toMatchObject({ code: 'TIMEOUT', errorType: 'BACKEND_TIMEOUT_ERROR' });
    expect((await db.execute('SELECT 42 AS answer')).rows).toEqual([{ answer: 42 }]);
  });

  it('maps missing columns, tables, schemas and syntax errors', async () => {
    expect(await rejectionOf(db.execute('SELECT nope FROM shop.child'))).toMatchObject({
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      message: 'We can\'t seem to resolve the column "nope".',
    });
    expect(await rejectionOf(db.execute('SELECT * FROM shop.missing'))).toMatchObject({ errorType: 'TABLE_DOES_NOT_EXIST_ERROR' });
    expect(await rejectionOf(db.execute('SELECT * FROM nowhere.missing'))).toMatchObject({
      errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
      message: 'The schema "nowhere" does not exist. A valid schema must be used to run this query.',
    });
    expect(await rejectionOf(db.execute('SELEC 1'))).toMatchObject({ errorType: 'SYNTAX_ERROR' });
    const generic = await rejectionOf(db.execute("SELECT 'a'::INTEGER"));
    expect(generic.errorType).toBe('GENERIC_DB_ENGINE_ERROR');
    expect(generic.message).toMatch(/^DuckDB Error: Conversion Error/);
  });

  it('introspects catalogs, schemas, tables, views, keys and indexes', async () => {
    expect(await db.listCatalogs()).toEqual(['engine']);
    expect(await db.listSchemas()).toEqual(['main', 'shop']);
    expect(await db.listTables('shop')).toEqual({
      count: 3,
      result: [
        { value: 'child', type: 'table', extra: null },
        { value: 'parent', type: 'table', extra: null },
        { value: 'child_view', type: 'view', extra: null },
      ],
    });
    expect(await db.listTables('shop', { search: 'Child', limit: 1, offset: 1, catalog: 'engine' })).toEqual({
      count: 2,
      result: [{ value: 'child_view', type: 'view', extra: null }],
    });
    const metadata = await db.getTableMetadata('child', 'shop');
    expect(metadata).toMatchObject({
      comment: 'Children',
      selectStar: 'SELECT *\nFROM shop.child\nLIMIT 100',
      primaryKey: { constrained_columns: ['id'] },
      foreignKeys: [{ constrained_columns: ['parent_id'], referred_schema: 'shop', referred_table: 'parent', referred_columns: ['id'] }],
      indexes: [
        { name: 'child_amount_uq', column_names: ['parent_id', 'amount'], unique: true },
        { name: 'child_created_idx', column_names: ['created_at'], unique: false },
      ],
    });
    const [id, parentId, amount, createdAt] = metadata.columns;
    expect(id).toMatchObject({ type: 'BIGINT', nullable: false, keys: [{ type: 'pk', column_names: ['id'] }] });
    expect(parentId.keys.map((key) => key.type)).toEqual(['fk', 'index']);
    expect(amount).toMatchObject({ type: 'DECIMAL', longType: 'DECIMAL(10,2)', comment: 'Amount paid' });
    expect(createdAt).toMatchObject({ isDttm: true, genericType: 2 });
    expect(await db.tableExists('child_view', 'shop')).toBe(true);
    expect(await db.tableExists('child', 'main')).toBe(false);
    expect(await db.selectStar('parent', 'shop', { showCols: true, catalog: 'engine' })).toBe(
      'SELECT id,\n       name\nFROM engine.shop.parent\nLIMIT 100',
    );
  });

  it('lists columns of a query, estimates cost and shares the file between handles', async () => {
    expect(await db.getColumnsOfQuery('SELECT id, created_at FROM shop.child;')).toEqual([
      { name: 'id', type: 'BIGINT', genericType: 0 },
      { name: 'created_at', type: 'TIMESTAMP', genericType: 2 },
    ]);
    const [estimate] = await db.estimateCost('SELECT * FROM shop.child WHERE id > $1', [1]);
    expect(String(estimate['Physical plan'])).toContain('SEQ_SCAN');
    const other = openDatabase({ engine: 'duckdb', uri });
    expect((await other.execute('SELECT count(*) AS n FROM shop.parent')).rows).toEqual([{ n: 2 }]);
    await other.close();
    expect((await db.execute('SELECT count(*) AS n FROM shop.child')).rows).toEqual([{ n: 2 }]);
  });

  it('validates file parameters and classifies an unopenable file', async () => {
    expect(await validateParameters('duckdb', { database: file })).toEqual([]);
    expect(await validateParameters('duckdb', {})).toMatchObject([
      { error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR', extra: { missing: ['database'] } },
    ]);
    const [missing] = await validateParameters('duckdb', { database: join(dir, 'absent.duckdb') });
    expect(missing).toMatchObject({ error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR' });
    const error = await rejectionOf(testConnection({ engine: 'duckdb', uri: `duckdb:///${join(dir, 'no', 'such', 'dir.duckdb')}` }));
    expect(error).toMatchObject({ errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR' });
  });
});
