import { isEmbeddingReferrerAllowed } from './embedded-referrer';

describe('isEmbeddingReferrerAllowed', () => {
  const allowed = ['https://host.example.com', 'http://localhost:9000/app'];

  it('lets any page, or none, frame an embedding without allowed domains', () => {
    expect(isEmbeddingReferrerAllowed('https://anyone.example.org/page', [])).toBe(true);
    expect(isEmbeddingReferrerAllowed(undefined, [])).toBe(true);
  });

  it('accepts a referrer with the same scheme, host and port as an allowed domain, whatever its path', () => {
    expect(isEmbeddingReferrerAllowed('https://host.example.com/reports?tab=1', allowed)).toBe(true);
    expect(isEmbeddingReferrerAllowed('http://localhost:9000/', allowed)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example.com/'],
    ['another scheme', 'http://host.example.com/'],
    ['another port', 'https://host.example.com:8443/'],
    ['a look-alike host', 'https://host.example.com.evil.net/'],
    ['no referrer', undefined],
    ['a malformed referrer', 'not a url'],
  ])('refuses %s', (_case, referrer) => {
    expect(isEmbeddingReferrerAllowed(referrer, allowed)).toBe(false);
  });
});
