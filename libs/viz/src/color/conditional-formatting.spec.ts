import { Comparator, colorForValue, getColorFormatters, getOpacity } from './conditional-formatting';

const data = [{ v: 10 }, { v: 20 }, { v: 30 }, { v: 40 }];

function colorOf(
  operator: Comparator,
  value: number,
  targets: { targetValue?: number; targetValueLeft?: number; targetValueRight?: number } = {},
) {
  const formatters = getColorFormatters([{ column: 'v', operator, colorScheme: '#0000ff', ...targets }], data);
  return colorForValue(formatters, 'v', value);
}

describe('conditional formatting', () => {
  it('grows opacity from the cutoff to the extreme value', () => {
    expect(getOpacity(20, 20, 40)).toBe(0.05);
    expect(getOpacity(30, 20, 40)).toBe(0.53);
    expect(getOpacity(40, 20, 40)).toBe(1);
    expect(getOpacity(5, 5, 5)).toBe(1);
  });

  it('colours values matching each comparator', () => {
    expect(colorOf(Comparator.GREATER_THAN, 40, { targetValue: 20 })).toBe('rgb(0, 0, 255)');
    expect(colorOf(Comparator.GREATER_THAN, 20, { targetValue: 20 })).toBeUndefined();
    expect(colorOf(Comparator.LESS_THAN, 10, { targetValue: 30 })).toBe('rgb(0, 0, 255)');
    expect(colorOf(Comparator.GREATER_OR_EQUAL, 20, { targetValue: 20 })).toBe('rgba(0, 0, 255, 0.05)');
    expect(colorOf(Comparator.LESS_OR_EQUAL, 40, { targetValue: 30 })).toBeUndefined();
    expect(colorOf(Comparator.EQUAL, 30, { targetValue: 30 })).toBe('rgb(0, 0, 255)');
    expect(colorOf(Comparator.NOT_EQUAL, 30, { targetValue: 30 })).toBeUndefined();
    expect(colorOf(Comparator.NOT_EQUAL, 10, { targetValue: 30 })).toBe('rgb(0, 0, 255)');
    expect(colorOf(Comparator.BETWEEN, 20, { targetValueLeft: 20, targetValueRight: 40 })).toBeUndefined();
    expect(colorOf(Comparator.BETWEEN_OR_EQUAL, 20, { targetValueLeft: 20, targetValueRight: 40 })).toBe('rgba(0, 0, 255, 0.05)');
    expect(colorOf(Comparator.BETWEEN_OR_LEFT_EQUAL, 40, { targetValueLeft: 20, targetValueRight: 40 })).toBeUndefined();
    expect(colorOf(Comparator.BETWEEN_OR_RIGHT_EQUAL, 40, { targetValueLeft: 20, targetValueRight: 40 })).toBe('rgb(0, 0, 255)');
    expect(colorOf(Comparator.NONE, 10)).toBe('rgba(0, 0, 255, 0)');
  });

  it('skips incomplete rules and non-numeric values', () => {
    expect(getColorFormatters([{ column: 'v', operator: Comparator.BETWEEN, targetValueLeft: 1, colorScheme: '#000' }], data)).toEqual([]);
    expect(getColorFormatters([{ column: 'v', operator: Comparator.GREATER_THAN, colorScheme: '#000' }], data)).toEqual([]);
    expect(getColorFormatters(undefined, data)).toEqual([]);
    const formatters = getColorFormatters([{ column: 'v', operator: Comparator.GREATER_THAN, targetValue: 0, colorScheme: '#000' }], data);
    expect(colorForValue(formatters, 'v', 'text')).toBeUndefined();
    expect(colorForValue(formatters, 'other', 5)).toBeUndefined();
  });
});
