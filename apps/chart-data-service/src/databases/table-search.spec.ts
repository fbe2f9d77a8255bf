import { searchTables, type TableEntry } from './table-search';

const tables: TableEntry[] = ['orders', 'order_items', 'customer_orders', 'ord_x_dim', 'products', 'ORDERS_ARCHIVE'].map((value) => ({
  value,
  type: 'table' as const,
}));

describe('searchTables', () => {
  it('ranks exact, prefix, substring then fuzzy matches', () => {
    expect(searchTables(tables, 'orders').map((t) => t.value)).toEqual(['orders', 'ORDERS_ARCHIVE', 'customer_orders', 'order_items']);
    expect(searchTables(tables, 'ordx').map((t) => t.value)).toEqual(['ord_x_dim']);
    expect(searchTables(tables, 'oit').map((t) => t.value)).toEqual(['order_items']);
  });

  it('returns everything for an empty search', () => {
    expect(searchTables(tables, '  ')).toHaveLength(6);
  });

  it('stays fast on 100,000 tables', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ value: `table_${i}_fact`, type: 'table' as const }));
    const started = performance.now();
    expect(searchTables(many, 'table_99999_').map((t) => t.value)).toEqual(['table_99999_fact']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
