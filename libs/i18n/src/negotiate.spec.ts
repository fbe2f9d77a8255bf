import { negotiateLocale } from './negotiate';

describe('negotiateLocale', () => {
  it('takes the most preferred supported language', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('xx, nl;q=0.2, ja;q=0.5')).toBe('ja');
  });

  it('matches a region exactly when the product has it, else its language', () => {
    expect(negotiateLocale('pt-BR')).toBe('pt_BR');
    expect(negotiateLocale('pt-PT')).toBe('pt');
    expect(negotiateLocale('fr-CH, en;q=0.5')).toBe('fr');
    expect(negotiateLocale('zh-Hant-TW')).toBe('zh');
  });

  it('keeps the order of equal preferences and ignores q=0 and malformed ranges', () => {
    expect(negotiateLocale('ko, ru')).toBe('ko');
    expect(negotiateLocale('fr;q=0, es;q=0.1')).toBe('es');
    expect(negotiateLocale('??, sl;q=abc, sk')).toBe('sk');
  });

  it('answers nothing when no supported language is named (the default applies)', () => {
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
    expect(negotiateLocale('*, xx-YY')).toBeUndefined();
  });
});
