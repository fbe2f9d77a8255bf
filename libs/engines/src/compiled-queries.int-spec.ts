import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileQuery, normalizeQueryObject, type DatasetDefinition, type EngineName, type QueryObject } from '@tessera/query-engine';
import type { EngineDatabase } from './engine-database';
import { openDatabase } from './registry';
import { scratchName, TEST_MYSQL_URI, TEST_POSTGRES_URI } from './testing/test-servers';

/**
 * The compiler's SQL run on the three real engines: every query below must give the same rows on
 * PostgreSQL, DuckDB and MariaDB (timestamps compared as UTC instants, numbers as numbers).
 */
const ROWS: [string, string, string, string, number, boolean][] = [
  ['2001-01-05 10:00:00', 'boy', 'Aaron', 'CA', 10, true],
  ['2001-01-20 11:30:00', 'girl', 'Amy', 'NY', 7, false],
  ['2001-02-03 00:00:00', 'boy', 'Bob', 'CA', 5, true],
  ['2001-05-17 23:59:00', 'girl', 'Cleo', 'TX', 1, false],
  ['2002-03-01 08:15:00', 'boy', 'Dan', 'NY', 12, true],
  ['2002-07-04 12:00:00', 'girl', "O'Hara", 'CA', 3, false],
  ['2002-12-31 18:00:00', 'girl', 'Zoe', 'other', 9, true],
  ['2003-06-15 06:00:00', 'boy', 'Eve%', 'TX', 4, false],
];

const QUERIES: Record<string, Record<string, unknown>> = {
  'group by with SUM and COUNT': { columns: ['gender'], metrics: ['count', 'sum__num'], orderby: [['sum__num', false]] },
  'equality and IN': {
    columns: ['state'],
    metrics: ['sum__num'],
    filters: [
      { col: 'gender', op: '==', val: 'boy' },
      { col: 'state', op: 'IN', val: ['CA', 'NY'] },
    ],
    orderby: [['state', true]],
  },
  'NOT IN, LIKE and ILIKE': {
    columns: ['name'],
    metrics: [],
    filters: [
      { col: 'state', op: 'NOT IN', val: ['TX'] },
      { col: 'name', op: 'ILIKE', val: 'a%' },
    ],
    orderby: [['name', true]],
  },
  comparisons: {
    columns: ['name'],
    metrics: [],
    filters: [
      { col: 'num', op: '>=', val: 5 },
      { col: 'num', op: '<', val: 12 },
    ],
    orderby: [['name', true]],
  },
  'IS NULL and IS NOT NULL': {
    columns: ['name'],
    metrics: [],
    filters: [{ col: 'state', op: 'IS NOT NULL' }],
    orderby: [['name', true]],
    row_limit: 3,
  },
  'IS TRUE': { columns: ['name'], metrics: [], filters: [{ col: 'flag', op: 'IS TRUE' }], orderby: [['name', true]] },
  'a value with a quote and a wildcard': {
    columns: ['name'],
    metrics: [],
    filters: [{ col: 'name', op: 'IN', val: ["O'Hara", 'Eve%'] }],
    orderby: [['name', true]],
  },
  REGEX: { columns: ['name'], metrics: [], filters: [{ col: 'name', op: 'REGEX', val: '^[A-C]' }], orderby: [['name', true]] },
  'time range': {
    columns: ['name'],
    metrics: [],
    filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2001-02-01 : 2002-12-31' }],
    orderby: [['name', true]],
  },
  'month grain': {
    columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1M' }],
    metrics: ['sum__num'],
    orderby: [['ds', true]],
  },
  'year grain by gender': {
    columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
    metrics: ['count'],
    orderby: [
      ['ds', true],
      ['gender', true],
    ],
  },
  'day grain': {
    columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
    metrics: ['count'],
    orderby: [['ds', true]],
  },
  'quarter grain': {
    columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P3M' }],
    metrics: ['count'],
    orderby: [['ds', true]],
  },
  'week grain': {
    columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1W' }],
    metrics: ['count'],
    orderby: [['ds', true]],
  },
  'seven-day buckets': {
    columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P7D' }],
    metrics: ['count'],
    orderby: [['ds', true]],
  },
  'hour grain': {
    columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'PT1H' }],
    metrics: ['count'],
    orderby: [['ds', true]],
    row_limit: 3,
  },
  'adhoc metrics and having': {
    columns: ['state'],
    metrics: [
      { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' }, label: 'biggest' },
      { expressionType: 'SQL', sqlExpression: 'AVG(num)', label: 'mean' },
    ],
    extras: { having: 'COUNT(*) > 1' },
    orderby: [['state', true]],
  },
  'where clause and offset': {
    columns: ['name'],
    metrics: [],
    extras: { where: "gender = 'girl'" },
    orderby: [['name', true]],
    row_limit: 2,
    row_offset: 1,
  },
  'series limit': {
    columns: ['state', 'gender'],
    metrics: ['sum__num'],
    series_columns: ['state'],
    series_limit: 2,
    series_limit_metric: 'sum__num',
    orderby: [
      ['state', true],
      ['gender', true],
    ],
  },
  'calculated column': { columns: ['num_california'], metrics: ['count'], orderby: [['num_california', true]] },
};

function definition(engine: EngineName, table: string, schema: string | null): DatasetDefinition {
  const column = (columnName: string, type: string, isDttm = false) => ({ columnName, type, isDttm, filterable: true, groupby: true });
  return {
    id: 1,
    engine,
    schema,
    tableName: table,
    mainDttmCol: 'ds',
    columns: [
      column('ds', 'TIMESTAMP', true),
      column('gender', 'VARCHAR'),
      column('name', 'VARCHAR'),
      column('state', 'VARCHAR'),
      column('num', 'INTEGER'),
      column('flag', 'BOOLEAN'),
      { ...column('num_california', 'INTEGER'), expression: "CASE WHEN state = 'CA' THEN num ELSE 0 END" },
    ],
    metrics: [
      { metricName: 'count', expression: 'COUNT(*)' },
      { metricName: 'sum__num', expression: 'SUM(num)' },
    ],
  };
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return Number(Number(value).toFixed(6));
  if (typeof value === 'number') return Number(value.toFixed(6));
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

interface Engine {
  name: EngineName;
  database: EngineDatabase;
  definition: DatasetDefinition;
}

describe('compiled chart queries give the same results on PostgreSQL, DuckDB and MariaDB', () => {
  const table = scratchName('births');
  const pgSchema = scratchName('compiled');
  const duckPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-compiled-')), 'births.duckdb');
  const engines: Engine[] = [];

  beforeAll(async () => {
    const pg = openDatabase({ engine: 'postgresql', uri: TEST_POSTGRES_URI });
    const mysql = openDatabase({ engine: 'mysql', uri: TEST_MYSQL_URI });
    const duck = openDatabase({ engine: 'duckdb', uri: `duckdb:///${duckPath}` });
    await pg.execute(`CREATE SCHEMA ${pgSchema}`);
    const ddl = (bool: string, ts: string) =>
      `(ds ${ts}, gender VARCHAR(10), name VARCHAR(20), state VARCHAR(10), num INTEGER, flag ${bool})`;
    await pg.execute(`CREATE TABLE ${pgSchema}.${table} ${ddl('BOOLEAN', 'TIMESTAMP')}`);
    await mysql.execute(`CREATE TABLE ${table} ${ddl('BOOLEAN', 'DATETIME')}`);
    await duck.execute(`CREATE TABLE ${table} ${ddl('BOOLEAN', 'TIMESTAMP')}`);
    for (const [ds, gender, name, state, num, flag] of ROWS) {
      await pg.execute(`INSERT INTO ${pgSchema}.${table} VALUES ($1, $2, $3, $4, $5, $6)`, [ds, gender, name, state, num, flag]);
      await mysql.execute(`INSERT INTO ${table} VALUES (?, ?, ?, ?, ?, ?)`, [ds, gender, name, state, num, flag]);
      await duck.execute(`INSERT INTO ${table} VALUES (CAST($1 AS TIMESTAMP), $2, $3, $4, $5, $6)`, [ds, gender, name, state, num, flag]);
    }
    engines.push({ name: 'postgresql', database: pg, definition: definition('postgresql', table, pgSchema) });
    engines.push({ name: 'mysql', database: mysql, definition: definition('mysql', table, null) });
    engines.push({ name: 'duckdb', database: duck, definition: definition('duckdb', table, null) });
  });

  afterAll(async () => {
    const [pg, mysql] = engines.map((e) => e.database);
    await pg?.execute(`DROP SCHEMA ${pgSchema} CASCADE`).catch(() => undefined);
    await mysql?.execute(`DROP TABLE ${table}`).catch(() => undefined);
    await Promise.all(engines.map((e) => e.database.close()));
  });

  it.each(Object.entries(QUERIES))('%s', async (_name, raw) => {
    const query: QueryObject = normalizeQueryObject(raw);
    const results = await Promise.all(
      engines.map(async (engine) => {
        const compiled = compileQuery(query, engine.definition, { now: new Date('2004-01-01T00:00:00Z') });
        const result = await engine.database.execute(compiled.sql, compiled.params);
        return result.rows.map((row) => result.columns.map((column) => normalise(row[column.name])));
      }),
    );
    expect(results[0].length).toBeGreaterThan(0);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});
