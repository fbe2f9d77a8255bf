import type { Principal } from '../auth/principal';
import { answerKey, mayForceRefresh } from './answer-key';

const user = (overrides: Partial<Principal> = {}): Principal => ({
  kind: 'user',
  userId: 1,
  username: 'u1',
  firstName: 'U',
  lastName: 'One',
  roles: ['Gamma'],
  permissions: new Set(['can_read|Chart']),
  permissionsDigest: 'digest-gamma',
  authMethod: 'jwt',
  ...overrides,
});

describe('answerKey', () => {
  const body = Buffer.from('{"datasource":{"id":1,"type":"table"},"queries":[{}]}');

  it('is shared by callers with the same roles and permissions, whoever they are', () => {
    expect(answerKey(user(), body)).toBe(answerKey(user({ userId: 2, username: 'u2', authMethod: 'session' }), body));
  });

  it('differs when roles, permissions or the request differ', () => {
    const key = answerKey(user(), body);
    expect(answerKey(user({ roles: ['Gamma', 'girls_only'] }), body)).not.toBe(key);
    expect(answerKey(user({ permissionsDigest: 'digest-other' }), body)).not.toBe(key);
    expect(answerKey(user(), Buffer.from('{"datasource":{"id":2,"type":"table"},"queries":[{}]}'))).not.toBe(key);
  });

  it("keeps embedded guests apart by their token's resources and row-level security", () => {
    const guest = (clause: string) =>
      user({ kind: 'guest', userId: null, authMethod: 'guest', guest: { resources: [{ type: 'dashboard', id: '1' }], rls: [{ clause }] } });
    expect(answerKey(guest("region = 'EU'"), body)).not.toBe(answerKey(guest("region = 'US'"), body));
    expect(answerKey(guest("region = 'EU'"), body)).not.toBe(answerKey(user(), body));
  });
});

describe('mayForceRefresh', () => {
  it('spots a forced refresh in the raw body, spacing and all', () => {
    expect(mayForceRefresh(Buffer.from('{"force":true}'))).toBe(true);
    expect(mayForceRefresh(Buffer.from('{"force" :  true}'))).toBe(true);
    expect(mayForceRefresh(Buffer.from('{"force":false}'))).toBe(false);
    expect(mayForceRefresh(Buffer.from('{"queries":[]}'))).toBe(false);
  });
});
