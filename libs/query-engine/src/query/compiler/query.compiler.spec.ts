import { TesseraError } from '@tessera/contracts';
import { compileQuery } from './query.compiler';
import type { CompileOptions } from './compile-options.types';
import { birthNames, NOW, query } from './testing/birth-names.fixture';

function compile(fields: Record<string, unknown>, options: Partial<CompileOptions> = {}, dataset = birthNames()) {
  return compileQuery(query(fields), dataset, { now: NOW, ...options });
}

function failure(run: () => unknown): TesseraError {
  try {
    run();
  } catch (error) {
    if (error instanceof TesseraError) return error;
    throw error;
  }
  throw new Error('compiled');
}

describe('compileQuery', () => {
  it('compiles the chart-data example of the API notes', () => {
    const compiled = compile({
      columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1D' }, 'gender'],
      metrics: ['sum__num', { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num_boys' }, label: 'boys' }],
      filters: [
        { col: 'state', op: 'IN', val: ['CA', 'NY'] },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
      ],
      extras: { where: 'num > 0', having: '', time_grain_sqla: 'P1D', relative_start: 'today', relative_end: 'today' },
      orderby: [['sum__num', false]],
      order_desc: true,
      row_limit: 1000,
      row_offset: 0,
      time_range: 'Last year',
      granularity: 'ds',
      is_timeseries: false,
      applied_time_extras: { __time_range: 'Last year' },
    });
    expect(compiled.sql).toBe(
      [
        `SELECT DATE_TRUNC('day', "ds") AS "ds", "gender" AS "gender", (SUM(num)) AS "sum__num", SUM("num_boys") AS "boys"`,
        'FROM "public"."birth_names"',
        'WHERE "ds" >= CAST($1 AS TIMESTAMP) AND "ds" < CAST($2 AS TIMESTAMP) AND "state" IN ($3, $4)' +
          ' AND "ds" >= CAST($5 AS TIMESTAMP) AND "ds" < CAST($6 AS TIMESTAMP) AND (num > 0)',
        `GROUP BY DATE_TRUNC('day', "ds"), "gender"`,
        'ORDER BY "sum__num" DESC',
        'LIMIT 1000',
      ].join('\n'),
    );
    const since = '2015-11-07 00:00:00.000000';
    const until = '2016-11-07 00:00:00.000000';
    expect(compiled.params).toEqual([since, until, 'CA', 'NY', since, until]);
    expect(compiled.displaySql).toContain(
      `WHERE "ds" >= CAST('${since}' AS TIMESTAMP) AND "ds" < CAST('${until}' AS TIMESTAMP) AND "state" IN ('CA', 'NY')`,
    );
    expect(compiled.columns).toEqual(['ds', 'gender', 'sum__num', 'boys']);
    expect(compiled.metricLabels).toEqual(['sum__num', 'boys']);
    expect(compiled.fromDttm).toBe(Date.UTC(2015, 10, 7));
    expect(compiled.toDttm).toBe(Date.UTC(2016, 10, 7));
    expect(compiled.appliedFilters).toEqual([{ column: 'state' }, { column: 'ds' }, { column: '__time_range' }]);
    expect(compiled.rejectedFilters).toEqual([]);
    expect(compiled.rowLimit).toBe(1000);
  });

  describe('labels and metrics', () => {
    it('labels metrics as Superset does', () => {
      const compiled = compile({
        columns: [],
        metrics: [
          'count',
          { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'num' } },
          { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'state' } },
          { expressionType: 'SIMPLE', aggregate: 'COUNT' },
          { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num_california' } },
          { expressionType: 'SQL', sqlExpression: 'MIN(num)' },
          { expressionType: 'SQL', sqlExpression: 'SUM(num_girls)', label: 'girls' },
        ],
      });
      expect(compiled.columns).toEqual([
        'count',
        'AVG(num)',
        'COUNT_DISTINCT(state)',
        'COUNT(*)',
        'MAX(num_california)',
        'MIN(num)',
        'girls',
      ]);
      expect(compiled.sql.split('\n')[0]).toBe(
        'SELECT (COUNT(*)) AS "count", AVG("num") AS "AVG(num)", COUNT(DISTINCT "state") AS "COUNT_DISTINCT(state)",' +
          ` COUNT(*) AS "COUNT(*)", MAX((CASE WHEN state = 'CA' THEN num ELSE 0 END)) AS "MAX(num_california)",` +
          ' (MIN(num)) AS "MIN(num)", (SUM(num_girls)) AS "girls"',
      );
      expect(compiled.sql).not.toContain('GROUP BY');
    });

    it('labels columns by name, adhoc label, or adhoc SQL', () => {
      const compiled = compile({
        columns: ['gender', 'num_california', { label: 'initial', sqlExpression: 'LEFT(name, 1)' }, { sqlExpression: 'UPPER(state)' }],
        metrics: ['count'],
      });
      expect(compiled.columns).toEqual(['gender', 'num_california', 'initial', 'UPPER(state)', 'count']);
      expect(compiled.sql.split('\n')[0]).toBe(
        `SELECT "gender" AS "gender", (CASE WHEN state = 'CA' THEN num ELSE 0 END) AS "num_california",` +
          ' (LEFT(name, 1)) AS "initial", (UPPER(state)) AS "UPPER(state)", (COUNT(*)) AS "count"',
      );
      expect(compiled.sql).toContain(`GROUP BY "gender", (CASE WHEN state = 'CA' THEN num ELSE 0 END), (LEFT(name, 1)), (UPPER(state))`);
    });

    it('shortens aliases PostgreSQL would truncate, keeping the labels', () => {
      const long = 'a'.repeat(80);
      const compiled = compile({
        columns: [
          { label: long, sqlExpression: 'name' },
          { label: `${long}b`, sqlExpression: 'state' },
        ],
        metrics: [],
      });
      const aliases = [...compiled.sql.split('\n')[0].matchAll(/AS "([^"]+)"/g)].map((match) => match[1]);
      expect(aliases).toHaveLength(2);
      expect(new Set(aliases).size).toBe(2);
      aliases.forEach((alias) => expect(Buffer.byteLength(alias)).toBeLessThanOrEqual(63));
      expect(compiled.columns).toEqual([long, `${long}b`]);
      const duck = compile({ columns: [{ label: long, sqlExpression: 'name' }], metrics: [] }, {}, birthNames('duckdb'));
      expect(duck.sql).toContain(`AS "${long}"`);
    });

    it('groups by the columns when metrics is an empty list, for distinct values', () => {
      expect(compile({ columns: ['state'], metrics: [] }).sql).toBe(
        ['SELECT "state" AS "state"', 'FROM "public"."birth_names"', 'GROUP BY "state"', 'LIMIT 50000'].join('\n'),
      );
    });
  });

  describe('modes and limits', () => {
    it('runs raw queries without grouping, with ordering, limit and offset', () => {
      const compiled = compile({
        columns: ['name', 'num'],
        orderby: [
          ['num', false],
          ['name', true],
        ],
        row_limit: 10,
        row_offset: 20,
      });
      expect(compiled.sql).toBe(
        [
          'SELECT "name" AS "name", "num" AS "num"',
          'FROM "public"."birth_names"',
          'ORDER BY "num" DESC, "name" ASC',
          'LIMIT 10 OFFSET 20',
        ].join('\n'),
      );
      expect(compiled.metricLabels).toEqual([]);
    });

    it('groups a raw query whose ordering needs a metric', () => {
      expect(compile({ columns: ['gender'], orderby: [['count', false]] }).sql).toBe(
        ['SELECT "gender" AS "gender"', 'FROM "public"."birth_names"', 'GROUP BY "gender"', 'ORDER BY (COUNT(*)) DESC', 'LIMIT 50000'].join(
          '\n',
        ),
      );
    });

    it('applies the default limit for 0 or null and caps every limit', () => {
      expect(compile({ columns: ['name'], row_limit: 0 }).rowLimit).toBe(50000);
      expect(compile({ columns: ['name'], row_limit: null }).rowLimit).toBe(50000);
      expect(compile({ columns: ['name'], row_limit: 500000 }).rowLimit).toBe(100000);
      expect(compile({ columns: ['name'], row_limit: 500000 }, { rowLimitCap: 1000 }).sql).toContain('LIMIT 1000');
      expect(compile({ columns: ['name'] }, { defaultRowLimit: 10000 }).rowLimit).toBe(10000);
      expect(compile({ columns: ['name'], row_offset: 5 }, {}, birthNames('mysql')).sql).toContain('LIMIT 50000 OFFSET 5');
    });

    it('reads every dataset column for samples, without metrics or time filters', () => {
      const compiled = compile(
        {
          columns: ['gender'],
          metrics: ['count'],
          granularity: 'ds',
          time_range: 'Last week',
          filters: [
            { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' },
            { col: 'gender', op: '==', val: 'boy' },
          ],
          orderby: [['count', false]],
          extras: { having: 'COUNT(*) > 1', where: 'num > 0' },
        },
        { mode: 'samples' },
      );
      expect(compiled.columns).toEqual(birthNames().columns.map((column) => column.columnName));
      expect(compiled.sql.split('\n').slice(1)).toEqual(['FROM "public"."birth_names"', 'WHERE "gender" = $1 AND (num > 0)', 'LIMIT 1000']);
      expect([compiled.fromDttm, compiled.toDttm]).toEqual([null, null]);
    });

    it('reads every dataset column for drill-detail, keeping time filters', () => {
      const compiled = compile(
        { columns: ['gender'], metrics: ['count'], granularity: 'ds', time_range: 'Last week' },
        { mode: 'drill_detail' },
      );
      expect(compiled.sql.split('\n')[2]).toBe('WHERE "ds" >= CAST($1 AS TIMESTAMP) AND "ds" < CAST($2 AS TIMESTAMP)');
      expect(compiled.sql).not.toContain('GROUP BY');
      expect(compiled.rowLimit).toBe(50000);
    });

    it('takes samples and drill-detail from the query result_type', () => {
      expect(compile({ columns: ['gender'], result_type: 'samples' }).rowLimit).toBe(1000);
      expect(compile({ columns: ['gender'], result_type: 'drill_detail' }).columns).toHaveLength(11);
    });

    it('wraps the query to count rows for is_rowcount', () => {
      const compiled = compile({ columns: ['gender'], metrics: ['count'], is_rowcount: true });
      expect(compiled.sql).toBe(
        [
          'SELECT COUNT(*) AS "rowcount"',
          'FROM (',
          'SELECT "gender" AS "gender", (COUNT(*)) AS "count"',
          'FROM "public"."birth_names"',
          'GROUP BY "gender"',
          'LIMIT 50000',
          ') AS "rowcount_qry"',
        ].join('\n'),
      );
      expect(compiled.columns).toEqual(['rowcount']);
      expect(compiled.metricLabels).toEqual([]);
    });
  });

  describe('ordering', () => {
    it('orders by selected aliases, saved metrics, adhoc metrics and dataset columns', () => {
      const compiled = compile({
        columns: ['gender', { label: 'initial', sqlExpression: 'LEFT(name, 1)' }],
        metrics: ['count', { expressionType: 'SQL', sqlExpression: 'MAX(num)', label: 'top' }],
        orderby: [
          ['count', false],
          ['initial', true],
          ['sum__num', false],
          [{ expressionType: 'SQL', sqlExpression: 'MAX(num)' }, true],
          [{ expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'num' } }, false],
          ['state', true],
        ],
      });
      expect(compiled.sql.split('\n')).toContain(
        'ORDER BY "count" DESC, "initial" ASC, (SUM(num)) DESC, "top" ASC, MIN("num") DESC, "state" ASC',
      );
    });

    it('reads orderby entries sent as JSON strings', () => {
      expect(compile({ columns: ['name'], orderby: ['["name", false]'] }).sql).toContain('ORDER BY "name" DESC');
    });

    it('rejects unknown orderby targets and malformed entries', () => {
      expect(failure(() => compile({ columns: ['name'], orderby: [['nope', true]] })).message).toBe('Unknown column used in orderby: nope');
      expect(failure(() => compile({ columns: ['name'], orderby: ['not json'] })).message).toBe(
        'orderby[0]: Found invalid orderby options',
      );
      expect(failure(() => compile({ columns: ['name'], orderby: [['name']] })).message).toBe('orderby[0]: Found invalid orderby options');
    });
  });

  describe('where, having and row-level security', () => {
    it('ANDs RLS clauses and extras in parentheses, having only when grouped', () => {
      const compiled = compile(
        {
          columns: ['gender'],
          metrics: ['count'],
          filters: [{ col: 'num', op: '>', val: 1 }],
          extras: { where: "state = 'CA' OR num > 5", having: 'COUNT(*) > 1' },
        },
        { rlsClauses: ["gender = 'boy' OR gender = 'girl'", 'num < 1000'] },
      );
      expect(compiled.sql.split('\n').slice(2, 5)).toEqual([
        `WHERE "num" > $1 AND (gender = 'boy' OR gender = 'girl') AND (num < 1000) AND (state = 'CA' OR num > 5)`,
        'GROUP BY "gender"',
        'HAVING (COUNT(*) > 1)',
      ]);
      expect(compile({ columns: ['name'], extras: { having: 'COUNT(*) > 1' } }).sql).not.toContain('HAVING');
    });

    it('accepts the deprecated top-level where and having', () => {
      const compiled = compile({ columns: ['gender'], metrics: ['count'], where: 'num > 1', having: 'COUNT(*) > 2' });
      expect(compiled.sql).toContain('WHERE (num > 1)');
      expect(compiled.sql).toContain('HAVING (COUNT(*) > 2)');
    });

    it('adds the fetch-values predicate when asked', () => {
      const dataset = birthNames('postgresql', { fetchValuesPredicate: 'num > 0' });
      expect(compile({ columns: ['state'], metrics: [], apply_fetch_values_predicate: true }, {}, dataset).sql).toContain(
        'WHERE (num > 0)',
      );
      expect(compile({ columns: ['state'], metrics: [] }, {}, dataset).sql).not.toContain('WHERE');
    });

    it('rejects sub-queries in custom SQL unless allowed', () => {
      const fields = { columns: ['gender'], metrics: ['count'], extras: { where: 'num IN (SELECT 1)' } };
      const error = failure(() => compile(fields));
      expect(error.message).toBe('Custom SQL fields cannot contain sub-queries.');
      expect(error.errorType).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
      expect(compile(fields, { allowAdhocSubqueries: true }).sql).toContain('WHERE (num IN (SELECT 1))');
    });

    it('validates saved metric and calculated column expressions', () => {
      const dataset = birthNames('postgresql', { metrics: [{ metricName: 'bad', expression: 'SUM(num); DROP TABLE x' }] });
      expect(failure(() => compile({ columns: [], metrics: ['bad'] }, {}, dataset)).message).toBe(
        'Custom SQL fields cannot contain multiple statements',
      );
    });
  });

  describe('datasets', () => {
    it('reads virtual datasets as a derived table', () => {
      const dataset = birthNames('postgresql', { sql: 'SELECT * -- every column\nFROM birth_names -- all of it\n;', schema: null });
      expect(compile({ columns: ['gender'], metrics: ['count'] }, {}, dataset).sql).toBe(
        [
          'SELECT "gender" AS "gender", (COUNT(*)) AS "count"',
          'FROM (',
          'SELECT * -- every column',
          'FROM birth_names',
          ') AS "virtual_table"',
          'GROUP BY "gender"',
          'LIMIT 50000',
        ].join('\n'),
      );
    });

    it('rejects virtual datasets that write', () => {
      const dataset = birthNames('postgresql', { sql: 'DELETE FROM birth_names' });
      expect(failure(() => compile({ columns: ['gender'] }, {}, dataset)).errorType).toBe('DML_NOT_ALLOWED_ERROR');
    });

    it('quotes schema and table, with the catalog on DuckDB', () => {
      expect(compile({ columns: ['name'] }, {}, birthNames('postgresql', { schema: null })).sql).toContain('FROM "birth_names"');
      expect(compile({ columns: ['name'] }, {}, birthNames('duckdb', { catalog: 'warehouse' })).sql).toContain(
        'FROM "warehouse"."public"."birth_names"',
      );
      expect(compile({ columns: ['name'] }, {}, birthNames('mysql', { schema: 'test' })).sql).toContain('FROM `test`.`birth_names`');
    });
  });

  describe('errors', () => {
    it.each([
      [{ columns: [], metrics: [] }, 'Empty query?'],
      [{ columns: ['nope', 'gender', 'other'], metrics: ['count'] }, "Columns missing in dataset: ['nope', 'other']"],
      [
        { columns: [], metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'nope' } }] },
        "Columns missing in dataset: ['nope']",
      ],
      [{ columns: ['gender'], metrics: ['nope'] }, "Metric 'nope' does not exist"],
      [
        { columns: ['gender'], metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM' }] },
        'metrics[0].column: Missing data for required field.',
      ],
      [
        { columns: ['gender', { label: 'gender', sqlExpression: 'state' }], metrics: ['count'] },
        'Duplicate column/metric labels: "gender". Please make sure all columns and metrics have a unique label.',
      ],
      [
        { columns: ['gender'], metrics: ['count'], series_columns: ['state'], series_limit: 2 },
        'The following entries in `series_columns` are missing in `columns`: "state". ',
      ],
      [
        { metrics: ['count'], is_timeseries: true },
        'Datetime column not provided as part table configuration and is required by this type of chart',
      ],
      [{ columns: ['gender'], filters: [{ col: 'gender', op: 'BETWEEN', val: 1 }] }, 'filters[0].op: Must be one of'],
      [{ columns: ['gender'], row_limit: -1 }, 'row_limit: Must be greater than or equal to 0.'],
    ])('rejects %j', (fields, message) => {
      const error = failure(() => compile(fields));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(message);
    });

    it('reports missing columns as COLUMN_DOES_NOT_EXIST_ERROR', () => {
      const error = failure(() => compile({ columns: ['nope'] }));
      expect(error.errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
      expect(error.extra).toEqual({ invalid_columns: ['nope'] });
    });

    it('rejects a granularity column that does not exist', () => {
      const dataset = birthNames('postgresql', { mainDttmCol: 'gone' });
      expect(failure(() => compile({ columns: ['gender'], granularity: 'name' }, {}, dataset)).message).toBe(
        'Time column "gone" does not exist in dataset',
      );
    });
  });
});
