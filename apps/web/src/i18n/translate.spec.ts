import { registerCatalogue, setLocale, t, tn, getLocale } from './translate';

describe('t', () => {
  afterEach(() => {
    setLocale('en');
    registerCatalogue('fr', {});
  });

  it('returns English texts as written and fills %s placeholders in order', () => {
    expect(t('Sign in')).toBe('Sign in');
    expect(t('%s of %s tables', 1, 2)).toBe('1 of 2 tables');
    expect(t("Don't refresh")).toBe("Don't refresh");
  });

  it('shows a text no catalogue has yet as written, and leaves placeholders without an argument visible', () => {
    expect(t('Welcome, %s', 'Ada')).toBe('Welcome, Ada');
    expect(t('Version: %s')).toBe('Version: %s');
  });

  it('uses the catalogue of the active locale and falls back to English for missing texts', () => {
    registerCatalogue('fr', { 'Sign in': 'Se connecter', '%s of %s tables': '{0} sur {1} tables' });
    expect(setLocale('fr')).toBe('fr');
    expect(t('Sign in')).toBe('Se connecter');
    expect(t('%s of %s tables', 2, 9)).toBe('2 sur 9 tables');
    expect(t('Logout')).toBe('Logout');
  });

  it('falls back to English for an unsupported locale', () => {
    expect(setLocale('xx')).toBe('en');
    expect(getLocale()).toBe('en');
  });

  it('accepts every locale of the spec, including pt_BR', () => {
    expect(setLocale('pt_BR')).toBe('pt_BR');
  });
});

describe('tn', () => {
  afterEach(() => {
    setLocale('en');
    registerCatalogue('ru', {});
  });

  it('chooses singular for one and plural otherwise in English', () => {
    expect(tn('%s row', '%s rows', 1, 1)).toBe('1 row');
    expect(tn('%s row', '%s rows', 0, 0)).toBe('0 rows');
    expect(tn('%s item', '%s items', 5, 5)).toBe('5 items');
  });

  it("uses the locale's plural categories when its catalogue has forms", () => {
    registerCatalogue('ru', { '%s row': '{count, plural, one {{0} строка} few {{0} строки} many {{0} строк} other {{0} строки}}' });
    setLocale('ru');
    expect(tn('%s row', '%s rows', 1, 1)).toBe('1 строка');
    expect(tn('%s row', '%s rows', 3, 3)).toBe('3 строки');
    expect(tn('%s row', '%s rows', 5, 5)).toBe('5 строк');
    expect(tn('%s row', '%s rows', 21, 21)).toBe('21 строка');
  });
});
