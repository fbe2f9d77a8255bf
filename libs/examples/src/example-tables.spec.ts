import { createHash } from 'node:crypto';

import type { ExampleTable, ExampleValue } from './tables/example-table.types';
import { EXAMPLE_TABLES, getExampleTable } from './example-tables';

function hashRows(table: ExampleTable, scale: number, seed: number): { hash: string; count: number } {
  const hash = createHash('sha256');
  let count = 0;
  for (const row of table.rows({ scale, seed })) {
    hash.update(JSON.stringify(row.map((value) => (value instanceof Date ? value.toISOString() : value))));
    hash.update('\n');
    count += 1;
  }
  return { hash: hash.digest('hex'), count };
}

function matchesType(value: ExampleValue, type: string): boolean {
  if (value === null) return true;
  switch (type) {
    case 'TIMESTAMP':
      return value instanceof Date && !Number.isNaN(value.getTime());
    case 'BIGINT':
      return Number.isSafeInteger(value);
    case 'DOUBLE':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === 'string';
  }
}

describe('example tables', () => {
  it('declares the tables, their exact column names, main datetime column and metrics', () => {
    expect(EXAMPLE_TABLES.map((table) => [table.name, table.columns.map((column) => column.name), table.mainDttmCol])).toEqual([
      ['birth_names', ['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls'], 'ds'],
      [
        'cleaned_sales_data',
        [
          'order_number',
          'order_date',
          'status',
          'product_line',
          'quantity_ordered',
          'price_each',
          'sales',
          'deal_size',
          'city',
          'country',
          'region',
          'customer_name',
        ],
        'order_date',
      ],
      [
        'video_game_sales',
        ['rank', 'name', 'platform', 'year', 'genre', 'publisher', 'na_sales', 'eu_sales', 'jp_sales', 'other_sales', 'global_sales'],
        'year',
      ],
      [
        'wb_health_population',
        [
          'country_name',
          'country_code',
          'region',
          'year',
          'SP_POP_TOTL',
          'SP_DYN_LE00_IN',
          'NY_GDP_MKTP_CD',
          'SP_RUR_TOTL_ZS',
          'SH_DYN_AIDS',
        ],
        'year',
      ],
    ]);
    expect(getExampleTable('birth_names').metrics.slice(0, 2)).toEqual([
      { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)', metric_type: 'count' },
      { metric_name: 'sum__num', expression: 'SUM(num)', verbose_name: 'SUM(num)', metric_type: 'sum' },
    ]);
    expect(getExampleTable('cleaned_sales_data').metrics.map((metric) => metric.metric_name)).toContain('sum__sales');
    expect(getExampleTable('wb_health_population').metrics).toContainEqual(
      expect.objectContaining({ metric_name: 'sum__SP_POP_TOTL', expression: 'SUM("SP_POP_TOTL")' }),
    );
    expect(() => getExampleTable('flights')).toThrow('Unknown example table "flights"');
  });

  it.each(EXAMPLE_TABLES.map((table) => [table.name, table] as const))('%s: every value matches its column type', (_name, table) => {
    for (const row of table.rows({ scale: 0.2, seed: 7 })) {
      expect(row).toHaveLength(table.columns.length);
      table.columns.forEach((column, index) => {
        if (!matchesType(row[index], column.type))
          throw new Error(`${table.name}.${column.name} = ${String(row[index])} is not ${column.type}`);
      });
    }
  });

  it.each(EXAMPLE_TABLES.map((table) => [table.name, table] as const))(
    '%s: same seed and scale give identical rows, another seed other rows',
    (_name, table) => {
      const first = hashRows(table, 0.1, 42);
      expect(hashRows(table, 0.1, 42)).toEqual(first);
      expect(hashRows(table, 0.1, 43).hash).not.toBe(first.hash);
    },
  );

  it('keeps its output stable across runs and machines', () => {
    expect(hashRows(getExampleTable('birth_names'), 0.05, 42).hash.slice(0, 16)).toBe(GOLDEN.birth_names);
    expect(hashRows(getExampleTable('video_game_sales'), 0.05, 42).hash.slice(0, 16)).toBe(GOLDEN.video_game_sales);
  });

  it('sizes tables by scale', () => {
    const counts = (scale: number) => Object.fromEntries(EXAMPLE_TABLES.map((table) => [table.name, hashRows(table, scale, 42).count]));
    const one = counts(1);
    expect(one).toMatchObject({ birth_names: 74_800, video_game_sales: 16_598, wb_health_population: 185 * 55 });
    expect(one.cleaned_sales_data).toBeGreaterThan(2_500);
    expect(one.cleaned_sales_data).toBeLessThan(3_200);
    const tenth = counts(0.1);
    expect(tenth).toMatchObject({ birth_names: 7_920, video_game_sales: 1_660, wb_health_population: 19 * 55 });
    expect(tenth.cleaned_sales_data).toBeGreaterThan(200);
    expect(tenth.cleaned_sales_data).toBeLessThan(350);
    for (const table of EXAMPLE_TABLES) {
      const expected = table.expectedRows(0.1);
      if (expected !== null) expect(tenth[table.name]).toBe(expected);
    }
    expect(hashRows(getExampleTable('birth_names'), 3, 42).count).toBe(3 * 74_800);
  });
});

// First 16 hex digits of the sha256 of the rows; a change here means every loaded example changes.
const GOLDEN = { birth_names: 'f0345a873af24da5', video_game_sales: '64666c127c63f78c' };
