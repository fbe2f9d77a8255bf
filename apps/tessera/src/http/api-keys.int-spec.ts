import { createHash } from 'node:crypto';
import type { RunningGateway } from '@tessera/gateway';
import { Client } from 'pg';
import { startGatewayReplicasOnRedis, type GatewayReplicas } from '../testing/gateway-replicas';
import { ApiSession } from '../testing/http-test-app';
import { roleIds } from './sqllab-test-support';

const PASSWORD = 'api-key-owner-pw-1';

const withBearer = (url: string, token: string, path = '/api/v1/me/', init: RequestInit = {}) =>
  fetch(`${url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });

/**
 * Personal API keys on two gateway replicas sharing what cluster mode shares (the metadata database
 * and Redis), each with its own principal cache: a key works on both, and a revoke through one is
 * refused by the other at once.
 */
describe('personal API keys', () => {
  let replicas: GatewayReplicas;
  let first: RunningGateway;
  let second: RunningGateway;
  let metadata: Client;
  let admin: ApiSession;

  async function createUser(username: string, role: string): Promise<{ id: number; session: ApiSession }> {
    const created = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'Keyholder',
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      roles: [(await roleIds(admin))(role)],
    });
    expect(created.status).toBe(201);
    return { id: created.body.id as number, session: await ApiSession.login(first.url, username, PASSWORD) };
  }

  async function createKey(owner: ApiSession, body: Record<string, unknown>): Promise<{ id: number; key: string }> {
    const created = await owner.post('/api/v1/me/api_keys/', body);
    expect(created.status).toBe(201);
    return created.body.result as { id: number; key: string };
  }

  beforeAll(async () => {
    replicas = await startGatewayReplicasOnRedis();
    ({ first, second } = replicas);
    metadata = new Client({ connectionString: replicas.harness.runtime.metadataUrl });
    await metadata.connect();
    admin = await ApiSession.login(first.url, 'admin', 'admin');
  });
  afterAll(async () => {
    await metadata?.end();
    await replicas?.stop();
  });

  it('creates a key shown once, acts as its owner, lists it with its last use, and refuses it once revoked', async () => {
    const { session: owner } = await createUser('keyholder', 'Gamma');
    const created = await owner.post('/api/v1/me/api_keys/', { name: 'nightly export' });
    expect(created.status).toBe(201);
    const { id, key, prefix: shown } = created.body.result as { id: number; key: string; prefix: string };
    expect(key).toMatch(/^tsk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(shown)).toBe(true);
    expect(created.body.result).toMatchObject({ name: 'nightly export', expires_on: null, last_used_on: null });

    // The key proves the owner on either replica, with the owner's roles (Gamma reads dashboards, not users).
    for (const gateway of [first, second]) {
      const me = await withBearer(gateway.url, key);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { result: { username: string } }).result.username).toBe('keyholder');
    }
    expect((await withBearer(first.url, key, '/api/v1/dashboard/')).status).toBe(200);
    expect((await withBearer(first.url, key, '/api/v1/security/users/')).status).toBe(403);
    // Writes need no CSRF token: a key is not a browser cookie.
    const renamed = await withBearer(first.url, key, '/api/v1/me/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Scripted' }),
    });
    expect(renamed.status).toBe(200);

    const listed = await owner.get('/api/v1/me/api_keys/');
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    const [row] = listed.body.result as Record<string, unknown>[];
    expect(row).toMatchObject({ id, name: 'nightly export', prefix: shown, expires_on: null });
    expect(Date.parse(row.last_used_on as string)).toBeGreaterThanOrEqual(Date.parse(row.created_on as string));
    expect(row).not.toHaveProperty('key');
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(shown.length));

    // Only the SHA-256 of the key is stored; no column holds the secret.
    const stored = await metadata.query('SELECT * FROM security.api_key WHERE id = $1', [id]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].secret_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored.rows[0])).not.toContain(key.slice(shown.length));

    // The second replica holds the key's principal in its cache; the revoke through the first still holds there at once.
    expect((await withBearer(second.url, key)).status).toBe(200);
    expect((await owner.delete(`/api/v1/me/api_keys/${id}`)).status).toBe(200);
    const refused = await withBearer(second.url, key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ msg: 'Invalid, expired or revoked API key' });
    expect((await withBearer(first.url, key)).status).toBe(401);
    expect((await owner.get('/api/v1/me/api_keys/')).body.count).toBe(0);
    expect((await owner.delete(`/api/v1/me/api_keys/${id}`)).status).toBe(404);
  });

  it('shows and revokes only the caller’s own keys', async () => {
    const { session: alice } = await createUser('alice-keys', 'Gamma');
    const { session: bob } = await createUser('bob-keys', 'Gamma');
    const alicesKey = await createKey(alice, { name: 'alice script' });

    const bobsList = await bob.get('/api/v1/me/api_keys/');
    expect(bobsList.status).toBe(200);
    expect(bobsList.body).toEqual({ count: 0, ids: [], result: [] });
    // Another user's key is answered as missing, for the owner and the administrator alike, and keeps working.
    expect((await bob.delete(`/api/v1/me/api_keys/${alicesKey.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/me/api_keys/${alicesKey.id}`)).status).toBe(404);
    expect((await withBearer(first.url, alicesKey.key)).status).toBe(200);
    expect((await alice.get('/api/v1/me/api_keys/')).body.count).toBe(1);
    // Anonymous callers have no keys at all.
    expect((await fetch(`${first.url}/api/v1/me/api_keys/`)).status).toBe(401);
  });

  it('follows the owner: new roles at once, refused when they are deactivated', async () => {
    const { id: userId, session: owner } = await createUser('role-follower', 'Gamma');
    const { key } = await createKey(owner, { name: 'follows roles' });
    expect((await withBearer(second.url, key, '/api/v1/security/users/')).status).toBe(403);

    const roles = await roleIds(admin);
    expect((await admin.put(`/api/v1/security/users/${userId}`, { roles: [roles('Admin')] })).status).toBe(200);
    expect((await withBearer(second.url, key, '/api/v1/security/users/')).status).toBe(200);

    expect((await admin.put(`/api/v1/security/users/${userId}`, { active: false })).status).toBe(200);
    const refused = await withBearer(second.url, key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ msg: 'User not found or inactive' });
  });

  it('refuses a key after its expiry, and keys that were never issued', async () => {
    const { session: owner } = await createUser('expiring', 'Gamma');
    const expiresOn = new Date(Date.now() + 1500).toISOString();
    const { key } = await createKey(owner, { name: 'short lived', expires_on: expiresOn });
    expect((await owner.get('/api/v1/me/api_keys/')).body.result[0].expires_on).toBe(expiresOn);
    expect((await withBearer(first.url, key)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect((await withBearer(first.url, key)).status).toBe(401);

    const guessed = `${key.slice(0, 14)}${'A'.repeat(42)}`;
    expect((await withBearer(first.url, guessed)).status).toBe(401);
    expect((await withBearer(first.url, 'tsk_not-a-key')).status).toBe(401);
  });

  it('answers bad input with 400 or 422, and a key cannot create keys', async () => {
    const { session: owner } = await createUser('careless', 'Gamma');
    expect((await owner.post('/api/v1/me/api_keys/', {})).status).toBe(400);
    expect((await owner.post('/api/v1/me/api_keys/', { name: '   ' })).status).toBe(400);
    expect((await owner.post('/api/v1/me/api_keys/', { name: 'x'.repeat(129) })).status).toBe(400);
    expect((await owner.post('/api/v1/me/api_keys/', { name: 'when', expires_on: 'tomorrow' })).status).toBe(400);
    const past = await owner.post('/api/v1/me/api_keys/', { name: 'late', expires_on: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain('The expiry must be in the future');
    expect((await owner.delete('/api/v1/me/api_keys/not-an-id')).status).toBe(400);
    expect((await owner.get('/api/v1/me/api_keys/')).body.count).toBe(0);

    const { key } = await createKey(owner, { name: 'parent' });
    const minted = await withBearer(first.url, key, '/api/v1/me/api_keys/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'child' }),
    });
    expect(minted.status).toBe(403);
    // It may list its owner's keys, though (a script checking its own expiry).
    expect((await withBearer(first.url, key, '/api/v1/me/api_keys/')).status).toBe(200);
  });
});
