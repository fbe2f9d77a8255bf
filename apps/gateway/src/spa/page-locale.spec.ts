import { pageLocaleOf, withPageLocale } from './page-locale';

describe('the language a page is served in', () => {
  it("takes the user's saved choice over the browser's, the browser's over the default", () => {
    expect(pageLocaleOf({ saved: 'ja', acceptLanguage: 'fr-FR,fr;q=0.9', fallback: 'de' })).toBe('ja');
    expect(pageLocaleOf({ saved: null, acceptLanguage: 'fr-FR,fr;q=0.9', fallback: 'de' })).toBe('fr');
    expect(pageLocaleOf({ saved: undefined, acceptLanguage: 'xx-YY', fallback: 'de' })).toBe('de');
    expect(pageLocaleOf({ saved: 'xx', acceptLanguage: undefined, fallback: 'en' })).toBe('en');
  });

  it("lets an embedded dashboard's offered locale win, and ignores one not offered", () => {
    expect(pageLocaleOf({ saved: null, acceptLanguage: 'fr', requested: 'pt_BR', fallback: 'en' })).toBe('pt_BR');
    expect(pageLocaleOf({ saved: null, acceptLanguage: 'fr', requested: 'klingon', fallback: 'en' })).toBe('fr');
    expect(pageLocaleOf({ saved: null, acceptLanguage: 'fr', requested: ['ja'], fallback: 'en' })).toBe('fr');
  });
});

describe('index.html naming its language', () => {
  const built = '<!doctype html>\n<html lang="en">\n  <head><title>Tessera</title></head><body><div id="root"></div></body>\n</html>';

  it('rewrites the opening html tag with the language tag and the locale, leaving the rest alone', () => {
    expect(withPageLocale(built, 'pt_BR')).toBe(
      '<!doctype html>\n<html lang="pt-BR" data-locale="pt_BR">\n  <head><title>Tessera</title></head><body><div id="root"></div></body>\n</html>',
    );
    expect(withPageLocale('<html><body></body></html>', 'ja')).toBe('<html lang="ja" data-locale="ja"><body></body></html>');
  });
});
