import { applyFormatLocale, numberDefinitionFromIntl, timeDefinitionFromIntl } from './format-locales';
import { getNumberFormatter } from './number-format';
import { formatSmartNumber } from './smart-number.format';
import { getTimeFormatter } from './time-format';

const JAN_2020 = Date.UTC(2020, 0, 15, 13, 5);

describe('applyFormatLocale', () => {
  afterEach(() => applyFormatLocale('en'));

  it("formats numbers and dates with d3's definitions of the language", async () => {
    await applyFormatLocale('fr');
    expect(getNumberFormatter(',d')(1234567)).toBe('1\u00a0234\u00a0567');
    expect(getNumberFormatter(',.2f')(-1234.5)).toBe('-1\u00a0234,50');
    expect(formatSmartNumber(1234.5)).toBe('1,23k');
    expect(getTimeFormatter('%B %Y')(JAN_2020)).toBe('janvier 2020');
    expect(getTimeFormatter('smart_date', 'P1M')(JAN_2020)).toBe('janv. 2020');
  });

  it('rebuilds formatters already handed out for a format when the language changes', async () => {
    expect(getNumberFormatter(',.1f')(1234.5)).toBe('1,234.5');
    await applyFormatLocale('de');
    expect(getNumberFormatter(',.1f')(1234.5)).toBe('1.234,5');
    await applyFormatLocale('en');
    expect(getNumberFormatter(',.1f')(1234.5)).toBe('1,234.5');
    expect(getTimeFormatter('%B')(JAN_2020)).toBe('January');
  });

  it('reads from Intl what d3 does not ship (Slovak numbers and dates, Slovene and Portuguese dates)', async () => {
    await applyFormatLocale('sk');
    expect(getNumberFormatter(',.1f')(1234.5)).toBe('1\u00a0234,5');
    expect(getTimeFormatter('%B')(JAN_2020)).toBe('január');
    await applyFormatLocale('sl');
    expect(getNumberFormatter(',.1f')(1234.5)).toBe('1.234,5');
    expect(getTimeFormatter('%x')(JAN_2020)).toBe('15. 01. 2020');
    await applyFormatLocale('pt-PT');
    expect(getTimeFormatter('%A, %x')(JAN_2020)).toBe('quarta-feira, 15/01/2020');
  });

  it('writes a dollar amount with the dollar sign where the language puts it, never another currency', async () => {
    await applyFormatLocale('fr');
    expect(getNumberFormatter('$,.0f')(1234567)).toBe('1\u00a0234\u00a0567\u00a0$');
    await applyFormatLocale('ja');
    expect(getNumberFormatter('$,.0f')(1234567)).toBe('$1,234,567');
    await applyFormatLocale('pt-BR');
    expect(getNumberFormatter('$,.2f')(-1234.5)).toBe('-$\u00a01.234,50');
  });

  it('keeps the ASCII hyphen for negatives in every language', async () => {
    await applyFormatLocale('ru');
    expect(getNumberFormatter(',d')(-5)).toBe('-5');
  });
});

describe('definitions read from Intl', () => {
  it('have seven days and twelve months, and date and time patterns with directives only', () => {
    const time = timeDefinitionFromIntl('sk');
    expect(time.days).toHaveLength(7);
    expect(time.months).toHaveLength(12);
    expect(time.time).toBe('%H:%M:%S');
    expect(numberDefinitionFromIntl('sk').decimal).toBe(',');
  });
});
