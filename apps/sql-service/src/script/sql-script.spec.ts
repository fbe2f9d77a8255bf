import { lexSql } from './sql-lexer';
import { findSqlLimit, withSqlLimit } from './sql-limit';
import { parseScript, scriptTables } from './sql-script';
import { statementKind } from './statement-kind';

const kind = (sql: string) => statementKind(lexSql(sql));

describe('SQL scripts', () => {
  it('classifies statements by what they do', () => {
    expect(kind('SELECT 1')).toBe('select');
    expect(kind('(SELECT 1) UNION (SELECT 2)')).toBe('select');
    expect(kind("SELECT replace(name, 'a', 'b') FROM t")).toBe('select');
    expect(kind('WITH x AS (SELECT 1) SELECT * FROM x')).toBe('select');
    expect(kind('WITH x AS (UPDATE t SET a = 1 RETURNING *) SELECT * FROM x')).toBe('mutating');
    expect(kind('EXPLAIN SELECT 1')).toBe('read');
    expect(kind('EXPLAIN ANALYZE DELETE FROM t')).toBe('mutating');
    expect(kind('SHOW search_path')).toBe('read');
    expect(kind('SET search_path TO x')).toBe('session');
    expect(kind('SET GLOBAL max_connections = 1')).toBe('mutating');
    expect(kind('VACUUM t')).toBe('mutating');
  });

  it('finds only the top-level limit and replaces or appends it', () => {
    const sql = 'SELECT * FROM (SELECT * FROM t LIMIT 3) s LIMIT 20 OFFSET 5';
    const tokens = lexSql(sql);
    expect(findSqlLimit(tokens)).toMatchObject({ value: 20 });
    expect(withSqlLimit(sql, tokens, 7)).toBe('SELECT * FROM (SELECT * FROM t LIMIT 3) s LIMIT 7 OFFSET 5');
    expect(findSqlLimit(lexSql('SELECT * FROM t FETCH FIRST 4 ROWS ONLY'))).toMatchObject({ value: 4 });
    expect(findSqlLimit(lexSql('SELECT * FROM t LIMIT 10, 30', { mysql: true }))).toMatchObject({ value: 30 });
    expect(withSqlLimit('SELECT 1 -- note', lexSql('SELECT 1 -- note'), 5)).toBe('SELECT 1 -- note\nLIMIT 5');
    expect(withSqlLimit('SELECT 1 LIMIT ALL', lexSql('SELECT 1 LIMIT ALL'), 5)).toBe('SELECT 1 LIMIT 5');
  });

  it('splits on semicolons outside strings, comments and dollar bodies', () => {
    const statements = parseScript("SELECT ';'; -- a; comment\nCREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\n;", 'postgresql');
    expect(statements.map((s) => s.kind)).toEqual(['select', 'mutating']);
    expect(statements[1].sql).toContain('$$ SELECT 1; $$');
  });

  it('lists the tables a script reads or writes, without CTE names or functions', () => {
    expect(scriptTables('WITH r AS (SELECT * FROM raw.events) SELECT * FROM r JOIN "Dim"."Users" u ON true, generate_series(1, 3)', 'postgresql')).toEqual([
      { table: 'events', schema: 'raw', catalog: null },
      { table: 'Users', schema: 'Dim', catalog: null },
    ]);
    expect(scriptTables('INSERT INTO `db`.`t` (a) SELECT a FROM s', 'mysql')).toEqual([
      { table: 't', schema: 'db', catalog: null },
      { table: 's', schema: null, catalog: null },
    ]);
  });
});
