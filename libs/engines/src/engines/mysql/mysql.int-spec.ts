import type { EngineDatabase } from '../../engine-database';
import { openDatabase } from '../../registry';
import { rejectionOf, scratchName, TEST_MYSQL_URI } from '../../testing/test-servers';

describe('MySQL engine against the real MariaDB server', () => {
  const schema = scratchName('tessera_engines');
  let db: EngineDatabase;

  beforeAll(async () => {
    db = openDatabase({ engine: 'mariadb', uri: TEST_MYSQL_URI, poolSize: 4 });
    const statements = [
      `CREATE DATABASE ${schema}`,
      `CREATE TABLE ${schema}.parent (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL) COMMENT 'Parents'`,
      `CREATE TABLE ${schema}.child (
         id BIGINT PRIMARY KEY,
         parent_id INT,
         amount DECIMAL(10, 2) COMMENT 'Amount paid',
         created_at DATETIME,
         kind ENUM('a', 'b'),
         payload VARBINARY(8),
         CONSTRAINT child_parent_fk FOREIGN KEY (parent_id) REFERENCES ${schema}.parent (id),
         INDEX child_created_idx (created_at),
         UNIQUE INDEX child_amount_uq (parent_id, amount)
       ) COMMENT 'Children'`,
      `CREATE VIEW ${schema}.child_view AS SELECT id, amount FROM ${schema}.child`,
      `INSERT INTO ${schema}.parent VALUES (1, 'one'), (2, 'two')`,
      `INSERT INTO ${schema}.child VALUES (10, 1, 12.50, '2024-03-01 10:20:30', 'a', X'0102FF'), (11, 2, 7.25, NULL, 'b', NULL)`,
    ];
    for (const statement of statements) await db.execute(statement);
  });

  afterAll(async () => {
    await db.execute(`DROP DATABASE IF EXISTS ${schema}`);
    await db.close();
  });

  it('executes with bound parameters and normalises values', async () => {
    const result = await db.execute(
      `SELECT id, amount, created_at, payload, kind, CAST(9007199254740993 AS UNSIGNED) AS huge, ? AS p, 1 AS id
       FROM ${schema}.child WHERE id = ?`,
      ['x', 10],
    );
    expect(result.rows).toEqual([
      {
        id: 10,
        amount: 12.5,
        created_at: new Date('2024-03-01T10:20:30Z'),
        payload: Buffer.from([1, 2, 255]).toString('base64'),
        kind: 'a',
        huge: '9007199254740993',
        p: 'x',
        id__1: 1,
      },
    ]);
    expect(result.columns.slice(0, 3)).toEqual([
      { name: 'id', type: 'BIGINT', genericType: 0 },
      { name: 'amount', type: 'DECIMAL', genericType: 0 },
      { name: 'created_at', type: 'DATETIME', genericType: 2 },
    ]);
  });

  it('stops after limit + 1 rows and says whether the result was truncated', async () => {
    const sql = 'SELECT seq FROM seq_1_to_100';
    const limited = await db.execute(sql, [], { limit: 10 });
    expect(limited.rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(limited.truncated).toBe(true);
    expect((await db.execute(sql, [], { limit: 100 })).truncated).toBe(false);
    expect((await db.execute('SELECT 1 AS a')).rows).toEqual([{ a: 1 }]);
  });

  it('maps missing columns, missing tables and syntax errors to Superset types', async () => {
    const column = await rejectionOf(db.execute(`SELECT nope FROM ${schema}.child`));
    expect(column).toMatchObject({ errorType: 'COLUMN_DOES_NOT_EXIST_ERROR', message: 'We can\'t seem to resolve the column "nope".' });
    expect(column.extra).toMatchObject({ engine_name: 'MySQL', issue_codes: [{ code: 1003 }, { code: 1004 }] });
    const table = await rejectionOf(db.execute(`SELECT * FROM ${schema}.missing`));
    expect(table).toMatchObject({ errorType: 'TABLE_DOES_NOT_EXIST_ERROR' });
    expect(table.message).toContain(`"${schema}.missing" does not exist`);
    expect(await rejectionOf(db.execute('SELEC 1'))).toMatchObject({
      errorType: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors near "SELEC 1". Then, try running your query again.',
    });
    const generic = await rejectionOf(db.execute('SELECT * FROM (SELECT 1 AS a, 2 AS a) AS t'));
    expect(generic.errorType).toBe('GENERIC_DB_ENGINE_ERROR');
    expect(generic.message).toBe("MySQL Error: Duplicate column name 'a'");
  });

  it('introspects schemas, tables, views, keys and indexes', async () => {
    const schemas = await db.listSchemas();
    expect(schemas).toContain(schema);
    for (const system of ['information_schema', 'mysql', 'performance_schema', 'sys']) expect(schemas).not.toContain(system);
    expect(await db.listCatalogs()).toEqual([]);
    expect(await db.listTables(schema)).toEqual({
      count: 3,
      result: [
        { value: 'child', type: 'table', extra: null },
        { value: 'parent', type: 'table', extra: null },
        { value: 'child_view', type: 'view', extra: null },
      ],
    });
    expect(await db.listTables(schema, { search: 'CHI', offset: 1, limit: 1 })).toEqual({
      count: 2,
      result: [{ value: 'child_view', type: 'view', extra: null }],
    });
    const metadata = await db.getTableMetadata('child', schema);
    expect(metadata).toMatchObject({
      comment: 'Children',
      selectStar: `SELECT *\nFROM ${schema}.child\nLIMIT 100`,
      primaryKey: { constrained_columns: ['id'], name: 'PRIMARY' },
      foreignKeys: [
        {
          name: 'child_parent_fk',
          constrained_columns: ['parent_id'],
          referred_schema: schema,
          referred_table: 'parent',
          referred_columns: ['id'],
        },
      ],
    });
    expect(metadata.indexes).toEqual(
      expect.arrayContaining([
        { name: 'child_amount_uq', column_names: ['parent_id', 'amount'], unique: true },
        { name: 'child_created_idx', column_names: ['created_at'], unique: false },
      ]),
    );
    const byName = Object.fromEntries(metadata.columns.map((column) => [column.name, column]));
    expect(byName.id).toMatchObject({ type: 'BIGINT', nullable: false, keys: [{ type: 'pk', column_names: ['id'] }] });
    expect(byName.amount).toMatchObject({ type: 'DECIMAL', longType: 'DECIMAL(10,2)', comment: 'Amount paid' });
    expect(byName.kind.longType).toBe("ENUM('a','b')");
    expect(byName.created_at).toMatchObject({ isDttm: true, genericType: 2 });
    expect(await db.tableExists('child_view', schema)).toBe(true);
    expect(await db.tableExists('nope', schema)).toBe(false);
    expect(await db.selectStar('parent', schema, { showCols: true, limit: 5 })).toBe(
      `SELECT id,\n       name\nFROM ${schema}.parent\nLIMIT 5`,
    );
  });

  it('lists columns of a query without fetching rows and explains a statement', async () => {
    expect(await db.getColumnsOfQuery(`SELECT id, created_at FROM ${schema}.child`)).toEqual([
      { name: 'id', type: 'BIGINT', genericType: 0 },
      { name: 'created_at', type: 'DATETIME', genericType: 2 },
    ]);
    const [row] = await db.estimateCost(`SELECT * FROM ${schema}.child WHERE id = ?`, [10]);
    expect(row).toMatchObject({ table: 'child', select_type: 'SIMPLE' });
  });
});
