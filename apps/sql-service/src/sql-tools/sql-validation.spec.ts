import type { EngineDatabase } from '@tessera/engines';
import { validateScript } from './sql-validation';

/** A database whose EXPLAIN fails for statements naming `missing`, recording what it was sent. */
function fakeDatabase() {
  const sent: string[] = [];
  const database = {
    execute: jest.fn(async (sql: string) => {
      sent.push(sql);
      if (sql.includes('missing')) throw new Error('relation "missing" does not exist');
      return { columns: [], rows: [], truncated: false };
    }),
  } as unknown as EngineDatabase;
  return { database, sent };
}

describe('validateScript', () => {
  it('plans each statement EXPLAIN takes and reports the ones the database refuses where they start', async () => {
    const { database, sent } = fakeDatabase();
    const annotations = await validateScript(
      'SELECT 1;\n  SELECT * FROM missing;\nCREATE TABLE t (x int);\nDELETE FROM t',
      'postgresql',
      database,
    );
    expect(sent).toEqual(['EXPLAIN SELECT 1', 'EXPLAIN SELECT * FROM missing', 'EXPLAIN DELETE FROM t']);
    expect(annotations).toEqual([
      { line_number: 2, start_column: 3, end_column: 3 + 'SELECT * FROM missing'.length, message: expect.stringContaining('missing') },
    ]);
  });

  it('reports a parse error where the parser found it, and sends nothing', async () => {
    const { database, sent } = fakeDatabase();
    const annotations = await validateScript('SELECT 1;\nSELECT * FROM WHERE x', 'postgresql', database);
    expect(annotations).toEqual([
      expect.objectContaining({ line_number: 2, start_column: 15, message: expect.stringMatching(/^Unable to parse SQL: /) }),
    ]);
    expect(sent).toEqual([]);
  });

  it('reports host access and SQL from strings without planning anything, as DuckDB plans by reading the file', async () => {
    const { database, sent } = fakeDatabase();
    expect(await validateScript("SELECT * FROM read_csv_auto('/etc/passwd')", 'duckdb', database)).toEqual([
      expect.objectContaining({ line_number: 1, message: 'The function read_csv_auto is not allowed in SQL Lab queries.' }),
    ]);
    expect(await validateScript("SELECT 1; SELECT query_to_xml('select 1', true, false, '')", 'postgresql', database)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('query_to_xml') }),
    ]);
    expect(sent).toEqual([]);
  });

  it('asks about the tables before planning, and plans nothing when refused', async () => {
    const { database, sent } = fakeDatabase();
    const refusal = new Error('no access');
    const admitTables = jest.fn(() => Promise.reject(refusal));
    await expect(validateScript('SELECT * FROM hr.salaries', 'postgresql', database, false, admitTables)).rejects.toBe(refusal);
    expect(admitTables).toHaveBeenCalledWith([{ catalog: null, schema: 'hr', table: 'salaries' }]);
    expect(sent).toEqual([]);
  });
});
