import { MemoryKeyValueStore } from '@tessera/platform';
import { TokenService, type ApiKeyService, type VerifiedApiKey } from '@tessera/security';
import type { Request } from 'express';
import { IdentityDirectory, type DirectoryUser, type UserAccess } from '../security/identity-directory';
import { ApiKeyCredentials } from './api-key-credentials';
import { EndedSessions } from './ended-sessions';
import { INVALID_API_KEY, PrincipalResolver } from './principal.resolver';
import type { SessionService } from './session.service';
import { TokenVersions } from './token-versions';

class OneUserDirectory extends IdentityDirectory {
  user: DirectoryUser = { id: 7, username: 'scripter', firstName: 'S', lastName: 'Cript', email: 's@x', active: true, tokenVersion: 0 };
  authenticate = jest.fn();
  searchUsers = jest.fn();
  rolesWithPermissions = jest.fn();
  forgetUser = jest.fn();
  accessGeneration = () => 0;
  findUser = async (userId: number) => (userId === this.user.id ? this.user : null);
  accessOf = async (): Promise<UserAccess> => ({ roles: ['Gamma'], permissions: new Set(), digest: 'd' });
  guestAccess = this.accessOf;
}

/** The keys table as the service sees it: a verify per database read, a revoke deleting the row. */
function fakeKeys(rows: Map<string, VerifiedApiKey>) {
  const service = {
    verify: jest.fn(async (key: string) => rows.get(key) ?? null),
    revoke: jest.fn(async (userId: number, keyId: number) => {
      for (const [key, row] of rows) if (row.id === keyId && row.userId === userId) return rows.delete(key);
      return false;
    }),
  };
  return service as typeof service & ApiKeyService;
}

describe('personal API keys as request credentials', () => {
  const key = `tsk_0badc0de_${'k'.repeat(43)}`;
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` }, cookies: {} }) as unknown as Request;
  let store: MemoryKeyValueStore;
  let rows: Map<string, VerifiedApiKey>;
  let keys: ReturnType<typeof fakeKeys>;
  let directory: OneUserDirectory;
  let resolver: PrincipalResolver;

  beforeEach(() => {
    store = new MemoryKeyValueStore();
    rows = new Map([[key, { id: 3, userId: 7, expiresOn: null }]]);
    keys = fakeKeys(rows);
    directory = new OneUserDirectory();
    const sessions = {} as SessionService;
    const tokens = new TokenService({ secret: 'unit-secret', guestAudience: 'http://localhost/' });
    resolver = new PrincipalResolver(
      sessions,
      tokens,
      directory,
      new TokenVersions(store),
      new EndedSessions(store),
      new ApiKeyCredentials(keys, store),
    );
  });
  afterEach(() => store.close());

  it('acts as the owner, reading the key once for a burst of requests', async () => {
    for (let request = 0; request < 3; request++)
      await expect(resolver.resolve(bearer(key))).resolves.toMatchObject({
        userId: 7,
        authMethod: 'api_key',
        apiKeyId: 3,
        roles: ['Gamma'],
      });
    expect(keys.verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a key revoked through another replica at once, though this one has it cached', async () => {
    await resolver.resolve(bearer(key));
    const otherReplica = new ApiKeyCredentials(keys, store);
    await expect(otherReplica.revoke(8, 3)).resolves.toBe(false);
    await expect(resolver.resolve(bearer(key))).resolves.toMatchObject({ apiKeyId: 3 });
    await expect(otherReplica.revoke(7, 3)).resolves.toBe(true);
    await expect(resolver.resolve(bearer(key))).rejects.toMatchObject({ message: INVALID_API_KEY, extra: { http_status: 401 } });
    expect(keys.verify).toHaveBeenCalledTimes(2);
  });

  it('refuses unknown keys, and the keys of a deactivated owner', async () => {
    await expect(resolver.resolve(bearer(`tsk_00000000_${'x'.repeat(43)}`))).rejects.toMatchObject({ message: INVALID_API_KEY });
    directory.user = { ...directory.user, active: false };
    await expect(resolver.resolve(bearer(key))).rejects.toMatchObject({ message: 'User not found or inactive' });
  });
});
