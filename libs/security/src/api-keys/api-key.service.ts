import { TesseraError, ErrorCode } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/unique-violation';
import { ApiKeyEntity } from '../entities/api-key.entity';
import { apiKeyMatches, apiKeyPrefix, generateApiKey } from './api-key.format';

/** A key as its owner sees it in the list: never the secret. */
export interface ApiKeySummary {
  id: number;
  name: string;
  prefix: string;
  createdOn: Date;
  expiresOn: Date | null;
  lastUsedOn: Date | null;
}

/** A presented key that checked out: whose it is, and until when it may be trusted. */
export interface VerifiedApiKey {
  id: number;
  userId: number;
  expiresOn: Date | null;
}

/** Enough for any script; a bound keeps one account from filling the table. */
export const MAX_API_KEYS_PER_USER = 100;
/** Recording every use would write per request; once a minute tells the owner what they need to know. */
const LAST_USED_RESOLUTION_MS = 60_000;

const keyLimitReached = () =>
  new TesseraError(ErrorCode.UNPROCESSABLE, serverText('A user may hold at most %s API keys; revoke one first', MAX_API_KEYS_PER_USER));
const expiryInPast = () => {
  const message = serverText('The expiry must be in the future');
  return new TesseraError(ErrorCode.UNPROCESSABLE, message, { fields: { expires_on: [message] } });
};

/** Personal API keys: created, listed and revoked by their owner; presented keys checked against the stored hash. */
export class ApiKeyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates a key for `userId`; the answer holds the only copy of the secret there will ever be. */
  async create(userId: number, name: string, expiresOn: Date | null): Promise<{ key: string; summary: ApiKeySummary }> {
    if (expiresOn && expiresOn.getTime() <= this.now().getTime()) throw expiryInPast();
    const repository = this.dataSource.getRepository(ApiKeyEntity);
    if ((await repository.countBy({ userId })) >= MAX_API_KEYS_PER_USER) throw keyLimitReached();
    // A prefix is 32 random bits: a collision is rare, and simply drawn again.
    for (let attempt = 0; ; attempt += 1) {
      const generated = generateApiKey();
      try {
        const row = await repository.save(
          repository.create({
            userId,
            name: name.trim(),
            prefix: generated.prefix,
            secretHash: generated.hash,
            createdOn: this.now(),
            expiresOn,
          }),
        );
        return { key: generated.key, summary: toSummary(row) };
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'uq_api_key_prefix')) continue;
        throw error;
      }
    }
  }

  async listFor(userId: number): Promise<ApiKeySummary[]> {
    const rows = await this.dataSource.getRepository(ApiKeyEntity).find({ where: { userId }, order: { createdOn: 'DESC', id: 'DESC' } });
    return rows.map(toSummary);
  }

  /** Deletes the key when it is `userId`'s; false when they have no such key (someone else's included). */
  async revoke(userId: number, keyId: number): Promise<boolean> {
    const result = await this.dataSource.getRepository(ApiKeyEntity).delete({ id: keyId, userId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * The key a bearer credential names, when it is well formed, known, matches the stored hash and
   * has not expired; null otherwise. Records the use (at most once a minute per key).
   */
  async verify(key: string): Promise<VerifiedApiKey | null> {
    const prefix = apiKeyPrefix(key);
    if (!prefix) return null;
    const repository = this.dataSource.getRepository(ApiKeyEntity);
    const row = await repository.findOneBy({ prefix });
    if (!row || !apiKeyMatches(key, row.secretHash)) return null;
    const now = this.now();
    if (row.expiresOn && row.expiresOn.getTime() <= now.getTime()) return null;
    if (!row.lastUsedOn || now.getTime() - row.lastUsedOn.getTime() >= LAST_USED_RESOLUTION_MS)
      await repository.update({ id: row.id }, { lastUsedOn: now });
    return { id: row.id, userId: row.userId, expiresOn: row.expiresOn };
  }
}

function toSummary(row: ApiKeyEntity): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdOn: row.createdOn,
    expiresOn: row.expiresOn,
    lastUsedOn: row.lastUsedOn,
  };
}
