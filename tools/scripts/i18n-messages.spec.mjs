import { describe, expect, it } from '@jest/globals';
import { pluralIcu, serverTextsInSource, textsInSource, toIcu, unquote } from './i18n-messages.mjs';

describe('toIcu', () => {
  it('numbers the %s placeholders in order', () => {
    expect(toIcu('%s of %s tables')).toBe('{0} of {1} tables');
    expect(toIcu('%s-%s of %s')).toBe('{0}-{1} of {2}');
    expect(toIcu('Sign in')).toBe('Sign in');
  });

  it('quotes what ICU would read as syntax: apostrophes, braces, and # inside a plural', () => {
    expect(toIcu("Don't refresh")).toBe("Don''t refresh");
    expect(toIcu('Use {{ filter }} in %s')).toBe("Use '{{' filter '}}' in {0}");
    expect(toIcu('Row #%s')).toBe('Row #{0}');
    expect(toIcu('Row #%s', true)).toBe("Row '#'{0}");
  });
});

describe('pluralIcu', () => {
  it('puts the singular under one and the plural under other, on count', () => {
    expect(pluralIcu('%s row', '%s rows')).toBe('{count, plural, one {{0} row} other {{0} rows}}');
  });
});

describe('textsInSource', () => {
  it('finds t() and tn() texts in either quote, with their escapes, and not other calls ending in t', () => {
    const source = [
      `t('Sign in')`,
      `t("Don't refresh", name)`,
      `tn('%s row', '%s rows', count, count)`,
      `split('x'); format.t('no'); const t2 = at('no');`,
      `t('It\\'s %s', who)`,
    ].join('\n');
    expect(textsInSource(source, 'a.tsx')).toEqual([
      { key: 'Sign in', file: 'a.tsx' },
      { key: "Don't refresh", file: 'a.tsx' },
      { key: "It's %s", file: 'a.tsx' },
      { key: '%s row', plural: '%s rows', file: 'a.tsx' },
    ]);
  });

  it('finds the texts marked translatable() where they are declared, and not calls ending in translatable', () => {
    const source = [`label: translatable('Row limit'),`, `isTranslatable('no'); untranslatable('no');`].join('\n');
    expect(textsInSource(source, 'a.ts')).toEqual([{ key: 'Row limit', file: 'a.ts' }]);
  });

  it('finds the texts a chart draws itself through chartText()', () => {
    const source = `bar.text(chartText('Search %s records', count)); drawChartText('no');`;
    expect(textsInSource(source, 'a.ts')).toEqual([{ key: 'Search %s records', file: 'a.ts' }]);
  });

  it('leaves the server markers to serverTextsInSource', () => {
    expect(textsInSource(`serverText('Forbidden')`, 'a.ts')).toEqual([]);
  });

  it('reads unicode escapes', () => {
    expect(unquote("'caf\\u00e9 \\u{1F600}'")).toBe('café 😀');
  });
});

describe('serverTextsInSource', () => {
  it('finds serverText() and serverPlural() texts, and not t() or other calls ending in serverText', () => {
    const source = [
      `forbidden(serverText('Changing this chart is forbidden'))`,
      `serverText("Chart %s was not found", id)`,
      `serverPlural('Deleted %s chart', 'Deleted %s charts', count, count)`,
      `t('Sign in'); myServerText('no'); function serverText(key: string) {}`,
    ].join('\n');
    expect(serverTextsInSource(source, 'a.ts')).toEqual([
      { key: 'Changing this chart is forbidden', file: 'a.ts' },
      { key: 'Chart %s was not found', file: 'a.ts' },
      { key: 'Deleted %s chart', plural: 'Deleted %s charts', file: 'a.ts' },
    ]);
  });

  it('finds the catalogue texts domain libraries name for errors, and not other calls ending in catalogueText', () => {
    const source = `invalidQuery(catalogueText("Metric '%s' does not exist", metric)); toCatalogueText('no')`;
    expect(serverTextsInSource(source, 'a.ts')).toEqual([{ key: "Metric '%s' does not exist", file: 'a.ts' }]);
  });
});
