import { IntlMessageFormat } from 'intl-messageformat';
import { readCatalogueFiles } from './catalogue-files';
import { SUPPORTED_LOCALES, toLanguageTag, type Locale } from './locales';
import { expectedArguments, messageShape } from './message-shape';

const { catalogues, strays } = readCatalogueFiles();
const english = catalogues.get('en') ?? {};
const translated = [...catalogues.keys()].filter((locale) => locale !== 'en');

function sorted(names: Iterable<string>): string[] {
  return [...names].sort();
}

describe('the catalogue files', () => {
  it('are named after supported locales, and English is there', () => {
    expect(strays).toEqual([]);
    expect(Object.keys(english).length).toBeGreaterThan(500);
  });

  it('exist for every supported locale (how complete each is: node tools/scripts/i18n-completeness.mjs)', () => {
    expect(SUPPORTED_LOCALES.filter((locale) => !catalogues.has(locale))).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it('has, for each key, a message with exactly the placeholders of the key, or a plural on count', () => {
    const wrong = Object.entries(english).filter(([key, message]) => {
      const shape = messageShape(message, 'en');
      const plural = shape.plurals.has('count');
      const names = sorted(shape.arguments);
      return plural ? !names.includes('count') : sorted(expectedArguments(key, false)).join() !== names.join();
    });
    expect(wrong).toEqual([]);
  });

  it('gives back the key itself when each placeholder is filled with %s (the conversion loses nothing)', () => {
    const changed = Object.entries(english).filter(([key, message]) => {
      const shape = messageShape(message, 'en');
      if (shape.plurals.has('count')) return false;
      const args = Object.fromEntries([...shape.arguments].map((name) => [name, '%s']));
      return messageFormat(message, args) !== key;
    });
    expect(changed).toEqual([]);
  });
});

function messageFormat(message: string, values: Record<string, string | number>): string {
  return String(new IntlMessageFormat(message, 'en').format(values));
}

const perLocale = translated.length > 0 ? describe.each(translated) : describe.skip.each(['none']);

perLocale('the %s catalogue', (locale) => {
  const catalogue = catalogues.get(locale as Locale) ?? {};
  const tag = toLanguageTag(locale as Locale);

  it('has no key the English catalogue lacks (a text the code no longer uses)', () => {
    expect(Object.keys(catalogue).filter((key) => !(key in english))).toEqual([]);
  });

  it('has every key of the English catalogue (a new text is translated in every locale before it lands)', () => {
    expect(Object.keys(english).filter((key) => !(key in catalogue))).toEqual([]);
  });

  it('parses every translation as an ICU message', () => {
    const broken = Object.entries(catalogue).flatMap(([key, message]) => {
      try {
        messageShape(message, tag);
        return [];
      } catch (error) {
        return [`${key} → ${message}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('keeps exactly the placeholders of the English message in every translation', () => {
    const mismatched = Object.entries(catalogue).flatMap(([key, message]) => {
      const source = english[key];
      if (source === undefined) return [];
      try {
        const want = sorted(messageShape(source, 'en').arguments).join(' ');
        const got = sorted(messageShape(message, tag).arguments).join(' ');
        return want === got ? [] : [`${key} → ${message}: has {${got}}, needs {${want}}`];
      } catch {
        return []; // reported by the parse check
      }
    });
    expect(mismatched).toEqual([]);
  });

  it("gives every plural text every plural category of the locale's rules", () => {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    const incomplete = Object.entries(catalogue).flatMap(([key, message]) => {
      const source = english[key];
      if (source === undefined) return [];
      try {
        if (!messageShape(source, 'en').plurals.has('count')) return [];
        const present = messageShape(message, tag).plurals.get('count') ?? new Set<string>();
        const missing = categories.filter((category) => !present.has(category));
        return missing.length === 0 ? [] : [`${key} → ${message}: lacks ${missing.join(', ')}`];
      } catch {
        return [];
      }
    });
    expect(incomplete).toEqual([]);
  });
});
