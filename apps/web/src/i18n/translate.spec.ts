import { registerCatalogue, setLocale, t, tn, getLocale } from './translate';

describe('t', () => {
  afterEach(() => setLocale('en'));

  it('returns English texts as written and fills %s placeholders in order', () => {
    expect(t('Sign in')).toBe('Sign in');
    expect(t('Welcome, %s', 'Ada')).toBe('Welcome, Ada');
    expect(t('%s of %s', 1, 2)).toBe('1 of 2');
  });

  it('leaves placeholders without an argument visible', () => {
    expect(t('Version: %s')).toBe('Version: %s');
  });

  it('uses the catalogue of the active locale and falls back to English for missing texts', () => {
    registerCatalogue('fr', { 'Sign in': 'Se connecter', 'Welcome, %s': 'Bienvenue, %s' });
    expect(setLocale('fr')).toBe('fr');
    expect(t('Sign in')).toBe('Se connecter');
    expect(t('Welcome, %s', 'Ada')).toBe('Bienvenue, Ada');
    expect(t('Logout')).toBe('Logout');
  });

  it('falls back to English for an unsupported locale', () => {
    expect(setLocale('xx')).toBe('en');
    expect(getLocale()).toBe('en');
  });

  it('accepts every locale of the spec, including pt_BR', () => {
    expect(setLocale('pt_BR')).toBe('pt_BR');
    expect(tn('%s chart', '%s charts', 2, 2)).toBe('2 charts');
  });
});

describe('tn', () => {
  afterEach(() => setLocale('en'));

  it('chooses singular for one and plural otherwise in English', () => {
    expect(tn('%s item', '%s items', 1, 1)).toBe('1 item');
    expect(tn('%s item', '%s items', 0, 0)).toBe('0 items');
    expect(tn('%s item', '%s items', 5, 5)).toBe('5 items');
  });

  it("uses the locale's plural categories when its catalogue has forms", () => {
    registerCatalogue('ru', { '%s item': { one: '%s элемент', few: '%s элемента', many: '%s элементов', other: '%s элемента' } });
    setLocale('ru');
    expect(tn('%s item', '%s items', 1, 1)).toBe('1 элемент');
    expect(tn('%s item', '%s items', 3, 3)).toBe('3 элемента');
    expect(tn('%s item', '%s items', 5, 5)).toBe('5 элементов');
  });
});
