import type { GuardTableRef, SqlGuardEngine, StatementKind } from '../sql-guard.types';

/** An ordinary query the guard must let through, with what it should report. */
export interface AnalystQuery {
  sql: string;
  engines: readonly SqlGuardEngine[];
  kind: StatementKind;
  tables: GuardTableRef[];
}

const table = (name: string, schema: string | null = null, catalog: string | null = null): GuardTableRef => ({
  catalog,
  schema,
  table: name,
});
const PG: readonly SqlGuardEngine[] = ['postgresql'];
const DUCK: readonly SqlGuardEngine[] = ['duckdb'];
const MY: readonly SqlGuardEngine[] = ['mysql', 'mariadb'];
const PG_DUCK: readonly SqlGuardEngine[] = ['postgresql', 'duckdb'];
const ALL: readonly SqlGuardEngine[] = ['postgresql', 'duckdb', 'mysql', 'mariadb'];

/** Everyday analyst SQL per engine: joins, windows, CTEs, dialect forms. Exported for replay over HTTP. */
export const ANALYST_QUERIES: readonly AnalystQuery[] = [
  { sql: 'SELECT 1', engines: ALL, kind: 'select', tables: [] },
  {
    sql: 'SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.total > 10 ORDER BY o.id LIMIT 10',
    engines: ALL,
    kind: 'select',
    tables: [table('orders'), table('customers')],
  },
  {
    sql: 'SELECT region, sum(total) OVER (PARTITION BY region ORDER BY day ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS rolling FROM sales',
    engines: ALL,
    kind: 'select',
    tables: [table('sales')],
  },
  {
    sql: "WITH recent AS (SELECT * FROM sales WHERE day > DATE '2024-01-01') SELECT region, count(*) FROM recent GROUP BY region HAVING count(*) > 1",
    engines: ALL,
    kind: 'select',
    tables: [table('sales')],
  },
  {
    sql: 'SELECT * FROM public.orders WHERE id IN (SELECT order_id FROM public.refunds)',
    engines: PG_DUCK,
    kind: 'select',
    tables: [table('orders', 'public'), table('refunds', 'public')],
  },
  {
    sql: 'SELECT a FROM t1 UNION ALL SELECT b FROM t2 EXCEPT SELECT c FROM t3',
    engines: PG_DUCK,
    kind: 'select',
    tables: [table('t1'), table('t2'), table('t3')],
  },
  { sql: 'SELECT * FROM generate_series(1, 10) AS g', engines: PG_DUCK, kind: 'select', tables: [] },
  { sql: 'SELECT unnest(ARRAY[1, 2, 3])', engines: PG_DUCK, kind: 'select', tables: [] },
  { sql: "SELECT payload->>'name', (payload->'age')::int FROM events", engines: PG_DUCK, kind: 'select', tables: [table('events')] },
  { sql: 'SELECT created_at::date AS day, count(*) FROM events GROUP BY 1', engines: PG_DUCK, kind: 'select', tables: [table('events')] },
  { sql: 'SELECT * FROM orders LIMIT 10 OFFSET 20', engines: ALL, kind: 'select', tables: [table('orders')] },
  { sql: 'SELECT * FROM orders FETCH FIRST 5 ROWS ONLY', engines: PG, kind: 'select', tables: [table('orders')] },
  { sql: "SELECT current_setting('TimeZone')", engines: PG_DUCK, kind: 'select', tables: [] },
  { sql: 'EXPLAIN SELECT * FROM orders', engines: ALL, kind: 'read', tables: [table('orders')] },
  { sql: 'SHOW search_path', engines: PG, kind: 'read', tables: [] },
  { sql: 'BEGIN; SELECT 1; COMMIT', engines: PG, kind: 'session', tables: [] },
  { sql: 'SELECT * FROM "Mixed Case"."Orders"', engines: PG_DUCK, kind: 'select', tables: [table('Orders', 'Mixed Case')] },
  { sql: 'SELECT * FROM analytics.main.orders', engines: PG_DUCK, kind: 'select', tables: [table('orders', 'main', 'analytics')] },
  { sql: 'FROM orders SELECT id WHERE total > 1', engines: DUCK, kind: 'select', tables: [table('orders')] },
  { sql: 'FROM orders', engines: DUCK, kind: 'select', tables: [table('orders')] },
  { sql: 'SUMMARIZE orders', engines: DUCK, kind: 'read', tables: [table('orders')] },
  { sql: 'DESCRIBE orders', engines: DUCK, kind: 'read', tables: [table('orders')] },
  { sql: 'SHOW TABLES', engines: DUCK, kind: 'read', tables: [] },
  {
    sql: 'SELECT * EXCLUDE (secret) FROM customers QUALIFY row_number() OVER (PARTITION BY region) = 1',
    engines: DUCK,
    kind: 'select',
    tables: [table('customers')],
  },
  { sql: 'SELECT list_transform([1, 2], x -> x + 1)', engines: DUCK, kind: 'select', tables: [] },
  { sql: 'SELECT * FROM duckdb_tables()', engines: DUCK, kind: 'select', tables: [] },
  { sql: 'SELECT `o`.`id` FROM `shop`.`orders` AS `o`', engines: MY, kind: 'select', tables: [table('orders', 'shop')] },
  { sql: 'SELECT 1 FROM dual', engines: MY, kind: 'select', tables: [] },
  { sql: 'SELECT * FROM orders LIMIT 20, 10', engines: MY, kind: 'select', tables: [table('orders')] },
  {
    sql: "SELECT DATE_FORMAT(created_at, '%Y-%m') AS month, COUNT(*) FROM orders GROUP BY month",
    engines: MY,
    kind: 'select',
    tables: [table('orders')],
  },
  { sql: 'SELECT 1 # a comment', engines: MY, kind: 'select', tables: [] },
  { sql: 'SHOW TABLES', engines: MY, kind: 'read', tables: [] },
  {
    sql: "SELECT * FROM orders WHERE region <=> ? AND note = '<=>' AND name REGEXP ? LIMIT ?",
    engines: MY,
    kind: 'select',
    tables: [table('orders')],
  },
  {
    sql: 'SELECT MAKEDATE(YEAR(`day`), 1) + INTERVAL QUARTER(`day`) QUARTER - INTERVAL 1 QUARTER AS q, COUNT(*) FROM `shop`.`orders` GROUP BY q LIMIT 18446744073709551615 OFFSET 5',
    engines: MY,
    kind: 'select',
    tables: [table('orders', 'shop')],
  },
  {
    sql: 'SELECT "region", count(*) AS "count" FROM (\nSELECT * FROM orders\n) AS virtual_table WHERE "day" >= $1 AND "region" IS NOT DISTINCT FROM $2 GROUP BY "region" LIMIT $3',
    engines: PG_DUCK,
    kind: 'select',
    tables: [table('orders')],
  },
  { sql: '-- the weekly numbers\nSELECT 1; -- done', engines: ALL, kind: 'select', tables: [] },
];
