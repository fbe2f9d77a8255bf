import type { EngineName } from '../../dialects';
import { compileQuery } from './query.compiler';
import { birthNames, NOW, query } from './testing/birth-names.fixture';

function where(engine: EngineName, filter: Record<string, unknown>): { where: string | undefined; params: unknown[] } {
  const compiled = compileQuery(query({ columns: ['gender'], metrics: ['count'], filters: [filter] }), birthNames(engine), { now: NOW });
  return { where: compiled.sql.split('\n').find((line) => line.startsWith('WHERE ')), params: compiled.params };
}

/** Writes the expected SQL once with `"x"` identifiers and `$n` placeholders, and adapts it to the engine. */
function forEngine(engine: EngineName, sql: string): string {
  if (engine !== 'mysql') return sql;
  return sql.replace(/"([^"]*)"/g, '`$1`').replace(/\$\d+/g, '?');
}

const ENGINES: EngineName[] = ['postgresql', 'duckdb', 'mysql'];

describe.each(ENGINES)('filter operators on %s', (engine) => {
  it.each([
    [{ col: 'gender', op: '==', val: 'boy' }, 'WHERE "gender" = $1', ['boy']],
    [{ col: 'gender', op: '!=', val: 'boy' }, 'WHERE "gender" != $1', ['boy']],
    [{ col: 'gender', op: '==', val: null }, 'WHERE "gender" IS NULL', []],
    [{ col: 'gender', op: '!=', val: '<NULL>' }, 'WHERE "gender" IS NOT NULL', []],
    [{ col: 'gender', op: '==', val: '<empty string>' }, 'WHERE "gender" = $1', ['']],
    [{ col: 'num', op: '>', val: 10 }, 'WHERE "num" > $1', [10]],
    [{ col: 'num', op: '<', val: '10' }, 'WHERE "num" < $1', [10]],
    [{ col: 'num', op: '>=', val: '1.5' }, 'WHERE "num" >= $1', [1.5]],
    [{ col: 'num', op: '<=', val: 10 }, 'WHERE "num" <= $1', [10]],
    [{ col: 'name', op: 'like', val: 'A%' }, 'WHERE "name" LIKE $1', ['A%']],
    [{ col: 'name', op: 'NOT LIKE', val: 'A%' }, 'WHERE "name" NOT LIKE $1', ['A%']],
    [{ col: 'state', op: 'IS NULL' }, 'WHERE "state" IS NULL', []],
    [{ col: 'state', op: 'IS NOT NULL' }, 'WHERE "state" IS NOT NULL', []],
    [{ col: 'is_adult', op: 'IS TRUE' }, 'WHERE "is_adult" IS TRUE', []],
    [{ col: 'is_adult', op: 'IS FALSE' }, 'WHERE "is_adult" IS FALSE', []],
    [{ col: 'is_adult', op: '==', val: 'true' }, 'WHERE "is_adult" = $1', [true]],
    [{ col: 'is_adult', op: '==', val: 0 }, 'WHERE "is_adult" = $1', [false]],
    [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }, 'WHERE "state" IN ($1, $2)', ['CA', 'NY']],
    [{ col: 'state', op: 'IN', val: 'CA' }, 'WHERE "state" IN ($1)', ['CA']],
    [{ col: 'state', op: 'IN', val: ['CA', null] }, 'WHERE ("state" IS NULL OR "state" IN ($1))', ['CA']],
    [{ col: 'state', op: 'IN', val: [null] }, 'WHERE "state" IS NULL', []],
    [{ col: 'state', op: 'IN', val: [] }, 'WHERE 1 = 0', []],
    [{ col: 'state', op: 'NOT IN', val: ['CA', 'NY'] }, 'WHERE "state" NOT IN ($1, $2)', ['CA', 'NY']],
    [{ col: 'state', op: 'NOT IN', val: ['CA', '<NULL>'] }, 'WHERE NOT ("state" IS NULL OR "state" IN ($1))', ['CA']],
    [{ col: 'state', op: 'NOT IN', val: [] }, 'WHERE 1 = 1', []],
    [{ col: 'num', op: 'IN', val: ['1', 2, 'x'] }, 'WHERE ("num" IS NULL OR "num" IN ($1, $2))', [1, 2]],
    [{ col: 'name', op: '==', val: '\tAdam\n' }, 'WHERE "name" = $1', ['Adam']],
    [{ col: 'name', op: '==', val: ['Adam', 'Ben'] }, 'WHERE "name" = $1', ['Adam']],
    [{ col: 'num_california', op: '>', val: 0 }, `WHERE (CASE WHEN state = 'CA' THEN num ELSE 0 END) > $1`, [0]],
    [{ col: { label: 'u', sqlExpression: 'UPPER(name)' }, op: '==', val: 'ADAM' }, 'WHERE (UPPER(name)) = $1', ['ADAM']],
    [{ col: { sqlExpression: 'state' }, op: '==', val: 'CA' }, 'WHERE "state" = $1', ['CA']],
    [{ col: 'ds', op: '>=', val: 1451606400000 }, 'WHERE "ds" >= CAST($1 AS TIMESTAMP)', ['2016-01-01 00:00:00.000000']],
    [{ col: 'ds', op: '==', val: '2016-01-01' }, 'WHERE "ds" = $1', ['2016-01-01']],
  ])('compiles %j', (filter, sql, params) => {
    const expected = forEngine(engine, sql).replace('AS TIMESTAMP', engine === 'mysql' ? 'AS DATETIME' : 'AS TIMESTAMP');
    expect(where(engine, filter)).toEqual({ where: expected, params });
  });

  it('compiles ILIKE and NOT ILIKE through the dialect', () => {
    const expected: Record<EngineName, [string, string]> = {
      postgresql: ['WHERE ("name")::text ILIKE $1', 'WHERE ("name")::text NOT ILIKE $1'],
      duckdb: ['WHERE CAST("name" AS VARCHAR) ILIKE $1', 'WHERE CAST("name" AS VARCHAR) NOT ILIKE $1'],
      mysql: ['WHERE LOWER(`name`) LIKE LOWER(?)', 'WHERE LOWER(`name`) NOT LIKE LOWER(?)'],
    };
    expect(where(engine, { col: 'name', op: 'ILIKE', val: 'a%' })).toEqual({ where: expected[engine][0], params: ['a%'] });
    expect(where(engine, { col: 'name', op: 'NOT ILIKE', val: 'a%' })).toEqual({ where: expected[engine][1], params: ['a%'] });
  });

  it('casts non-text columns for LIKE and keeps the pattern as text', () => {
    const cast = engine === 'mysql' ? 'CAST(`num` AS CHAR)' : 'CAST("num" AS VARCHAR)';
    expect(where(engine, { col: 'num', op: 'LIKE', val: '1%' })).toEqual({
      where: `WHERE (${cast}) LIKE ${forEngine(engine, '$1')}`,
      params: ['1%'],
    });
  });

  it('compiles REGEX through the dialect', () => {
    const expected: Record<EngineName, string> = {
      postgresql: 'WHERE ("name")::text ~ $1',
      duckdb: 'WHERE REGEXP_MATCHES(CAST("name" AS VARCHAR), $1)',
      mysql: 'WHERE `name` REGEXP ?',
    };
    expect(where(engine, { col: 'name', op: 'REGEX', val: '^A' })).toEqual({ where: expected[engine], params: ['^A'] });
  });

  it('compiles TEMPORAL_RANGE as a half-open range', () => {
    expect(where(engine, { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' })).toEqual({
      where: forEngine(engine, 'WHERE "ds" >= CAST($1 AS TIMESTAMP) AND "ds" < CAST($2 AS TIMESTAMP)').replaceAll(
        'AS TIMESTAMP',
        engine === 'mysql' ? 'AS DATETIME' : 'AS TIMESTAMP',
      ),
      params: ['2016-10-31 00:00:00.000000', '2016-11-07 00:00:00.000000'],
    });
    expect(where(engine, { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' })).toEqual({ where: undefined, params: [] });
  });

  it('puts filters on saved metrics in HAVING', () => {
    const compiled = compileQuery(
      query({ columns: ['gender'], metrics: ['count'], filters: [{ col: 'sum__num', op: '>', val: 100 }] }),
      birthNames(engine),
      { now: NOW },
    );
    expect(compiled.sql.split('\n')).toContain(forEngine(engine, 'HAVING (SUM(num)) > $1'));
    expect(compiled.params).toEqual([100]);
  });

  it.each(['>', '<', '>=', '<=', 'LIKE', 'REGEX'])('requires a value for %s', (op) => {
    expect(() => where(engine, { col: 'name', op })).toThrow('Must specify a value for filters with comparison operators');
  });

  it('needs a string for TEMPORAL_RANGE', () => {
    expect(() => where(engine, { col: 'ds', op: 'TEMPORAL_RANGE', val: 5 })).toThrow(
      'TEMPORAL_RANGE filter on ds needs a time range string',
    );
  });
});
