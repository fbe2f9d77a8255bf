import { compileQuery } from './query.compiler';
import { birthNames, NOW, query } from './testing/birth-names.fixture';

const base = {
  columns: [{ label: 'ds', sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D' }, 'gender'],
  metrics: ['sum__num'],
  series_columns: ['gender'],
  series_limit: 5,
  filters: [{ col: 'state', op: '==', val: 'CA' }],
};

describe('series limit', () => {
  it('joins the top series by the first metric, under the same WHERE clause', () => {
    const compiled = compileQuery(query(base), birthNames(), { now: NOW, rlsClauses: ['num > 0'] });
    expect(compiled.sql).toBe(
      [
        `SELECT DATE_TRUNC('day', "ds") AS "ds", "gender" AS "gender", (SUM(num)) AS "sum__num"`,
        'FROM "public"."birth_names"',
        'JOIN (',
        'SELECT "gender" AS "gender__", (SUM(num)) AS "mme_inner__"',
        'FROM "public"."birth_names"',
        'WHERE "state" = $1 AND (num > 0)',
        'GROUP BY "gender"',
        'ORDER BY "mme_inner__" DESC',
        'LIMIT 5',
        ') AS "series_limit" ON "gender" IS NOT DISTINCT FROM "series_limit"."gender__"',
        'WHERE "state" = $2 AND (num > 0)',
        `GROUP BY DATE_TRUNC('day', "ds"), "gender"`,
        'LIMIT 50000',
      ].join('\n'),
    );
    expect(compiled.params).toEqual(['CA', 'CA']);
  });

  it('ranks by series_limit_metric (or its legacy alias) in ascending order when order_desc is false', () => {
    const metric = { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' } };
    for (const fields of [{ series_limit_metric: metric }, { timeseries_limit_metric: metric }]) {
      const sql = compileQuery(query({ ...base, ...fields, order_desc: false }), birthNames(), { now: NOW }).sql;
      expect(sql).toContain('ORDER BY MAX("num") ASC\nLIMIT 5');
    }
  });

  it('uses a NULL-safe JOIN on every engine, with MySQL placeholders in text order', () => {
    const mysql = compileQuery(query({ ...base, series_columns: ['gender', 'state'], columns: ['gender', 'state'] }), birthNames('mysql'), {
      now: NOW,
    });
    expect(mysql.sql).toContain(') AS `series_limit` ON `gender` <=> `series_limit`.`gender__` AND `state` <=> `series_limit`.`state__`');
    expect(mysql.sql.match(/\?/g)).toHaveLength(2);
    expect(mysql.params).toEqual(['CA', 'CA']);
    const duckdb = compileQuery(query(base), birthNames('duckdb'), { now: NOW });
    expect(duckdb.sql).toContain('ON "gender" IS NOT DISTINCT FROM "series_limit"."gender__"');
    expect(duckdb.sql).toContain('WHERE "state" = $2');
  });

  it('limits every grouped column of a legacy timeseries query without series_columns', () => {
    const sql = compileQuery(
      query({
        granularity: 'ds',
        is_timeseries: true,
        groupby: ['gender', 'state'],
        metrics: ['count'],
        timeseries_limit: 3,
        time_range: 'Last week',
      }),
      birthNames(),
      { now: NOW },
    ).sql;
    expect(sql).toContain('SELECT "gender" AS "gender__", "state" AS "state__", (COUNT(*)) AS "mme_inner__"');
    expect(sql).toContain('WHERE "ds" >= CAST($1 AS TIMESTAMP) AND "ds" < CAST($2 AS TIMESTAMP)\nGROUP BY "gender", "state"');
  });

  it('ranks by COUNT(*) without metrics and picks inner aliases no dataset column uses', () => {
    const dataset = birthNames();
    dataset.columns.push({ columnName: 'gender__', type: 'TEXT', isDttm: false, filterable: true, groupby: true });
    const sql = compileQuery(query({ ...base, metrics: [] }), dataset, { now: NOW }).sql;
    expect(sql).toContain('SELECT "gender" AS "gender___", COUNT(*) AS "mme_inner___"');
    expect(sql).toContain('ON "gender" IS NOT DISTINCT FROM "series_limit"."gender___"');
  });

  it('does nothing without a limit, without series, or in raw mode', () => {
    for (const fields of [{ series_limit: 0 }, { series_columns: [], is_timeseries: false }, { metrics: null }]) {
      expect(compileQuery(query({ ...base, ...fields }), birthNames(), { now: NOW }).sql).not.toContain('series_limit');
    }
  });
});
