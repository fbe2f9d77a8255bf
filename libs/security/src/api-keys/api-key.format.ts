import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A personal API key reads `tsk_<prefix>_<secret>`: `tsk_` tells it from a JWT (and lets secret
 * scanners recognise it), the prefix (8 hex digits) is not secret and finds the key's row, the
 * secret is 32 random bytes in base64url. A key that random needs no slow password hash: SHA-256
 * of the whole key is stored, and a stolen table reveals nothing that could be replayed.
 */
export const API_KEY_MARK = 'tsk_';
const PREFIX_BYTES = 4;
const SECRET_BYTES = 32;
const KEY_PATTERN = /^tsk_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKey {
  /** The whole key, shown to its owner once and never stored. */
  key: string;
  prefix: string;
  /** SHA-256 of `key`, hex. */
  hash: string;
}

export function generateApiKey(random: (size: number) => Buffer = randomBytes): NewApiKey {
  const prefix = random(PREFIX_BYTES).toString('hex');
  const key = `${API_KEY_MARK}${prefix}_${random(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** Whether a bearer credential is meant as an API key (well formed or not), rather than a JWT. */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_MARK);
}

/** The prefix of a well-formed key, else null. */
export function apiKeyPrefix(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
