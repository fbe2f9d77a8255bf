import { certification, cssOrDefault, normalizeColors, normalizeSlug, titleOrDefault } from './dashboard-save.rules';

describe('dashboard save rules', () => {
  it('falls back to the untitled title', () => {
    expect(titleOrDefault(null)).toBe('[ untitled dashboard ]');
    expect(titleOrDefault('')).toBe('[ untitled dashboard ]');
    expect(titleOrDefault('   ')).toBe('[ untitled dashboard ]');
    expect(titleOrDefault(' Sales ')).toBe(' Sales ');
  });

  it('turns an empty slug into none and trims the rest', () => {
    expect(normalizeSlug(undefined)).toBeNull();
    expect(normalizeSlug('')).toBeNull();
    expect(normalizeSlug('  ')).toBeNull();
    expect(normalizeSlug(' world-health ')).toBe('world-health');
  });

  it('refuses slugs that would read as ids or break the address', () => {
    expect(() => normalizeSlug('42')).toThrow('slug: "42" is only digits');
    expect(() => normalizeSlug('a b')).toThrow('cannot contain spaces');
    expect(() => normalizeSlug('a/b')).toThrow('cannot contain spaces, "/"');
  });

  it('keeps certification details only with a certifier', () => {
    expect(certification('Data team', 'Reviewed')).toEqual({ certifiedBy: 'Data team', certificationDetails: 'Reviewed' });
    expect(certification(null, 'Reviewed')).toEqual({ certifiedBy: null, certificationDetails: null });
    expect(certification(' ', 'Reviewed')).toEqual({ certifiedBy: null, certificationDetails: null });
    expect(certification('Data team', undefined)).toEqual({ certifiedBy: 'Data team', certificationDetails: null });
  });

  it('defaults css to an empty string', () => {
    expect(cssOrDefault(null)).toBe('');
    expect(cssOrDefault(undefined)).toBe('');
    expect(cssOrDefault('.a{}')).toBe('.a{}');
  });

  it('replaces unknown colour schemes with the default and non-list shared label colours with a list', () => {
    expect(normalizeColors({ color_scheme: 'neon' })).toEqual({ color_scheme: 'supersetColors' });
    expect(normalizeColors({ color_scheme: 'd3Category20' })).toEqual({ color_scheme: 'd3Category20' });
    expect(normalizeColors({ color_scheme: '' })).toEqual({ color_scheme: '' });
    expect(normalizeColors({ color_scheme: null })).toEqual({ color_scheme: null });
    expect(normalizeColors({ shared_label_colors: { boys: '#fff' } })).toEqual({ shared_label_colors: [] });
    expect(normalizeColors({ shared_label_colors: null })).toEqual({ shared_label_colors: [] });
    expect(normalizeColors({ shared_label_colors: ['boys'] })).toEqual({ shared_label_colors: ['boys'] });
    expect(normalizeColors({ refresh_frequency: 5 })).toEqual({ refresh_frequency: 5 });
  });
});
