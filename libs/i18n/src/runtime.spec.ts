import { registerCatalogue, translate } from './runtime';

describe('translate', () => {
  afterEach(() => registerCatalogue('fr', {}));

  it('formats the English message with positional arguments', () => {
    expect(translate('en', 'Sign in')).toBe('Sign in');
    expect(translate('en', '%s of %s tables', [1, 2])).toBe('1 of 2 tables');
  });

  it('chooses the English plural form by count', () => {
    expect(translate('en', '%s row', ['1'], 1)).toBe('1 row');
    expect(translate('en', '%s row', ['7'], 7)).toBe('7 rows');
  });

  it("uses the locale's message, and English for a key the locale lacks", () => {
    registerCatalogue('fr', { 'Sign in': 'Se connecter' });
    expect(translate('fr', 'Sign in')).toBe('Se connecter');
    expect(translate('fr', '%s of %s tables', [3, 4])).toBe('3 of 4 tables');
  });

  it("follows the locale's plural rules (French: 0 and 1 are one; a million is many)", () => {
    registerCatalogue('fr', { '%s row': '{count, plural, one {{0} ligne} many {{0} de lignes} other {{0} lignes}}' });
    expect(translate('fr', '%s row', ['0'], 0)).toBe('0 ligne');
    expect(translate('fr', '%s row', ['2'], 2)).toBe('2 lignes');
    expect(translate('fr', '%s row', ['1 000 000'], 1000000)).toBe('1 000 000 de lignes');
  });

  it('answers English for a translation that does not parse, and nothing for a key no catalogue has', () => {
    registerCatalogue('fr', { 'Sign in': 'Se {connecter' });
    expect(translate('fr', 'Sign in')).toBe('Sign in');
    expect(translate('fr', 'No such text in any catalogue')).toBeUndefined();
  });

  it('answers nothing when an argument the message needs is not passed', () => {
    expect(translate('en', '%s of %s tables', [1])).toBeUndefined();
  });

  it('takes a replaced catalogue into account (compiled messages are not kept past it)', () => {
    registerCatalogue('fr', { 'Sign in': 'Connexion' });
    expect(translate('fr', 'Sign in')).toBe('Connexion');
    registerCatalogue('fr', { 'Sign in': 'Se connecter' });
    expect(translate('fr', 'Sign in')).toBe('Se connecter');
  });
});
