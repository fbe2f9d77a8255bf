import { frameColtypes, toEpochMs, toQueryFrame } from './result-frame';

describe('toQueryFrame', () => {
  it('renames columns by position to the compiler labels and turns timestamps into epoch ms', () => {
    const result = {
      columns: [
        { name: 'ds', type: 'TIMESTAMP', genericType: 2 as const },
        { name: 'SUM(num)_3fa2', type: 'BIGINT', genericType: 0 as const },
      ],
      rows: [{ ds: new Date('2020-01-01T00:00:00Z'), 'SUM(num)_3fa2': 5 }],
      rowcount: 1,
      truncated: false,
    };
    const { frame, coltypes, sqlRowcount } = toQueryFrame(result, ['ds', 'SUM(num) over a very long label']);
    expect(frame.columns).toEqual(['ds', 'SUM(num) over a very long label']);
    expect(frame.rows).toEqual([{ ds: 1577836800000, 'SUM(num) over a very long label': 5 }]);
    expect(frame.temporalColumns).toEqual(['ds']);
    expect(coltypes).toEqual([2, 0]);
    expect(sqlRowcount).toBe(1);
  });

  it('reads timestamps given as text in UTC', () => {
    expect(toEpochMs('2020-01-01 00:00:00')).toBe(1577836800000);
    expect(toEpochMs('2020-01-01T01:00:00+01:00')).toBe(1577836800000);
    expect(toEpochMs(null)).toBeNull();
  });

  it('types a post-processed frame by its values', () => {
    expect(
      frameColtypes({ columns: ['t', 'n', 's', 'b'], rows: [{ t: 1, n: null, s: 'x', b: true }, { n: 2 }], temporalColumns: ['t'] }),
    ).toEqual([2, 0, 1, 3]);
  });
});
