import { ConfigError, loadConfig } from './load-config';

describe('TESSERA_DEFAULT_LOCALE', () => {
  it('is English unless set to one of the supported locales', () => {
    expect(loadConfig({}).defaultLocale).toBe('en');
    expect(loadConfig({ TESSERA_DEFAULT_LOCALE: 'pt_BR' }).defaultLocale).toBe('pt_BR');
    expect(loadConfig({ TESSERA_DEFAULT_LOCALE: ' de ' }).defaultLocale).toBe('de');
  });

  it('refuses a locale the product does not offer, naming the variable', () => {
    expect(() => loadConfig({ TESSERA_DEFAULT_LOCALE: 'pt-BR' })).toThrow(ConfigError);
    expect(() => loadConfig({ TESSERA_DEFAULT_LOCALE: 'xx' })).toThrow(/TESSERA_DEFAULT_LOCALE.*must be one of en, fr/);
  });
});
