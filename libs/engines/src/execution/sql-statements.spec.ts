import { escapeLike, splitStatements } from './sql-statements';

describe('splitStatements', () => {
  it('splits at top-level semicolons and drops empty statements', () => {
    expect(splitStatements('SELECT 1; SELECT 2;;\n')).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('ignores semicolons in strings, identifiers, comments and dollar-quoted bodies', () => {
    const sql = `SELECT ';' AS "a;b", 'it''s;' -- trailing; comment
      FROM t /* block; comment */ WHERE x = 1;
      CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;
      -- only a comment;`;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('WHERE x = 1');
    expect(statements[1]).toContain('$body$ SELECT 1; $body$');
  });

  it('honours backslash escapes only when asked (MySQL)', () => {
    expect(splitStatements("SELECT 'a\\'; b'; SELECT 2", { backslashEscapes: true })).toEqual(["SELECT 'a\\'; b'", 'SELECT 2']);
    expect(splitStatements("SELECT 'C:\\'; SELECT 2")).toEqual(["SELECT 'C:\\'", 'SELECT 2']);
  });
});

describe('escapeLike', () => {
  it('escapes wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
