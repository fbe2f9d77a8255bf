import { getDialect, TIME_GRAINS, type EngineName, type TimeGrain } from '../../dialects';
import { compileQuery } from './query.compiler';
import { birthNames, NOW, query } from './testing/birth-names.fixture';

const ENGINES: EngineName[] = ['postgresql', 'duckdb', 'mysql'];
const GRAINS = Object.keys(TIME_GRAINS) as TimeGrain[];

function xAxis(engine: EngineName, column: string, grain: TimeGrain): string[] {
  return compileQuery(
    query({ columns: [{ label: 'x', sqlExpression: column, columnType: 'BASE_AXIS', timeGrain: grain }], metrics: ['count'] }),
    birthNames(engine),
    { now: NOW },
  ).sql.split('\n');
}

describe.each(ENGINES)('time grains on %s', (engine) => {
  const dialect = getDialect(engine);
  const ds = dialect.quoteIdentifier('ds');
  const x = dialect.quoteIdentifier('x');

  it.each(GRAINS)('truncates a temporal x-axis to %s in SELECT and GROUP BY', (grain) => {
    const truncated = dialect.timeGrainExpression(ds, grain);
    expect(truncated).not.toBeNull();
    expect(xAxis(engine, 'ds', grain)).toEqual([
      `SELECT ${truncated} AS ${x}, (COUNT(*)) AS ${dialect.quoteIdentifier('count')}`,
      `FROM ${dialect.quoteIdentifier('public')}.${dialect.quoteIdentifier('birth_names')}`,
      `GROUP BY ${truncated}`,
      'LIMIT 50000',
    ]);
  });

  it.each(GRAINS)('converts epoch seconds before truncating to %s', (grain) => {
    const epoch = {
      postgresql: `(TIMESTAMP 'epoch' + "created_epoch" * INTERVAL '1 second')`,
      duckdb: 'EPOCH_MS(CAST("created_epoch" * 1000 AS BIGINT))',
      mysql: 'FROM_UNIXTIME(`created_epoch`)',
    }[engine];
    expect(xAxis(engine, 'created_epoch', grain)[0]).toBe(
      `SELECT ${dialect.timeGrainExpression(epoch, grain)} AS ${x}, (COUNT(*)) AS ${dialect.quoteIdentifier('count')}`,
    );
  });

  it.each(GRAINS)('adds the legacy __timestamp column at %s', (grain) => {
    const sql = compileQuery(
      query({ granularity: 'ds', is_timeseries: true, metrics: ['count'], columns: ['gender'], extras: { time_grain_sqla: grain } }),
      birthNames(engine),
      { now: NOW },
    ).sql.split('\n');
    const truncated = dialect.timeGrainExpression(ds, grain);
    const gender = dialect.quoteIdentifier('gender');
    expect(sql[0]).toBe(
      `SELECT ${truncated} AS ${dialect.quoteIdentifier('__timestamp')}, ${gender} AS ${gender}, (COUNT(*)) AS ${dialect.quoteIdentifier('count')}`,
    );
    expect(sql).toContain(`GROUP BY ${truncated}, ${gender}`);
  });
});

describe('time grain SQL shapes', () => {
  it.each([
    ['postgresql', 'P1D', `DATE_TRUNC('day', "ds")`],
    ['postgresql', 'P1M', `DATE_TRUNC('month', "ds")`],
    ['postgresql', 'PT5M', `TO_TIMESTAMP(FLOOR(EXTRACT(EPOCH FROM "ds") / 300) * 300) AT TIME ZONE 'UTC'`],
    ['duckdb', 'P1D', `DATE_TRUNC('day', CAST("ds" AS TIMESTAMP))`],
    ['duckdb', 'PT15M', `TIME_BUCKET(INTERVAL '900 seconds', CAST("ds" AS TIMESTAMP), TIMESTAMP '1970-01-01 00:00:00')`],
    ['mysql', 'P1D', 'DATE(`ds`)'],
    ['mysql', 'P1Y', 'DATE(DATE_SUB(`ds`, INTERVAL DAYOFYEAR(`ds`) - 1 DAY))'],
  ] as const)('%s %s is %s', (engine, grain, expected) => {
    expect(xAxis(engine, 'ds', grain)[0]).toContain(`SELECT ${expected} AS `);
  });

  it('truncates a grouped granularity column with time_grain_sqla and keeps its name', () => {
    const sql = compileQuery(
      query({ granularity: 'ds', columns: ['ds', 'gender'], metrics: ['count'], extras: { time_grain_sqla: 'P1M' } }),
      birthNames(),
      { now: NOW },
    ).sql;
    expect(sql.split('\n')[0]).toBe(`SELECT DATE_TRUNC('month', "ds") AS "ds", "gender" AS "gender", (COUNT(*)) AS "count"`);
  });

  it('leaves a non-temporal x-axis column and an ungrouped granularity column alone', () => {
    expect(xAxis('postgresql', 'gender', 'P1D')[0]).toBe('SELECT "gender" AS "x", (COUNT(*)) AS "count"');
    const raw = compileQuery(query({ granularity: 'ds', columns: ['ds'], extras: { time_grain_sqla: 'P1M' } }), birthNames(), { now: NOW });
    expect(raw.sql.split('\n')[0]).toBe('SELECT "ds" AS "ds"');
  });

  it('truncates free SQL on the x-axis, whose type cannot be probed', () => {
    expect(xAxis('postgresql', "ds + INTERVAL '1 hour'", 'P1D')[0]).toBe(
      `SELECT DATE_TRUNC('day', (ds + INTERVAL '1 hour')) AS "x", (COUNT(*)) AS "count"`,
    );
  });

  it('rejects an unknown grain in the payload', () => {
    expect(() => xAxis('postgresql', 'ds', 'P2D' as TimeGrain)).toThrow('columns[0].timeGrain: Unknown time grain "P2D".');
  });
});
