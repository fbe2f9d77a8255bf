import type { ResultColumn } from '../../engine-database';
import { csvCopyStatement } from './postgresql.csv-copy';

const column = (name: string, type: string): ResultColumn => ({ name, type, genericType: null }) as unknown as ResultColumn;

describe('csvCopyStatement', () => {
  it('wraps the SELECT, casting each column to the text the row-by-row export writes, within the limit', () => {
    const utc = `(virtual_table."at" AT TIME ZONE 'UTC')`;
    const statement = csvCopyStatement(
      'SELECT * FROM sales;',
      [column('id', 'BIGINT'), column('say "hi"', 'TEXT'), column('price', 'NUMERIC(10, 2)'), column('at', 'TIMESTAMP WITH TIME ZONE')],
      100,
    );
    expect(statement).toBe(
      'COPY (SELECT virtual_table."id" AS "id", NULLIF(virtual_table."say ""hi"""::text, \'\') AS "say ""hi""", ' +
        'trim_scale(virtual_table."price") AS "price", ' +
        `CASE WHEN ${utc} = date_trunc('second', ${utc}) AND ${utc} >= '1000-01-01' AND ${utc} < '10000-01-01' ` +
        `THEN replace(${utc}::text, ' ', 'T') || '.000Z' ` +
        `WHEN isfinite(${utc}) THEN to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS "at" ` +
        'FROM (SELECT * FROM sales) AS virtual_table LIMIT 100) TO STDOUT WITH (FORMAT csv, HEADER true)',
    );
  });

  it('has no limit clause when the query has none', () => {
    expect(csvCopyStatement('SELECT 1 AS n', [column('n', 'INTEGER')], null)).toBe(
      'COPY (SELECT virtual_table."n" AS "n" FROM (SELECT 1 AS n) AS virtual_table) TO STDOUT WITH (FORMAT csv, HEADER true)',
    );
  });

  it.each([['DOUBLE PRECISION'], ['JSONB'], ['INTEGER[]'], ['BYTEA'], ['INTERVAL']])(
    'leaves a %s column to the row-by-row export',
    (type) => {
      expect(csvCopyStatement('SELECT x', [column('n', 'INTEGER'), column('x', type)], null)).toBeNull();
    },
  );

  it('leaves a result whose columns share a name to the row-by-row export', () => {
    expect(csvCopyStatement('SELECT 1 AS a, 2 AS a', [column('a', 'INTEGER'), column('a', 'INTEGER')], null)).toBeNull();
  });
});
