import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it('prefers brotli when the client takes both at the same weight', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=1.0, gzip;q=1.0')).toBe('br');
  });

  it('follows the weights the client gives', () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.2, br;q=0.9')).toBe('br');
  });

  it('sends gzip to a gzip-only client and nothing compressed to one that refuses both', () => {
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });

  it('reads * as every coding not named, and a refused brotli stays refused', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeNull();
  });

  it('only picks among the files that exist', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
  });

  it('treats a malformed weight as a refusal, not as full acceptance', () => {
    expect(preferredEncoding('br;q=abc, gzip')).toBe('gzip');
  });
});
