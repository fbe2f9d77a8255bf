import { validateVirtualDatasetSql } from './virtual-dataset-sql.validator';

describe('validateVirtualDatasetSql', () => {
  it.each([
    ['SELECT * FROM t', 'SELECT * FROM t'],
    ['SELECT * FROM t;', 'SELECT * FROM t'],
    ['SELECT * FROM t ;  \n', 'SELECT * FROM t'],
    ['SELECT * FROM t -- every row\n;', 'SELECT * FROM t'],
    ['-- header\nSELECT a /* the a */ FROM t', '-- header\nSELECT a /* the a */ FROM t'],
    ['WITH x AS (SELECT 1 AS a) SELECT a FROM x', 'WITH x AS (SELECT 1 AS a) SELECT a FROM x'],
    ['(SELECT 1) UNION ALL (SELECT 2)', '(SELECT 1) UNION ALL (SELECT 2)'],
    ["SELECT REPLACE(name, ';', ',') FROM t", "SELECT REPLACE(name, ';', ',') FROM t"],
  ])('accepts %j', (sql, expected) => {
    expect(validateVirtualDatasetSql(sql, 'postgresql')).toBe(expected);
  });

  it('accepts DuckDB FROM-first queries', () => {
    expect(validateVirtualDatasetSql('FROM t SELECT a', 'duckdb')).toBe('FROM t SELECT a');
  });

  it.each([
    'DELETE FROM t',
    'UPDATE t SET a = 1',
    'SHOW TABLES',
    'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
    'SELECT * INTO copy FROM t',
    '',
  ])('rejects %j as not read-only', (sql) => {
    expect(() => validateVirtualDatasetSql(sql, 'postgresql')).toThrow('Virtual dataset query must be read-only');
  });

  it('rejects several statements and bind placeholders', () => {
    expect(() => validateVirtualDatasetSql('SELECT 1; DROP TABLE t', 'postgresql')).toThrow(
      'Virtual dataset query cannot consist of multiple statements',
    );
    expect(() => validateVirtualDatasetSql('SELECT * FROM t WHERE a = ?', 'mysql')).toThrow('bind parameters (?)');
    expect(() => validateVirtualDatasetSql('SELECT * FROM t WHERE a = $1', 'postgresql')).toThrow('bind parameters ($1)');
  });

  it('rejects a statement hidden behind a MySQL backslash escape', () => {
    expect(() => validateVirtualDatasetSql("SELECT 'a\\'; DROP TABLE t; -- '", 'mysql')).toThrow(
      'Virtual dataset query cannot consist of multiple statements',
    );
  });
});
