import { checkSql } from './check-sql';
import { ANALYST_QUERIES } from './testing/analyst-queries';

const cases = ANALYST_QUERIES.flatMap((query) => query.engines.map((engine) => ({ ...query, engine })));

describe('ordinary analyst queries', () => {
  it.each(cases)('$engine runs $sql', async ({ sql, engine, kind, tables }) => {
    const statements = await checkSql(sql, { engine, allowDml: false });
    expect(statements.some((statement) => statement.kind === kind)).toBe(true);
    expect(statements.flatMap((statement) => statement.tables)).toEqual(tables);
  });
});
