import { MemoryKeyValueStore, type KeyValueStore } from '@tessera/platform';
import { TokenService } from '@tessera/security';
import type { Request } from 'express';
import { IdentityDirectory, type DirectoryUser, type UserAccess } from '../security/identity-directory';
import { PrincipalResolver, REVOKED_TOKEN } from './principal.resolver';
import type { ActiveSession, SessionService } from './session.service';
import { TokenVersions } from './token-versions';
import { EndedSessions } from './ended-sessions';

/** A directory whose user rows can go stale in its cache, as the real one does for a few seconds. */
class StaleDirectory extends IdentityDirectory {
  readonly rows = new Map<number, DirectoryUser>();
  readonly cached = new Map<number, DirectoryUser>();
  forgotten: number[] = [];

  authenticate = jest.fn();
  searchUsers = jest.fn();
  rolesWithPermissions = jest.fn();

  async findUser(userId: number): Promise<DirectoryUser | null> {
    const row = this.cached.get(userId) ?? this.rows.get(userId);
    if (row) this.cached.set(userId, row);
    return row ?? null;
  }

  forgetUser(userId: number): void {
    this.forgotten.push(userId);
    this.cached.delete(userId);
  }

  accessGeneration(): number {
    return this.forgotten.length;
  }

  async accessOf(): Promise<UserAccess> {
    return { roles: ['Gamma'], permissions: new Set(), digest: 'd' };
  }

  async guestAccess(): Promise<UserAccess> {
    return this.accessOf();
  }
}

describe('PrincipalResolver token versions', () => {
  const tokens = new TokenService({ secret: 'unit-secret', guestAudience: 'http://localhost/' });
  const user = (tokenVersion: number, active = true): DirectoryUser => ({
    id: 7,
    username: 'u',
    firstName: 'U',
    lastName: 'Ser',
    email: 'u@x',
    active,
    tokenVersion,
  });
  let store: MemoryKeyValueStore;
  let directory: StaleDirectory;
  let versions: TokenVersions;
  let session: ActiveSession | null;
  const sessions = { resolve: async () => session, destroy: jest.fn(async () => undefined) } as unknown as SessionService;
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` }, cookies: {} }) as unknown as Request;
  const cookie = { headers: {}, cookies: { session: 'signed' } } as unknown as Request;

  beforeEach(() => {
    store = new MemoryKeyValueStore();
    directory = new StaleDirectory();
    versions = new TokenVersions(store);
    session = null;
  });
  afterEach(() => store.close());

  const resolver = () => new PrincipalResolver(sessions, tokens, directory, versions, new EndedSessions(store));

  it('accepts a token of the current version and refuses an older one with a 401', async () => {
    directory.rows.set(7, user(2));
    await expect(resolver().resolve(bearer(tokens.issueAccess(7, true, 2)))).resolves.toMatchObject({ userId: 7, authMethod: 'jwt' });
    await expect(resolver().resolve(bearer(tokens.issueAccess(7, true, 1)))).rejects.toMatchObject({
      message: REVOKED_TOKEN,
      extra: { http_status: 401 },
    });
  });

  it('reads the user again when another replica announced a newer version than the cached row', async () => {
    directory.rows.set(7, user(0));
    const token = tokens.issueAccess(7, true, 0);
    await expect(resolver().resolve(bearer(token))).resolves.toMatchObject({ userId: 7 });
    // Another replica changes the password: the row moves on, this replica's cache does not.
    directory.rows.set(7, user(1));
    await versions.announce(7, 1);
    await expect(resolver().resolve(bearer(token))).rejects.toMatchObject({ message: REVOKED_TOKEN });
    expect(directory.forgotten).toEqual([7]);
    await expect(resolver().resolve(bearer(tokens.issueAccess(7, true, 1)))).resolves.toMatchObject({ userId: 7 });
  });

  it('never trusts a row behind the announced version, as for a deleted user still cached elsewhere', async () => {
    directory.rows.set(7, user(0));
    await versions.announce(7, 1);
    await expect(resolver().currentUser(7)).resolves.toMatchObject({ tokenVersion: 1 });
  });

  it('ends a session of an older version, and one of an inactive user', async () => {
    directory.rows.set(7, user(3));
    session = { id: 's1', userId: 7, csrfToken: 'c', tokenVersion: 2 };
    await expect(resolver().resolve(cookie)).resolves.toBeNull();
    expect(sessions.destroy).toHaveBeenCalledWith('s1');
    session = { id: 's2', userId: 7, csrfToken: 'c', tokenVersion: 3 };
    await expect(resolver().resolve(cookie)).resolves.toMatchObject({ userId: 7, session: { id: 's2' } });
    directory.cached.clear();
    directory.rows.set(7, user(3, false));
    await expect(resolver().resolve(cookie)).resolves.toBeNull();
  });

  describe('the principal cache', () => {
    it('resolves a credential once for a burst of requests', async () => {
      directory.rows.set(7, user(0));
      const accessOf = jest.spyOn(directory, 'accessOf');
      const shared = resolver();
      const token = tokens.issueAccess(7, true, 0);
      const principals = await Promise.all(Array.from({ length: 5 }, () => shared.resolve(bearer(token))));
      await shared.resolve(bearer(token));
      expect(new Set(principals).size).toBe(1);
      expect(accessOf).toHaveBeenCalledTimes(1);
    });

    it('still refuses a cached token at once when a newer version is announced', async () => {
      directory.rows.set(7, user(0));
      const shared = resolver();
      const token = tokens.issueAccess(7, true, 0);
      await expect(shared.resolve(bearer(token))).resolves.toMatchObject({ userId: 7 });
      await versions.announce(7, 1);
      directory.rows.set(7, user(1));
      await expect(shared.resolve(bearer(token))).rejects.toMatchObject({ message: REVOKED_TOKEN });
    });

    it('resolves afresh after a local change of users or access', async () => {
      directory.rows.set(7, user(0));
      const accessOf = jest.spyOn(directory, 'accessOf');
      const shared = resolver();
      const token = tokens.issueAccess(7, true, 0);
      await shared.resolve(bearer(token));
      directory.forgetUser(7);
      await shared.resolve(bearer(token));
      expect(accessOf).toHaveBeenCalledTimes(2);
    });

    it('refuses a cached session once it has ended, on this replica or another sharing the store', async () => {
      directory.rows.set(7, user(0));
      session = { id: 's9', userId: 7, csrfToken: 'c', tokenVersion: 0 };
      const here = resolver();
      const elsewhere = resolver();
      await expect(here.resolve(cookie)).resolves.toMatchObject({ session: { id: 's9' } });
      await expect(elsewhere.resolve(cookie)).resolves.toMatchObject({ session: { id: 's9' } });
      await here.endSession(cookie, 's9');
      session = null;
      await expect(here.resolve(cookie)).resolves.toBeNull();
      await expect(elsewhere.resolve(cookie)).resolves.toBeNull();
    });
  });

  describe('resolveAtOnce (the serving hot path)', () => {
    it('answers a cached principal without waiting, and null for a request without credentials', async () => {
      directory.rows.set(7, user(0));
      const shared = resolver();
      const token = tokens.issueAccess(7, true, 0);
      expect(shared.resolveAtOnce(bearer(token))).toBeUndefined();
      const principal = await shared.resolve(bearer(token));
      expect(shared.resolveAtOnce(bearer(token))).toBe(principal);
      expect(shared.resolveAtOnce({ headers: {}, cookies: {} } as unknown as Request)).toBeNull();
    });

    it('leaves a revoked token and an ended session to resolve, which refuses them', async () => {
      directory.rows.set(7, user(0));
      session = { id: 's9', userId: 7, csrfToken: 'c', tokenVersion: 0 };
      const here = resolver();
      const elsewhere = resolver();
      const token = tokens.issueAccess(7, true, 0);
      await here.resolve(bearer(token));
      await here.resolve(cookie);
      expect(here.resolveAtOnce(cookie)).toMatchObject({ session: { id: 's9' } });
      await elsewhere.endSession(cookie, 's9');
      session = null;
      expect(here.resolveAtOnce(cookie)).toBeUndefined();
      await expect(here.resolve(cookie)).resolves.toBeNull();
      await versions.announce(7, 1);
      directory.rows.set(7, user(1));
      expect(here.resolveAtOnce(bearer(token))).toBeUndefined();
      await expect(here.resolve(bearer(token))).rejects.toMatchObject({ message: REVOKED_TOKEN });
    });

    it('leaves a malformed Authorization header to resolve, which answers its 401', async () => {
      const malformed = { headers: { authorization: 'Token abc' }, cookies: {} } as unknown as Request;
      expect(resolver().resolveAtOnce(malformed)).toBeUndefined();
      await expect(resolver().resolve(malformed)).rejects.toMatchObject({ message: expect.stringContaining("Missing 'Bearer' type") });
    });

    it('answers nothing at once when the revocation records are across the network', async () => {
      directory.rows.set(7, user(0));
      // The store's promise-only face, as Redis offers it.
      const remote: KeyValueStore = {
        get: (key) => store.get(key),
        set: (key, value, ttl) => store.set(key, value, ttl),
        getBytes: (key) => store.getBytes(key),
        setBytes: (key, value, ttl) => store.setBytes(key, value, ttl),
        setIfAbsent: (key, value, ttl) => store.setIfAbsent(key, value, ttl),
        delete: (key) => store.delete(key),
        increment: (key, ttl) => store.increment(key, ttl),
        ttl: (key) => store.ttl(key),
        close: () => store.close(),
      };
      const overNetwork = new PrincipalResolver(sessions, tokens, directory, new TokenVersions(remote), new EndedSessions(remote));
      const token = tokens.issueAccess(7, true, 0);
      await expect(overNetwork.resolve(bearer(token))).resolves.toMatchObject({ userId: 7 });
      expect(overNetwork.resolveAtOnce(bearer(token))).toBeUndefined();
      await expect(overNetwork.resolve(bearer(token))).resolves.toMatchObject({ userId: 7 });
    });
  });
});
