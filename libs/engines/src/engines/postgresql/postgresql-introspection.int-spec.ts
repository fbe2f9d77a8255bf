import type { EngineDatabase } from '../../engine-database';
import { openDatabase } from '../../registry';
import { rejectionOf, scratchName, TEST_POSTGRES_URI } from '../../testing/test-servers';

describe('PostgreSQL introspection of a created schema', () => {
  const schema = scratchName('tessera_meta');
  let db: EngineDatabase;

  beforeAll(async () => {
    db = openDatabase({ engine: 'postgresql', uri: TEST_POSTGRES_URI, poolSize: 3 });
    const extraTables = Array.from({ length: 12 }, (_, index) => `CREATE TABLE ${schema}.extra_${String(index).padStart(2, '0')} (x int);`);
    await db.execute(`
      CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.parent (id integer PRIMARY KEY, name varchar(40) NOT NULL);
      CREATE TABLE ${schema}.child (
        id bigint,
        parent_id integer REFERENCES ${schema}.parent (id) ON DELETE CASCADE,
        amount numeric(10, 2),
        created_at timestamp,
        CONSTRAINT child_pkey PRIMARY KEY (id)
      );
      CREATE INDEX child_created_idx ON ${schema}.child (created_at);
      CREATE UNIQUE INDEX child_amount_uq ON ${schema}.child (parent_id, amount);
      CREATE VIEW ${schema}.child_view AS SELECT id, amount FROM ${schema}.child;
      COMMENT ON TABLE ${schema}.child IS 'Children';
      COMMENT ON COLUMN ${schema}.child.amount IS 'Amount paid';
      ${extraTables.join('\n')}
    `);
  });

  afterAll(async () => {
    await db.execute(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  it('lists user schemas without the system ones', async () => {
    const schemas = await db.listSchemas();
    expect(schemas).toEqual(expect.arrayContaining(['public', schema]));
    for (const system of ['pg_catalog', 'information_schema', 'pg_toast']) expect(schemas).not.toContain(system);
  });

  it('lists tables then views, searchable and paginated on the server', async () => {
    const all = await db.listTables(schema);
    expect(all.count).toBe(15);
    expect(all.result.slice(0, 2)).toEqual([
      { value: 'child', type: 'table', extra: null },
      { value: 'extra_00', type: 'table', extra: null },
    ]);
    expect(all.result[14]).toEqual({ value: 'child_view', type: 'view', extra: null });
    const search = await db.listTables(schema, { search: 'CHILD' });
    expect(search).toEqual({
      count: 2,
      result: [
        { value: 'child', type: 'table', extra: null },
        { value: 'child_view', type: 'view', extra: null },
      ],
    });
    const page = await db.listTables(schema, { search: 'extra_', offset: 10, limit: 5 });
    expect(page).toEqual({
      count: 12,
      result: [
        { value: 'extra_10', type: 'table', extra: null },
        { value: 'extra_11', type: 'table', extra: null },
      ],
    });
    expect(await db.listTables(schema, { search: 'extra', offset: 40, limit: 5 })).toEqual({ count: 12, result: [] });
    expect((await db.listTables(schema, { search: '_%' })).count).toBe(0);
  });

  it("describes columns, keys, indexes and comments in Superset's table_metadata shape", async () => {
    const metadata = await db.getTableMetadata('child', schema);
    expect(metadata).toMatchObject({
      name: 'child',
      comment: 'Children',
      selectStar: `SELECT *\nFROM ${schema}.child\nLIMIT 100`,
      primaryKey: { constrained_columns: ['id'], name: 'child_pkey' },
      foreignKeys: [
        {
          constrained_columns: ['parent_id'],
          referred_schema: schema,
          referred_table: 'parent',
          referred_columns: ['id'],
          options: { ondelete: 'CASCADE' },
        },
      ],
      indexes: [
        { name: 'child_amount_uq', column_names: ['parent_id', 'amount'], unique: true },
        { name: 'child_created_idx', column_names: ['created_at'], unique: false },
      ],
    });
    const [id, parentId, amount, createdAt] = metadata.columns;
    expect(id).toMatchObject({ name: 'id', type: 'BIGINT', longType: 'BIGINT', nullable: false, isDttm: false, genericType: 0 });
    expect(id.keys).toEqual([{ type: 'pk', name: 'child_pkey', column_names: ['id'] }]);
    expect(parentId.keys.map((key) => key.type)).toEqual(['fk', 'index']);
    expect(amount).toMatchObject({ type: 'NUMERIC', longType: 'NUMERIC(10, 2)', comment: 'Amount paid', nullable: true });
    expect(createdAt).toMatchObject({ type: 'TIMESTAMP WITHOUT TIME ZONE', isDttm: true, genericType: 2 });
    const view = await db.getTableMetadata('child_view', schema);
    expect(view.columns.map((column) => column.name)).toEqual(['id', 'amount']);
    expect(view.primaryKey).toBeNull();
  });

  it('answers existence checks and builds select-star statements', async () => {
    expect(await db.tableExists('parent', schema)).toBe(true);
    expect(await db.tableExists('child_view', schema)).toBe(true);
    expect(await db.tableExists('nope', schema)).toBe(false);
    expect(await db.selectStar('parent', schema, { limit: 10, showCols: true })).toBe(
      `SELECT id,\n       name\nFROM ${schema}.parent\nLIMIT 10`,
    );
    const missing = await rejectionOf(db.getTableMetadata('nope', schema));
    expect(missing.code).toBe('NOT_FOUND');
  });
});
