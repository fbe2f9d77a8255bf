import { createHash } from 'node:crypto';
import { apiKeyMatches, apiKeyPrefix, generateApiKey, hashApiKey, looksLikeApiKey } from './api-key.format';

describe('personal API key format', () => {
  it('makes a marked key with a hex prefix and 256 random bits, and keeps only its SHA-256', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(/^tsk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(`tsk_${prefix}_`)).toBe(true);
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hash).not.toContain(key.slice(13));
    expect(apiKeyPrefix(key)).toBe(prefix);
  });

  it('draws every key afresh', () => {
    const keys = new Set(Array.from({ length: 50 }, () => generateApiKey().key));
    expect(keys.size).toBe(50);
  });

  it('builds the key from the random source it is given', () => {
    const { key } = generateApiKey((size) => Buffer.alloc(size, 0xab));
    expect(key).toBe(`tsk_abababab_${Buffer.alloc(32, 0xab).toString('base64url')}`);
  });

  it('tells keys from JWTs and refuses malformed ones', () => {
    const { key } = generateApiKey();
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(apiKeyPrefix('tsk_abc_def')).toBeNull();
    expect(apiKeyPrefix(`${key}x`)).toBeNull();
    expect(apiKeyPrefix(key.toUpperCase())).toBeNull();
  });

  it('matches only the exact key against the stored hash', () => {
    const { key, hash } = generateApiKey();
    expect(apiKeyMatches(key, hash)).toBe(true);
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(apiKeyMatches(altered, hash)).toBe(false);
    expect(apiKeyMatches(key, 'not-hex')).toBe(false);
    expect(hashApiKey(key)).toHaveLength(64);
  });
});
