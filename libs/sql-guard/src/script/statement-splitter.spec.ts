import { hasMysqlDashAmbiguity, maskForMysqlParser, splitScript } from './statement-splitter';

const standard = { mysql: false };
const mysql = { mysql: true };
const texts = (sql: string, dialect = standard) => splitScript(sql, dialect).map((piece) => piece.text);

describe('splitScript', () => {
  it('cuts at top-level semicolons and reports where each statement starts', () => {
    expect(splitScript('SELECT 1;  SELECT 2', standard)).toEqual([
      { text: 'SELECT 1', offset: 0 },
      { text: 'SELECT 2', offset: 11 },
    ]);
  });

  it('ignores semicolons inside strings, quoted names, comments and dollar quotes', () => {
    expect(texts(`SELECT ';', ";" FROM t /* ; */ -- ;\n; SELECT $x$ ; $x$, E'\\';'`)).toEqual([
      `SELECT ';', ";" FROM t`,
      `SELECT $x$ ; $x$, E'\\';'`,
    ]);
  });

  it('knows nested block comments outside MySQL', () => {
    expect(texts('SELECT 1 /* a /* b */ ; */ + 1; SELECT 2')).toEqual(['SELECT 1 /* a /* b */ ; */ + 1', 'SELECT 2']);
  });

  it("reads MySQL's # comments, backticks and backslash escapes", () => {
    expect(texts("SELECT 'a\\';' # ;\n, `;` ; SELECT 2", mysql)).toEqual(["SELECT 'a\\';' # ;\n, `;`", 'SELECT 2']);
  });

  it('drops empty statements and trailing comments', () => {
    expect(texts(';; SELECT 1 ; -- bye\n ; /* end */')).toEqual(['SELECT 1']);
  });
});

describe('hasMysqlDashAmbiguity', () => {
  it('flags -- followed by a non-space outside strings and comments only', () => {
    expect(hasMysqlDashAmbiguity("SELECT 1 --LOAD_FILE('/x')")).toBe(true);
    expect(hasMysqlDashAmbiguity('SELECT 1 -- comment')).toBe(false);
    expect(hasMysqlDashAmbiguity("SELECT '--x', `--y` /* --z */")).toBe(false);
  });
});

describe('maskForMysqlParser', () => {
  it('rewrites <=> and ? in code only, keeping every offset', () => {
    const sql = "SELECT a <=> b, '<=>?' FROM t WHERE c<=>? AND d REGEXP ? -- <=> ?";
    const masked = maskForMysqlParser(sql);
    expect(masked).toBe("SELECT a  =  b, '<=>?' FROM t WHERE c = 0 AND d REGEXP x -- <=> ?");
    expect(masked).toHaveLength(sql.length);
  });
});
