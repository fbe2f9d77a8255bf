import { chartText, setChartTranslator } from './chart-text';

describe('chartText', () => {
  afterEach(() => setChartTranslator((text, ...args) => args.reduce<string>((out, arg) => out.replace('%s', String(arg)), text)));

  it('speaks English, placeholders filled, until the app hands over its translator', () => {
    expect(chartText('Search %s records', 42)).toBe('Search 42 records');
  });

  it("draws with the app's translator once it is set", () => {
    setChartTranslator((text, ...args) => `[fr] ${text} ${args.join(',')}`.trim());
    expect(chartText('Show')).toBe('[fr] Show');
    expect(chartText('Total (%s)', 'Sum')).toBe('[fr] Total (%s) Sum');
  });
});
