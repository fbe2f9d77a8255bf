import { ErrorCode, TesseraError } from '@tessera/contracts';
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

  it("marks the place the database located inside the EXPLAIN it was sent, on the script's lines", async () => {
    const located = (line: number, column: number) =>
      ({
        execute: jest.fn(async () => {
          throw new TesseraError(ErrorCode.BAD_REQUEST, 'column "nope" does not exist', { extra: { line, column } });
        }),
      }) as unknown as EngineDatabase;
    // `EXPLAIN SELECT a,\n  b\nFROM t WHERE nope = 1`: the database points at line 3, column 14.
    expect(await validateScript('SELECT 1;\nSELECT a,\n  b\nFROM t WHERE nope = 1', 'postgresql', located(3, 14))).toContainEqual({
      line_number: 4,
      start_column: 14,
      end_column: 14,
      message: 'column "nope" does not exist',
    });
    // On the statement's first line the `EXPLAIN ` prefix is taken off: `EXPLAIN SELECT nope` points at column 16.
    expect(await validateScript('SELECT 1;  SELECT nope', 'postgresql', located(1, 16))).toContainEqual(
      expect.objectContaining({ line_number: 1, start_column: 19 }),
    );
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
