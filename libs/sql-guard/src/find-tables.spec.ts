import { findTables } from './check-sql';
import type { GuardTableRef } from './sql-guard.types';

const t = (table: string, schema: string | null = null, catalog: string | null = null): GuardTableRef => ({ catalog, schema, table });

describe('findTables', () => {
  describe.each(['postgresql', 'duckdb', 'mysql', 'mariadb'])('on %s', (engine) => {
    it('excludes CTE names and includes the tables inside CTE bodies', async () => {
      await expect(
        findTables('WITH recent AS (SELECT * FROM orders) SELECT * FROM recent JOIN customers ON true', engine),
      ).resolves.toEqual([t('orders'), t('customers')]);
    });

    it('finds tables in sub-queries, IN (SELECT …), joins and set operations, once each', async () => {
      const sql = 'SELECT * FROM a JOIN (SELECT * FROM b) AS bb ON true WHERE a.x IN (SELECT y FROM c) UNION SELECT * FROM a';
      await expect(findTables(sql, engine)).resolves.toEqual([t('a'), t('b'), t('c')]);
    });

    it('keeps schema qualifiers', async () => {
      await expect(findTables('SELECT * FROM sales.orders o LEFT JOIN crm.customers c ON true', engine)).resolves.toEqual([
        t('orders', 'sales'),
        t('customers', 'crm'),
      ]);
    });

    it('includes the targets of data changes', async () => {
      await expect(findTables('INSERT INTO archive SELECT * FROM orders', engine)).resolves.toEqual([t('archive'), t('orders')]);
      await expect(findTables('DELETE FROM orders WHERE id IN (SELECT id FROM refunds)', engine)).resolves.toEqual([
        t('orders'),
        t('refunds'),
      ]);
    });

    it('does not let a CTE name hide a real table of the same name outside its scope', async () => {
      const sql = 'SELECT * FROM (WITH secret AS (SELECT 1 AS x) SELECT * FROM secret) AS s, secret';
      await expect(findTables(sql, engine)).resolves.toEqual([t('secret')]);
    });

    it('resolves a name used before its CTE is declared to the real table', async () => {
      const sql = 'WITH a AS (SELECT * FROM b), b AS (SELECT 1 AS x) SELECT * FROM a, b';
      await expect(findTables(sql, engine)).resolves.toEqual([t('b')]);
    });

    it('treats the table of every statement of a script', async () => {
      await expect(findTables('SELECT * FROM a; SELECT * FROM b', engine)).resolves.toEqual([t('a'), t('b')]);
    });
  });

  it('lets a recursive CTE refer to itself', async () => {
    const sql = 'WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r';
    for (const engine of ['postgresql', 'duckdb', 'mysql']) await expect(findTables(sql, engine)).resolves.toEqual([]);
  });

  it('keeps the case of quoted names and folds unquoted ones as PostgreSQL does', async () => {
    await expect(findTables('SELECT * FROM "Sales"."Orders", Customers', 'postgresql')).resolves.toEqual([
      t('Orders', 'Sales'),
      t('customers'),
    ]);
  });

  it('keeps catalog qualifiers', async () => {
    await expect(findTables('SELECT * FROM warehouse.sales.orders', 'postgresql')).resolves.toEqual([t('orders', 'sales', 'warehouse')]);
    await expect(findTables('SELECT * FROM warehouse.sales.orders', 'duckdb')).resolves.toEqual([t('orders', 'sales', 'warehouse')]);
  });

  it('reports DuckDB names as written whichever parser read the statement', async () => {
    await expect(findTables('UPDATE Sales.Orders SET a = 1 WHERE id IN (SELECT id FROM "Refunds")', 'duckdb')).resolves.toEqual([
      t('Orders', 'Sales'),
      t('Refunds'),
    ]);
    await expect(findTables('SELECT * FROM Sales.Orders', 'duckdb')).resolves.toEqual([t('Orders', 'Sales')]);
  });

  it('reads MySQL backticks', async () => {
    await expect(findTables('SELECT * FROM `Shop`.`Order Items`', 'mysql')).resolves.toEqual([t('Order Items', 'Shop')]);
  });

  it('finds the table DuckDB describes or summarizes', async () => {
    await expect(findTables('SUMMARIZE sales.orders', 'duckdb')).resolves.toEqual([t('orders', 'sales')]);
  });

  it('refuses SQL that does not parse', async () => {
    await expect(findTables('SELEC * FROM t', 'postgresql')).rejects.toMatchObject({ code: 'BAD_REQUEST', errorType: 'INVALID_SQL_ERROR' });
  });
});
