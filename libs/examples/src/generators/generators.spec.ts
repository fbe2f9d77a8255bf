import type { ExampleRow } from '../tables/example-table.types';
import { generateBirthNames } from './birth-names.generator';
import { generateCleanedSalesData } from './cleaned-sales-data.generator';
import { generateVideoGameSales } from './video-game-sales.generator';
import { generateWbHealthPopulation } from './wb-health-population.generator';

const options = { scale: 1, seed: 42 };
const distinct = (rows: ExampleRow[], index: number) => new Set(rows.map((row) => row[index]));

describe('birth_names', () => {
  const rows = [...generateBirthNames(options)];

  it('covers every year from 1965 to 2008, both genders and the big states plus other', () => {
    const years = [...distinct(rows, 0)].map((ds) => (ds as Date).getUTCFullYear());
    expect(Math.min(...years)).toBe(1965);
    expect(Math.max(...years)).toBe(2008);
    expect(new Set(years).size).toBe(44);
    expect(distinct(rows, 1)).toEqual(new Set(['boy', 'girl']));
    expect([...distinct(rows, 4)]).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'other']));
  });

  it('splits num into num_boys or num_girls by gender', () => {
    const wrong = rows.filter(([, gender, , num, , boys, girls]) => {
      const [own, other] = gender === 'boy' ? [boys, girls] : [girls, boys];
      return own !== num || other !== 0 || (num as number) < 5;
    });
    expect(wrong).toEqual([]);
  });

  it('follows real name trends: Michael leads the 1970s, Jennifer the girls, Jayden rises late', () => {
    const total = (name: string, from: number, to: number) =>
      rows
        .filter((row) => row[2] === name && (row[0] as Date).getUTCFullYear() >= from && (row[0] as Date).getUTCFullYear() <= to)
        .reduce((sum, row) => sum + (row[3] as number), 0);
    expect(total('Michael', 1970, 1979)).toBeGreaterThan(total('David', 1970, 1979));
    expect(total('Jennifer', 1965, 2008)).toBeGreaterThan(total('Emma', 1965, 2008));
    expect(total('Jayden', 2004, 2008) / 5).toBeGreaterThan(total('Jayden', 1965, 1975) / 11);
    expect(total('Michael', 1965, 2008) / 44).toBeGreaterThan(20_000);
  });
});

describe('cleaned_sales_data', () => {
  const rows = [...generateCleanedSalesData(options)];

  it('keeps orders between January 2003 and May 2005 with increasing order numbers', () => {
    const dates = rows.map((row) => (row[1] as Date).getTime());
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(Date.UTC(2003, 0, 1));
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.UTC(2005, 4, 31));
    expect(rows.filter((row, index) => index > 0 && (row[0] as number) < (rows[index - 1][0] as number))).toEqual([]);
  });

  it('uses the known statuses, product lines, deal sizes and territories, mostly shipped', () => {
    expect([...distinct(rows, 2)].sort()).toEqual(['Cancelled', 'Disputed', 'In Process', 'On Hold', 'Resolved', 'Shipped']);
    expect([...distinct(rows, 3)].sort()).toEqual([
      'Classic Cars',
      'Motorcycles',
      'Planes',
      'Ships',
      'Trains',
      'Trucks and Buses',
      'Vintage Cars',
    ]);
    expect([...distinct(rows, 7)].sort()).toEqual(['Large', 'Medium', 'Small']);
    expect([...distinct(rows, 10)].sort()).toEqual(['APAC', 'EMEA', 'Japan', 'NA']);
    expect(rows.filter((row) => row[2] === 'Shipped').length / rows.length).toBeGreaterThan(0.85);
  });

  it('computes sales from quantity and price and sizes deals from sales', () => {
    const wrong = rows.filter(([, , , , quantity, price, sales, deal]) => {
      const expected = (sales as number) < 3000 ? 'Small' : (sales as number) < 7000 ? 'Medium' : 'Large';
      return Math.abs((sales as number) - (quantity as number) * (price as number)) > 0.005 || deal !== expected;
    });
    expect(wrong).toEqual([]);
  });
});

describe('video_game_sales', () => {
  const rows = [...generateVideoGameSales(options)];

  it('ranks games by non-increasing global sales that equal the regional sum', () => {
    const wrong = rows.filter((row, index) => {
      const parts = Math.round(((row[6] as number) + (row[7] as number) + (row[8] as number) + (row[9] as number)) * 100);
      const rising = index > 0 && (row[10] as number) > (rows[index - 1][10] as number);
      return row[0] !== index + 1 || rising || parts !== Math.round((row[10] as number) * 100);
    });
    expect(wrong).toEqual([]);
    expect(rows[0][10]).toBe(82.74);
    expect(rows[rows.length - 1][10]).toBeGreaterThanOrEqual(0.01);
  });

  it('keeps release years within each platform life', () => {
    const years = rows.map((row) => row[3] as number);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(1980);
    expect(Math.max(...years)).toBeLessThanOrEqual(2016);
    expect(rows.filter((row) => row[2] === 'PS4').every((row) => (row[3] as number) >= 2013)).toBe(true);
    expect(distinct(rows, 4).size).toBe(12);
  });
});

describe('wb_health_population', () => {
  const rows = [...generateWbHealthPopulation(options)];

  it('has 55 yearly rows per country with growing populations', () => {
    const byCountry = new Map<string, ExampleRow[]>();
    for (const row of rows) {
      const series = byCountry.get(row[1] as string) ?? [];
      series.push(row);
      byCountry.set(row[1] as string, series);
    }
    expect(byCountry.size).toBe(185);
    for (const series of byCountry.values())
      expect(series.map((row) => (row[3] as Date).getUTCFullYear())).toEqual(Array.from({ length: 55 }, (_, i) => 1960 + i));
    const usa = byCountry.get('USA')!;
    expect(usa[0][0]).toBe('United States');
    expect(usa[0][2]).toBe('North America');
    expect(usa[54][4] as number).toBeGreaterThan(300e6);
    expect(usa[0][4] as number).toBeLessThan(usa[54][4] as number);
    expect(usa[0][5] as number).toBeLessThan(usa[54][5] as number);
  });

  it('leaves indicators empty where the World Bank has no figures', () => {
    const early = rows.filter((row) => (row[3] as Date).getUTCFullYear() < 1990);
    expect(early.every((row) => row[8] === null)).toBe(true);
    const japan2010 = rows.find((row) => row[1] === 'JPN' && (row[3] as Date).getUTCFullYear() === 2010)!;
    expect(japan2010[8]).toBeNull();
    const southAfrica2010 = rows.find((row) => row[1] === 'ZAF' && (row[3] as Date).getUTCFullYear() === 2010)!;
    expect(southAfrica2010[8] as number).toBeGreaterThan(1_000_000);
    expect(rows.find((row) => row[1] === 'SSD' && (row[3] as Date).getUTCFullYear() === 2000)![6]).toBeNull();
  });

  it('invents extra countries only beyond the real list', () => {
    const big = [...generateWbHealthPopulation({ scale: 1.1, seed: 42 })];
    const codes = new Set(big.map((row) => row[1]));
    expect(codes.size).toBe(Math.round(185 * 1.1));
    expect([...codes].filter((code) => (code as string).startsWith('X')).length).toBe(codes.size - 185);
  });
});
