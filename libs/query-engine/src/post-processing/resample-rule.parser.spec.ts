import { parseResampleRule } from './resample-rule.parser';

const DAY = 86_400_000;

describe('parseResampleRule', () => {
  it('anchors fixed-length rules at midnight of the first timestamp', () => {
    const first = Date.UTC(2021, 0, 1, 5, 30);
    const binner = parseResampleRule('7D')(first);
    expect(binner.ordinalOf(first)).toBe(0);
    expect(binner.labelOf(0)).toBe(Date.UTC(2021, 0, 1));
    expect(binner.ordinalOf(Date.UTC(2021, 0, 8))).toBe(1);
    expect(binner.labelOf(1)).toBe(Date.UTC(2021, 0, 8));
  });

  it('closes weeks on the anchor day, whole days included', () => {
    const binner = parseResampleRule('1W')(Date.UTC(2021, 0, 3, 23));
    expect(binner.labelOf(binner.ordinalOf(Date.UTC(2021, 0, 3, 23)))).toBe(Date.UTC(2021, 0, 3));
    expect(binner.labelOf(binner.ordinalOf(Date.UTC(2021, 0, 4)))).toBe(Date.UTC(2021, 0, 10));
  });

  it('labels quarters and years at their ends', () => {
    const first = Date.UTC(2021, 4, 20);
    expect(parseResampleRule('Q')(first).labelOf(0)).toBe(Date.UTC(2021, 5, 30));
    expect(parseResampleRule('QS')(first).labelOf(0)).toBe(Date.UTC(2021, 3, 1));
    expect(parseResampleRule('A')(first).labelOf(0)).toBe(Date.UTC(2021, 11, 31));
    expect(parseResampleRule('YS-JAN')(first).labelOf(1)).toBe(Date.UTC(2022, 0, 1));
  });

  it('groups several calendar units per bin', () => {
    const binner = parseResampleRule('2MS')(Date.UTC(2021, 0, 10));
    expect(binner.ordinalOf(Date.UTC(2021, 1, 27))).toBe(0);
    expect(binner.ordinalOf(Date.UTC(2021, 2, 1))).toBe(1);
    expect(binner.labelOf(1)).toBe(Date.UTC(2021, 2, 1));
  });

  it('accepts second, minute and hour spellings', () => {
    for (const [rule, step] of [
      ['30S', 30_000],
      ['5min', 300_000],
      ['1h', 3_600_000],
      ['1T', 60_000],
    ] as const) {
      const binner = parseResampleRule(rule)(0);
      expect(binner.labelOf(1) - binner.labelOf(0)).toBe(step);
    }
    expect(parseResampleRule('D')(DAY / 2).labelOf(0)).toBe(0);
  });

  it.each(['', '0D', '1X', 'W-XYZ', 'M-FEB', 'Q-JUN'])('rejects %p', (rule) => {
    expect(() => parseResampleRule(rule)).toThrow(`Error: Invalid resample rule: ${rule}`);
  });
});
