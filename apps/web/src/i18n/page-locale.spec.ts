import { applyLocale } from './apply-locale';
import { applyPageLocale } from './page-locale';
import { getLocale, t } from './translate';

describe('applyPageLocale', () => {
  afterEach(async () => {
    delete document.documentElement.dataset.locale;
    await applyLocale('en');
  });

  it('puts the language the served page names into effect', async () => {
    document.documentElement.dataset.locale = 'ja';
    expect(await applyPageLocale()).toBe('ja');
    expect(getLocale()).toBe('ja');
    expect(t('Logout')).toBe('ログアウト');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('leaves the language alone when the page names none or one not offered', async () => {
    expect(await applyPageLocale()).toBeNull();
    document.documentElement.dataset.locale = 'tlh';
    expect(await applyPageLocale()).toBeNull();
    expect(getLocale()).toBe('en');
  });

  it('lets a later request win over an earlier one whose catalogue is still loading', async () => {
    document.documentElement.dataset.locale = 'ko';
    const page = applyPageLocale();
    const bootstrap = applyLocale('fr');
    expect(await page).toBe('ko');
    expect(await bootstrap).toBe('fr');
    expect(getLocale()).toBe('fr');
    expect(t('Logout')).toBe('Déconnexion');
  });
});
