import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import Redis from 'ioredis';
import { loadConfig, RedisKeyValueStore } from '@tessera/platform';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

/** Redis as cluster mode shares it, counting the export chunks that pass through it. */
class CountingRedisStore extends RedisKeyValueStore {
  chunks = 0;

  override async setBytes(key: string, value: Buffer, ttlSeconds?: number): Promise<void> {
    if (key.includes(':chunk:')) this.chunks += 1;
    await super.setBytes(key, value, ttlSeconds);
  }
}

/** The text of row `id`: multi-byte characters (cut between chunks somewhere), a quoted value with a line break, empty. */
function wordOf(id: number): string {
  return id % 3 === 0 ? `a, "q"\nline ${id}` : '東京é'.repeat(2 * (id % 7));
}
const csvOf = (ids: number[]) =>
  'id,word\r\n' + ids.map((id) => `${id},${id % 3 === 0 ? `"${wordOf(id).replace(/"/g, '""')}"` : wordOf(id)}\r\n`).join('');

/**
 * A CSV export crosses from the SQL service to the gateway through the shared store in chunks of bytes, as in
 * cluster mode: through Redis here. Both the database's COPY bytes and the row-by-row text arrive byte for byte,
 * characters cut between two chunks included.
 */
describe('SQL editor CSV export through the shared store (Redis)', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let redis: Redis;
  let store: CountingRedisStore;
  let databaseId: number;
  const prefix = `tessera-test-${randomBytes(4).toString('hex')}:`;
  const schema = `csv_shared_${Date.now().toString(36)}`;
  const nextClientId = clientIdSequence();

  beforeAll(async () => {
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.words (id integer PRIMARY KEY, word text)`);
    const ids = Array.from({ length: 30_000 }, (_, i) => i + 1);
    await warehouse.query(`INSERT INTO ${schema}.words SELECT * FROM unnest($1::int[], $2::text[])`, [ids, ids.map(wordOf)]);
    redis = new Redis(loadConfig().redisUrl);
    store = new CountingRedisStore(redis, prefix);
    app = await startHttpTestApp({}, { kv: store });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: `pg-${schema}`, sqlalchemy_uri: PG, expose_in_sqllab: true });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
  }, 120_000);

  afterAll(async () => {
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
    await app?.stop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis?.disconnect();
  });

  async function exported(limit: number): Promise<string> {
    const clientId = nextClientId();
    const sql = `SELECT id, word FROM ${schema}.words ORDER BY id`;
    const ran = await admin.post('/api/v1/sqllab/execute/', { database_id: databaseId, client_id: clientId, sql, queryLimit: limit });
    expect(ran.status).toBe(200);
    expect((await waitForQueryState(admin, clientId, ['success', 'failed'])).state).toBe('success');
    const before = store.chunks;
    const response = await admin.fetch(`/api/v1/sqllab/export/${clientId}/`);
    expect(response.status).toBe(200);
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    // Several chunks of 256 KB went through Redis.
    expect(store.chunks - before).toBeGreaterThan(1);
    return text;
  }

  it('sends the database-written CSV of a large result byte for byte', async () => {
    const ids = Array.from({ length: 30_000 }, (_, i) => i + 1);
    expect(await exported(30_000)).toBe(csvOf(ids));
  });

  it('sends the row-by-row CSV of a small stored result byte for byte', async () => {
    const ids = Array.from({ length: 9_000 }, (_, i) => i + 1);
    expect(await exported(9_000)).toBe(csvOf(ids));
  });
});
