import { frameOf, isCompleteRange, joinRange, rangeForFrame, splitRange } from './time-range-frames';

describe('time range frames', () => {
  it('recognises each frame from the stored range', () => {
    expect(frameOf(undefined)).toBe('No filter');
    expect(frameOf('No filter')).toBe('No filter');
    expect(frameOf('Last quarter')).toBe('Last');
    expect(frameOf('previous calendar month')).toBe('Previous');
    expect(frameOf('2020-01-01 : 2020-02-01T12:30:00')).toBe('Custom');
    expect(frameOf('2020-01-01 : ')).toBe('Custom');
    expect(frameOf(' : ')).toBe('Custom');
    expect(frameOf('7 days ago : now')).toBe('Advanced');
    expect(frameOf('Last 3 months')).toBe('Advanced');
  });

  it('splits and joins both ends around the separator', () => {
    expect(splitRange('2020-01-01 : now')).toEqual(['2020-01-01', 'now']);
    expect(splitRange(' : today')).toEqual(['', 'today']);
    expect(joinRange(' 1 year ago', 'now ')).toBe('1 year ago : now');
  });

  it('needs a named range or at least one bound', () => {
    expect(isCompleteRange('Last week')).toBe(true);
    expect(isCompleteRange(' : now')).toBe(true);
    expect(isCompleteRange(' : ')).toBe(false);
    expect(isCompleteRange('')).toBe(false);
  });

  it('starts a frame from a default range but keeps one that already fits', () => {
    expect(rangeForFrame('Last', 'No filter')).toBe('Last week');
    expect(rangeForFrame('Last', 'Last year')).toBe('Last year');
    expect(rangeForFrame('Previous', 'Last year')).toBe('previous calendar week');
    expect(rangeForFrame('No filter', 'Last year')).toBe('No filter');
    expect(rangeForFrame('Advanced', '2020-01-01 : 2021-01-01')).toBe('2020-01-01 : 2021-01-01');
  });
});
