import { findTables } from './check-sql';
import { applyRowLevelSecurity } from './row-level-security';
import type { GuardTableRef } from './sql-guard.types';

/** Clauses for `orders` (any schema) only. */
const ordersOnly = (table: GuardTableRef) => (table.table.toLowerCase() === 'orders' ? ["region = 'EU'"] : null);

describe('applyRowLevelSecurity', () => {
  describe.each(['postgresql', 'duckdb', 'mysql', 'mariadb'])('on %s', (engine) => {
    it('keeps an alias', async () => {
      await expect(applyRowLevelSecurity('SELECT x.id FROM orders AS x', engine, ordersOnly)).resolves.toBe(
        "SELECT x.id FROM (SELECT * FROM orders WHERE (region = 'EU')) AS x",
      );
    });

    it('names an unaliased, schema-qualified table after the table so qualified columns still resolve', async () => {
      await expect(applyRowLevelSecurity('SELECT orders.id FROM shop.orders WHERE orders.id > 1', engine, ordersOnly)).resolves.toBe(
        "SELECT orders.id FROM (SELECT * FROM shop.orders WHERE (region = 'EU')) AS orders WHERE orders.id > 1",
      );
    });

    it('rewrites every reference, in CTEs, sub-queries and joins, and joins several clauses with AND', async () => {
      const sql =
        'WITH r AS (SELECT * FROM orders) SELECT * FROM r JOIN customers c ON true WHERE c.id IN (SELECT customer_id FROM orders o)';
      const clauses = (table: GuardTableRef) => (table.table === 'orders' ? ['a = 1', 'b = 2'] : null);
      const rewritten = await applyRowLevelSecurity(sql, engine, clauses);
      expect(rewritten).toBe(
        'WITH r AS (SELECT * FROM (SELECT * FROM orders WHERE (a = 1) AND (b = 2)) AS orders) SELECT * FROM r JOIN customers c ON true ' +
          'WHERE c.id IN (SELECT customer_id FROM (SELECT * FROM orders WHERE (a = 1) AND (b = 2)) o)',
      );
      await expect(findTables(rewritten, engine)).resolves.toEqual([
        { catalog: null, schema: null, table: 'orders' },
        { catalog: null, schema: null, table: 'customers' },
      ]);
    });

    it('rewrites references in scalar sub-queries and EXISTS', async () => {
      await expect(
        applyRowLevelSecurity('SELECT (SELECT max(id) FROM orders) AS m FROM x WHERE EXISTS (SELECT 1 FROM orders)', engine, ordersOnly),
      ).resolves.toBe(
        "SELECT (SELECT max(id) FROM (SELECT * FROM orders WHERE (region = 'EU')) AS orders) AS m FROM x " +
          "WHERE EXISTS (SELECT 1 FROM (SELECT * FROM orders WHERE (region = 'EU')) AS orders)",
      );
    });

    it('leaves SQL without filtered tables byte for byte as written', async () => {
      const sql = 'SELECT  *  FROM customers   -- as typed\n';
      await expect(applyRowLevelSecurity(sql, engine, ordersOnly)).resolves.toBe(sql);
    });

    it('leaves the target of a data change alone and filters its sources', async () => {
      await expect(applyRowLevelSecurity('INSERT INTO orders SELECT * FROM orders', engine, ordersOnly)).resolves.toBe(
        "INSERT INTO orders SELECT * FROM (SELECT * FROM orders WHERE (region = 'EU')) AS orders",
      );
    });
  });

  it('keeps quoted names as written and quotes the alias it adds', async () => {
    const clauses = (table: GuardTableRef) => (table.table === 'Orders' ? ['1 = 1'] : null);
    await expect(applyRowLevelSecurity('SELECT * FROM "Sales"."Orders"', 'postgresql', clauses)).resolves.toBe(
      'SELECT * FROM (SELECT * FROM "Sales"."Orders" WHERE (1 = 1)) AS "Orders"',
    );
    await expect(applyRowLevelSecurity('SELECT * FROM `Sales`.`Orders`', 'mysql', clauses)).resolves.toBe(
      'SELECT * FROM (SELECT * FROM `Sales`.`Orders` WHERE (1 = 1)) AS `Orders`',
    );
  });

  it('splices at character offsets when the text holds multi-byte characters', async () => {
    for (const engine of ['postgresql', 'duckdb']) {
      await expect(applyRowLevelSecurity("SELECT 'café ☕' AS label, id FROM orders", engine, ordersOnly)).resolves.toBe(
        "SELECT 'café ☕' AS label, id FROM (SELECT * FROM orders WHERE (region = 'EU')) AS orders",
      );
    }
  });

  it('filters the sources of a data change, never its target', async () => {
    await expect(applyRowLevelSecurity('UPDATE x SET a = 1 FROM orders WHERE x.id = orders.id', 'postgresql', ordersOnly)).resolves.toBe(
      "UPDATE x SET a = 1 FROM (SELECT * FROM orders WHERE (region = 'EU')) AS orders WHERE x.id = orders.id",
    );
    await expect(applyRowLevelSecurity('UPDATE x JOIN orders ON x.id = orders.id SET x.a = 1', 'mysql', ordersOnly)).resolves.toBe(
      "UPDATE x JOIN (SELECT * FROM orders WHERE (region = 'EU')) AS orders ON x.id = orders.id SET x.a = 1",
    );
    await expect(applyRowLevelSecurity('UPDATE orders SET a = 1', 'postgresql', ordersOnly)).resolves.toBe('UPDATE orders SET a = 1');
  });

  it('moves ONLY into the sub-query', async () => {
    await expect(applyRowLevelSecurity('SELECT * FROM ONLY orders', 'postgresql', ordersOnly)).resolves.toBe(
      "SELECT * FROM (SELECT * FROM ONLY orders WHERE (region = 'EU')) AS orders",
    );
  });

  it("filters what DuckDB's DESCRIBE and SUMMARIZE read", async () => {
    await expect(applyRowLevelSecurity('SUMMARIZE orders', 'duckdb', ordersOnly)).resolves.toBe(
      "SUMMARIZE SELECT * FROM orders WHERE (region = 'EU')",
    );
    await expect(applyRowLevelSecurity('DESCRIBE SELECT * FROM orders', 'duckdb', ordersOnly)).resolves.toBe(
      "DESCRIBE SELECT * FROM (SELECT * FROM orders WHERE (region = 'EU')) AS orders",
    );
  });

  it('refuses a reference that cannot become a sub-query rather than leave it unfiltered', async () => {
    await expect(applyRowLevelSecurity('SELECT * FROM orders TABLESAMPLE SYSTEM (10)', 'postgresql', ordersOnly)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      errorType: 'QUERY_SECURITY_ACCESS_ERROR',
    });
  });

  it('hands the callback the reference as written', async () => {
    const seen: GuardTableRef[] = [];
    await applyRowLevelSecurity('SELECT * FROM warehouse.sales.orders', 'duckdb', (table) => {
      seen.push(table);
      return null;
    });
    expect(seen).toEqual([{ catalog: 'warehouse', schema: 'sales', table: 'orders' }]);
  });

  it('refuses SQL that does not parse', async () => {
    await expect(applyRowLevelSecurity('SELECT FROM FROM', 'postgresql', ordersOnly)).rejects.toMatchObject({
      errorType: 'INVALID_SQL_ERROR',
    });
  });
});
