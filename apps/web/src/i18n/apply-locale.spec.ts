import { chartText, getNumberFormatter } from '@tessera/viz';
import { applyLocale } from './apply-locale';
import { getLocale, t } from './translate';

describe('applyLocale', () => {
  afterEach(() => applyLocale('en'));

  it("loads the locale's catalogue, its chart conventions and the page language", async () => {
    expect(await applyLocale('fr')).toBe('fr');
    expect(getLocale()).toBe('fr');
    expect(t('Logout')).toBe('Déconnexion');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(getNumberFormatter(',d')(1234567)).toBe('1\u00a0234\u00a0567');
    expect(chartText('Search %s records', 12)).toBe('Rechercher parmi 12 enregistrements');
  });

  it('gives pt_BR its region in the page language, and English for an unknown locale', async () => {
    await applyLocale('pt_BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(await applyLocale('xx')).toBe('en');
    expect(t('Logout')).toBe('Logout');
    expect(document.documentElement.lang).toBe('en');
    expect(getNumberFormatter(',d')(1234567)).toBe('1,234,567');
    expect(chartText('Search %s records', 12)).toBe('Search 12 records');
  });
});
