import { formatDuration } from './duration.format';
import { formatMemory } from './memory.format';
import { getNumberFormatter, isPercentFormat } from './number-format';

describe('getNumberFormatter', () => {
  it('formats adaptively by default: SI above a thousand, plain below, micro values with µ', () => {
    const smart = getNumberFormatter('SMART_NUMBER');
    expect(getNumberFormatter()).toBe(smart);
    expect(smart(0)).toBe('0');
    expect(smart(999)).toBe('999');
    expect(smart(12.345)).toBe('12.35');
    expect(smart(1234)).toBe('1.23k');
    expect(smart(-1234567)).toBe('-1.23M');
    expect(smart(2.5e9)).toBe('2.5B');
    expect(smart(0.0123)).toBe('0.0123');
    expect(smart(0.00001234)).toBe('12.3µ');
    expect(getNumberFormatter('SMART_NUMBER_SIGNED')(1234)).toBe('+1.23k');
  });

  it('applies d3 formats with an ASCII minus', () => {
    expect(getNumberFormatter(',d')(12345.432)).toBe('12,345');
    expect(getNumberFormatter('.1%')(0.1234)).toBe('12.3%');
    expect(getNumberFormatter('$,.2f')(-12345.432)).toBe('-$12,345.43');
    expect(getNumberFormatter('.3s')(12345.432)).toBe('12.3k');
    expect(getNumberFormatter('+.1%')(0.5)).toBe('+50.0%');
  });

  it('prints missing and infinite values and flags invalid formats', () => {
    const format = getNumberFormatter(',d');
    expect(format(null)).toBe('N/A');
    expect(format(undefined)).toBe('N/A');
    expect(format(Number.NaN)).toBe('N/A');
    expect(format(Infinity)).toBe('∞');
    expect(format(-Infinity)).toBe('-∞');
    expect(getNumberFormatter('xyz')(5)).toBe('5 (Invalid format: xyz)');
  });

  it('formats durations and memory sizes', () => {
    expect(getNumberFormatter('DURATION')(3723000)).toBe('1h 2m 3s');
    expect(formatDuration(3720000)).toBe('1h 2m');
    expect(formatDuration(66000)).toBe('1m 6s');
    expect(formatDuration(1337)).toBe('1.3s');
    expect(formatDuration(500)).toBe('500ms');
    expect(formatDuration(90061000)).toBe('1d 1h 1m 1s');
    expect(getNumberFormatter('MEMORY_DECIMAL')(1024)).toBe('1.024kB');
    expect(getNumberFormatter('MEMORY_BINARY')(1024)).toBe('1KiB');
    expect(formatMemory(1536, true)).toBe('1.5KiB');
    expect(formatMemory(999)).toBe('999B');
    expect(getNumberFormatter('MEMORY')(2500000)).toBe('2.5MB');
  });

  it('recognises percent formats', () => {
    expect(isPercentFormat('.1%')).toBe(true);
    expect(isPercentFormat(',d')).toBe(false);
    expect(isPercentFormat(undefined)).toBe(false);
  });
});
