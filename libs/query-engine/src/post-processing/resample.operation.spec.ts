import type { DataFrame } from './data-frame';
import { pivot } from './pivot.operation';
import { resample } from './resample.operation';

const DAY = 86_400_000;
const D0 = Date.UTC(2021, 0, 1);

const daily: DataFrame = {
  columns: ['ds', 'v'],
  index: ['ds'],
  temporalColumns: ['ds'],
  rows: [
    { ds: D0 + 3 * DAY, v: 4 },
    { ds: D0, v: 1 },
    { ds: D0 + DAY, v: 2 },
  ],
};

const series = (frame: DataFrame) => frame.rows.map((row) => [row.ds, row.v]);

describe('resample', () => {
  it.each([
    ['asfreq', undefined, [1, 2, null, 4]],
    ['asfreq', 0, [1, 2, 0, 4]],
    ['ffill', undefined, [1, 2, 2, 4]],
    ['bfill', undefined, [1, 2, 4, 4]],
    ['linear', undefined, [1, 2, 3, 4]],
    ['sum', undefined, [1, 2, 0, 4]],
    ['mean', undefined, [1, 2, null, 4]],
  ] as const)('upsamples daily gaps with %s (fill %p)', (method, fill, expected) => {
    const result = resample(daily, { rule: '1D', method, fill_value: fill });
    expect(result.index).toEqual(['ds']);
    expect(series(result)).toEqual(expected.map((v, i) => [D0 + i * DAY, v]));
  });

  it('bins fixed-length rules from midnight of the first day', () => {
    expect(series(resample(daily, { rule: '2D', method: 'sum' }))).toEqual([
      [D0, 3],
      [D0 + 2 * DAY, 4],
    ]);
    expect(series(resample(daily, { rule: '2D', method: 'median' }))).toEqual([
      [D0, 1.5],
      [D0 + 2 * DAY, 4],
    ]);
  });

  it('labels weeks with their closing Sunday', () => {
    expect(series(resample(daily, { rule: 'W', method: 'sum' }))).toEqual([
      [Date.UTC(2021, 0, 3), 3],
      [Date.UTC(2021, 0, 10), 4],
    ]);
    expect(series(resample(daily, { rule: 'W-MON', method: 'sum' }))).toEqual([[Date.UTC(2021, 0, 4), 7]]);
  });

  it('labels months at their end for M and their start for MS', () => {
    const frame: DataFrame = {
      ...daily,
      rows: [
        { ds: Date.UTC(2021, 0, 15), v: 1 },
        { ds: Date.UTC(2021, 0, 31, 12), v: 2 },
        { ds: Date.UTC(2021, 2, 1), v: 5 },
      ],
    };
    expect(series(resample(frame, { rule: '1M', method: 'sum' }))).toEqual([
      [Date.UTC(2021, 0, 31), 3],
      [Date.UTC(2021, 1, 28), 0],
      [Date.UTC(2021, 2, 31), 5],
    ]);
    expect(series(resample(frame, { rule: 'MS', method: 'mean' }))).toEqual([
      [Date.UTC(2021, 0, 1), 1.5],
      [Date.UTC(2021, 1, 1), null],
      [Date.UTC(2021, 2, 1), 5],
    ]);
  });

  it('labels years at their start for 1AS', () => {
    const frame: DataFrame = {
      ...daily,
      rows: [
        { ds: Date.UTC(2020, 5, 1), v: 1 },
        { ds: Date.UTC(2022, 0, 1), v: 2 },
      ],
    };
    expect(series(resample(frame, { rule: '1AS', method: 'sum' }))).toEqual([
      [Date.UTC(2020, 0, 1), 1],
      [Date.UTC(2021, 0, 1), 0],
      [Date.UTC(2022, 0, 1), 2],
    ]);
  });

  it('bins hours and minutes', () => {
    const frame: DataFrame = {
      ...daily,
      rows: [
        { ds: D0 + 30 * 60_000, v: 1 },
        { ds: D0 + 135 * 60_000, v: 3 },
      ],
    };
    expect(series(resample(frame, { rule: '1H', method: 'mean' }))).toEqual([
      [D0, 1],
      [D0 + 3_600_000, null],
      [D0 + 7_200_000, 3],
    ]);
    expect(resample(frame, { rule: '15T', method: 'sum' }).rows).toHaveLength(8);
  });

  it('resamples every series of a pivot', () => {
    const pivoted = pivot(
      {
        columns: ['ds', 'g', 'm'],
        temporalColumns: ['ds'],
        rows: [
          { ds: D0, g: 'a', m: 1 },
          { ds: D0 + 2 * DAY, g: 'a', m: 3 },
          { ds: D0 + 2 * DAY, g: 'b', m: 5 },
        ],
      },
      { index: ['ds'], columns: ['g'], aggregates: { m: { operator: 'mean' } } },
    );
    const result = resample(pivoted, { rule: '1D', method: 'asfreq', fill_value: 0 });
    expect(result.columnLevels).toEqual(pivoted.columnLevels);
    expect(result.rows).toEqual([
      { ds: D0, 'm, a': 1, 'm, b': 0 },
      { ds: D0 + DAY, 'm, a': 0, 'm, b': 0 },
      { ds: D0 + 2 * DAY, 'm, a': 3, 'm, b': 5 },
    ]);
  });

  it('rejects frames without a time index, unknown methods and rules', () => {
    expect(() => resample({ columns: ['v'], rows: [] }, { rule: '1D', method: 'sum' })).toThrow(
      'Error: Resample operation requires DatetimeIndex',
    );
    expect(() => resample(daily, { rule: '1D', method: 'nearest' as never })).toThrow(
      'Error: Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    );
    expect(() => resample(daily, { rule: 'fortnight', method: 'sum' })).toThrow('Error: Invalid resample rule: fortnight');
    expect(() => resample(daily, { rule: '1ms', method: 'sum' })).toThrow('produces too many rows');
  });
});
