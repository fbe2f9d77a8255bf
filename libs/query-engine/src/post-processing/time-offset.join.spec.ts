import type { DataFrame } from './data-frame';
import { joinTimeOffsets, offsetMetricName } from './time-offset.join';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const D1 = Date.UTC(2021, 0, 1);
const D2 = Date.UTC(2021, 0, 2);

// Tests only need a fixed shift; real calendar shifting lives with the time-range code.
const shift = (offset: string, epochMs: number) => (offset === '1 year ago' ? epochMs + YEAR : epochMs + 7 * DAY);

const main: DataFrame = {
  columns: ['ds', 'gender', 'SUM(num)'],
  temporalColumns: ['ds'],
  rows: [
    { ds: D1, gender: 'boy', 'SUM(num)': 10 },
    { ds: D1, gender: 'girl', 'SUM(num)': 20 },
    { ds: D2, gender: 'boy', 'SUM(num)': 30 },
  ],
};

const yearAgo: DataFrame = {
  columns: ['ds', 'gender', 'SUM(num)'],
  rows: [
    { ds: D1 - YEAR, gender: 'boy', 'SUM(num)': 1 },
    { ds: D1 - YEAR, gender: 'girl', 'SUM(num)': 2 },
    { ds: D2 - 2 * YEAR, gender: 'boy', 'SUM(num)': 99 },
  ],
};

describe('joinTimeOffsets', () => {
  it('names offset metrics <metric>__<offset>', () => {
    expect(offsetMetricName('SUM(num)', '1 year ago')).toBe('SUM(num)__1 year ago');
  });

  it('left-joins shifted offset rows on time and join keys', () => {
    const weekAgo: DataFrame = {
      columns: ['ds', 'gender', 'SUM(num)'],
      rows: [{ ds: D2 - 7 * DAY, gender: 'boy', 'SUM(num)': 7 }],
    };
    const result = joinTimeOffsets(
      main,
      [
        { offset: '1 year ago', frame: yearAgo },
        { offset: '1 week ago', frame: weekAgo },
      ],
      { timeColumn: 'ds', joinKeys: ['gender'], shift },
    );
    expect(result.columns).toEqual(['ds', 'gender', 'SUM(num)', 'SUM(num)__1 year ago', 'SUM(num)__1 week ago']);
    expect(result.temporalColumns).toEqual(['ds']);
    expect(result.rows).toEqual([
      { ds: D1, gender: 'boy', 'SUM(num)': 10, 'SUM(num)__1 year ago': 1, 'SUM(num)__1 week ago': null },
      { ds: D1, gender: 'girl', 'SUM(num)': 20, 'SUM(num)__1 year ago': 2, 'SUM(num)__1 week ago': null },
      { ds: D2, gender: 'boy', 'SUM(num)': 30, 'SUM(num)__1 year ago': null, 'SUM(num)__1 week ago': 7 },
    ]);
    expect(main.rows[0]).toEqual({ ds: D1, gender: 'boy', 'SUM(num)': 10 });
  });

  it('repeats main rows matched several times, as a left join does', () => {
    const doubled: DataFrame = { ...yearAgo, rows: [...yearAgo.rows, { ds: D1 - YEAR, gender: 'boy', 'SUM(num)': 3 }] };
    const result = joinTimeOffsets(main, [{ offset: '1 year ago', frame: doubled }], { timeColumn: 'ds', joinKeys: ['gender'], shift });
    expect(result.rows.map((row) => row['SUM(num)__1 year ago'])).toEqual([1, 3, 2, null]);
  });

  it('rejects frames missing a join column', () => {
    expect(() => joinTimeOffsets(main, [], { timeColumn: 'ts', joinKeys: [], shift })).toThrow('Referenced columns not available');
    const noGender: DataFrame = { columns: ['ds', 'SUM(num)'], rows: [] };
    expect(() =>
      joinTimeOffsets(main, [{ offset: '1 year ago', frame: noGender }], { timeColumn: 'ds', joinKeys: ['gender'], shift }),
    ).toThrow('Referenced columns not available');
  });
});
