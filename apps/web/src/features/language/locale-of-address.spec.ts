import { localeOfAddress } from './locale-of-address';

describe('localeOfAddress', () => {
  it("reads an embedded dashboard's locale parameter", () => {
    expect(localeOfAddress({ pathname: '/embedded/0d6c-41', search: '?standalone=1&locale=pt_BR' })).toBe('pt_BR');
  });

  it('ignores an unsupported locale, a missing one, and other pages', () => {
    expect(localeOfAddress({ pathname: '/embedded/0d6c-41', search: '?locale=xx' })).toBeNull();
    expect(localeOfAddress({ pathname: '/embedded/0d6c-41', search: '' })).toBeNull();
    expect(localeOfAddress({ pathname: '/dashboard/list/', search: '?locale=fr' })).toBeNull();
  });
});
