import { chooseLocale } from './locale-choice';

describe('chooseLocale', () => {
  it("takes the user's saved choice over the browser's and the default", () => {
    expect(chooseLocale('ja', 'de-DE,de;q=0.9', 'fr')).toBe('ja');
  });

  it("takes the browser's best supported language when the user chose none (or a locale no longer offered)", () => {
    expect(chooseLocale(null, 'xx, pt-BR;q=0.8', 'fr')).toBe('pt_BR');
    expect(chooseLocale('xx', 'ru', 'fr')).toBe('ru');
  });

  it('falls back to the default when neither names a supported language', () => {
    expect(chooseLocale(undefined, undefined, 'sl')).toBe('sl');
    expect(chooseLocale(null, 'xx-YY', 'nl')).toBe('nl');
  });
});
