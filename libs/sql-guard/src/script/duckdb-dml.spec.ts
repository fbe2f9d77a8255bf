import { checkSql } from '../check-sql';
import { applyRowLevelSecurity } from '../row-level-security';

const withDml = { engine: 'duckdb', allowDml: true };
const t = (table: string, schema: string | null = null) => ({ catalog: null, schema, table });

describe("DuckDB's own write forms", () => {
  it.each([
    ['CREATE OR REPLACE TABLE s.summary AS FROM orders', [t('summary', 's'), t('orders')]],
    ['CREATE TEMP TABLE IF NOT EXISTS "Recent" AS SELECT * FROM orders WHERE day > today() - 7', [t('Recent'), t('orders')]],
    ['CREATE OR REPLACE VIEW v AS WITH x AS (FROM orders) SELECT * FROM x', [t('v'), t('orders')]],
    ['INSERT OR REPLACE INTO archive BY NAME SELECT * FROM orders', [t('archive'), t('orders')]],
    ['INSERT INTO archive (id, "Total") FROM orders', [t('archive'), t('orders')]],
  ])('reads %s with DuckDB parser', async (sql, tables) => {
    await expect(checkSql(sql, withDml)).resolves.toEqual([expect.objectContaining({ kind: 'mutating', tables })]);
    await expect(checkSql(sql, { engine: 'duckdb', allowDml: false })).rejects.toMatchObject({ errorType: 'DML_NOT_ALLOWED_ERROR' });
  });

  it.each([
    "CREATE OR REPLACE TABLE x AS FROM read_text('/etc/passwd')",
    "INSERT OR REPLACE INTO x BY NAME FROM 'data/secret.csv'",
    "CREATE OR REPLACE TABLE x AS SELECT getenv('HOME')",
  ])('still refuses host access inside them: %s', async (sql) => {
    await expect(checkSql(sql, withDml)).rejects.toMatchObject({ code: 'FORBIDDEN', errorType: 'QUERY_SECURITY_ACCESS_ERROR' });
  });

  it('filters the query, not the target, under row-level security', async () => {
    const clauses = (table: { table: string }) => (table.table === 'orders' ? ['a = 1'] : null);
    await expect(applyRowLevelSecurity('CREATE OR REPLACE TABLE orders AS FROM orders', 'duckdb', clauses)).resolves.toBe(
      'CREATE OR REPLACE TABLE orders AS FROM (SELECT * FROM orders WHERE (a = 1)) AS orders',
    );
  });
});
