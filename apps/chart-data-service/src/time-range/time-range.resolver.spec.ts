import { ErrorCode, TesseraError } from '@tessera/contracts';
import { isoWithoutZone, resolveTimeRanges } from './time-range.resolver';

describe('resolveTimeRanges', () => {
  const now = new Date('2024-06-08T13:45:10.789Z');

  it('anchors relative ranges on today, as chart queries do, and reads now to the whole second', () => {
    expect(resolveTimeRanges([{ timeRange: 'Last week' }, { timeRange: 'Last 2 hours' }, { timeRange: '2024-01-01 : now' }], now)).toEqual([
      { since: '2024-06-01T00:00:00', until: '2024-06-08T00:00:00', timeRange: 'Last week' },
      { since: '2024-06-07T22:00:00', until: '2024-06-08T00:00:00', timeRange: 'Last 2 hours' },
      { since: '2024-01-01T00:00:00', until: '2024-06-08T13:45:10', timeRange: '2024-01-01 : now' },
    ]);
  });

  it('moves both bounds by a shift and leaves open sides empty', () => {
    expect(resolveTimeRanges([{ timeRange: '2024-01-15 : ', shift: '1 week ago' }, { timeRange: 'No filter' }], now)).toEqual([
      { since: '2024-01-08T00:00:00', until: '', timeRange: '2024-01-15 : ', shift: '1 week ago' },
      { since: '', until: '', timeRange: 'No filter' },
    ]);
  });

  it("reports an unreadable range as a bad request with Superset's prefix", () => {
    const error = (() => {
      try {
        resolveTimeRanges([{ timeRange: 'Last week' }, { timeRange: 'whenever' }], now);
      } catch (thrown) {
        return thrown;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(TesseraError);
    expect(error).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: expect.stringMatching(/^Unexpected time range: .*whenever/) });
  });

  it('writes microseconds only when there are any, as Python does', () => {
    expect(isoWithoutZone(new Date('2024-06-08T00:00:00.250Z'))).toBe('2024-06-08T00:00:00.250000');
    expect(isoWithoutZone(new Date('2024-06-08T09:05:03Z'))).toBe('2024-06-08T09:05:03');
  });
});
