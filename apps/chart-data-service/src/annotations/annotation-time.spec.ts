import { TesseraError } from '@tessera/contracts';
import { formatNaiveTime, parseNaiveTime } from './annotation-time';

describe('annotation times', () => {
  it('round-trips wall-clock times without a zone', () => {
    for (const text of ['2024-01-10T00:00:00', '2024-02-29T23:59:58', '1999-12-31T12:30:00'])
      expect(formatNaiveTime(parseNaiveTime(text, 'start_dttm'))).toBe(text);
    expect(formatNaiveTime(parseNaiveTime('2024-03-01', 'start_dttm'))).toBe('2024-03-01T00:00:00');
    expect(formatNaiveTime(parseNaiveTime('2024-03-01 09:30', 'start_dttm'))).toBe('2024-03-01T09:30:00');
  });

  it('refuses texts that are not dates, and impossible dates', () => {
    for (const text of ['yesterday', '2024-13-01', '2023-02-29', '2024-01-01T00:00:00+02:00']) {
      expect(() => parseNaiveTime(text, 'end_dttm')).toThrow(TesseraError);
    }
  });
});
