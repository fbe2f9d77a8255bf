import { lexSql } from './sql-lexer';
import { findSqlLimit, withSqlLimit } from './sql-limit';
import { scriptTables } from './sql-script';

describe('SQL scripts', () => {
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

  it('lists the tables a script reads or writes, without CTE names or functions', () => {
    expect(
      scriptTables(
        'WITH r AS (SELECT * FROM raw.events) SELECT * FROM r JOIN "Dim"."Users" u ON true, generate_series(1, 3)',
        'postgresql',
      ),
    ).toEqual([
      { table: 'events', schema: 'raw', catalog: null },
      { table: 'Users', schema: 'Dim', catalog: null },
    ]);
    expect(scriptTables('INSERT INTO `db`.`t` (a) SELECT a FROM s', 'mysql')).toEqual([
      { table: 't', schema: 'db', catalog: null },
      { table: 's', schema: null, catalog: null },
    ]);
    // Semicolons inside strings, comments and dollar bodies do not split statements.
    expect(
      scriptTables("SELECT ';' FROM a; -- b; c\nCREATE FUNCTION f() RETURNS int AS $$ SELECT 1 FROM d; $$ LANGUAGE sql;\n;", 'postgresql'),
    ).toEqual([{ table: 'a', schema: null, catalog: null }]);
  });
});
