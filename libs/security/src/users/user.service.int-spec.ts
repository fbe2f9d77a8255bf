import { ErrorCode } from '@tessera/contracts';
import { TokenService } from '../tokens/token.service';
import { openTestDatabase, securityServices, type TestDatabase } from '../testing/security-test-database';

describe('UserService on PostgreSQL', () => {
  let db: TestDatabase;
  const clock = { now: Date.UTC(2030, 0, 1, 12) };
  let services: ReturnType<typeof securityServices>;
  let gammaId: number;
  let alphaId: number;
  const ada = { username: 'ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical' };

  beforeAll(async () => {
    db = await openTestDatabase();
    services = securityServices(db.dataSource, clock);
    await services.seeder.sync();
    gammaId = (await services.roles.findByName('Gamma'))?.id as number;
    alphaId = (await services.roles.findByName('Alpha'))?.id as number;
  });

  afterAll(() => db?.drop());

  it('creates a user with roles and never hands out the hash', async () => {
    const user = await services.users.create({ ...ada, roleIds: [gammaId] });
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      locale: null,
      active: true,
      createdOn: new Date(clock.now),
      changedOn: new Date(clock.now),
      lastLogin: null,
      loginCount: 0,
      failLoginCount: 0,
      tokenVersion: 0,
      authProvider: 'db',
      roles: [{ id: gammaId, name: 'Gamma' }],
    });
    const [{ password }] = await db.dataSource.query('SELECT password FROM security.ab_user WHERE id = $1', [user.id]);
    expect(password).toMatch(/^\$2[aby]\$04\$/);
  });

  it('refuses duplicate usernames and emails in any letter case', async () => {
    await expect(services.users.create({ ...ada, email: 'other@example.com' })).rejects.toMatchObject({
      code: ErrorCode.CONFLICT,
      fields: { username: expect.any(Array) },
    });
    await expect(services.users.create({ ...ada, username: 'ADA', email: 'x@example.com' })).rejects.toMatchObject({
      code: ErrorCode.CONFLICT,
    });
    await expect(services.users.create({ ...ada, username: 'ada2', email: 'ADA@example.com' })).rejects.toMatchObject({
      code: ErrorCode.CONFLICT,
      fields: { email: expect.any(Array) },
    });
  });

  it('refuses unknown roles and invalid fields', async () => {
    await expect(
      services.users.create({ ...ada, username: 'bob', email: 'bob@example.com', roleIds: [gammaId, 99_999] }),
    ).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      fields: { roles: ['Some roles do not exist'] },
    });
    await expect(services.users.create({ ...ada, username: 'bad name', email: 'nope' })).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
    });
    expect(await services.users.findByUsername('bob')).toBeNull();
  });

  it('updates fields, roles and password', async () => {
    const user = (await services.users.findByUsername('ada'))!;
    clock.now += 60_000;
    const updated = await services.users.update(user.id, {
      firstName: 'Augusta',
      roleIds: [alphaId, gammaId],
      password: 'difference-engine',
    });
    expect(updated).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      changedOn: new Date(clock.now),
      roles: [{ name: 'Alpha' }, { name: 'Gamma' }],
    });
    expect(await services.users.authenticate('ada', 'analytical')).toBeNull();
    expect(await services.users.authenticate('ada', 'difference-engine')).not.toBeNull();
    await services.users.create({ ...ada, username: 'grace', email: 'grace@example.com' });
    await expect(services.users.update(user.id, { email: 'GRACE@example.com' })).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
    await expect(services.users.update(user.id, { username: 'Ada', email: 'ada@example.com' })).resolves.toMatchObject({ username: 'Ada' });
    await expect(services.users.update(123_456, { firstName: 'x' })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('authenticates with login bookkeeping', async () => {
    const { id } = await services.users.create({ ...ada, username: 'linus', email: 'linus@example.com', password: 'kernel-hacker' });
    expect(await services.users.authenticate('linus', 'wrong')).toBeNull();
    expect(await services.users.authenticate('linus', 'wrong again')).toBeNull();
    expect(await services.users.authenticate('nobody', 'kernel')).toBeNull();
    expect((await services.users.get(id)).failLoginCount).toBe(2);
    clock.now += 1_000;
    const user = await services.users.authenticate('LINUS', 'kernel-hacker');
    expect(user).toMatchObject({ id, loginCount: 1, failLoginCount: 0, lastLogin: new Date(clock.now) });
    expect((await services.users.authenticate('linus', 'kernel-hacker'))?.loginCount).toBe(2);
  });

  it('does not let inactive users in, even with the right password', async () => {
    const { id } = await services.users.create({
      ...ada,
      username: 'dormant',
      email: 'dormant@example.com',
      password: 'sleeping',
      active: false,
    });
    expect(await services.users.authenticate('dormant', 'sleeping')).toBeNull();
    expect((await services.users.get(id)).loginCount).toBe(0);
    await services.users.update(id, { active: true });
    expect(await services.users.authenticate('dormant', 'sleeping')).not.toBeNull();
  });

  it('lists and searches users', async () => {
    const all = await services.users.list({ pageSize: 2 });
    expect(all.count).toBe(4);
    expect(all.result).toHaveLength(2);
    // Ordered by first name, last name, then id; Ada was renamed Augusta.
    expect((await services.users.list({ search: 'lovel' })).result.map((user) => user.username)).toEqual([
      'grace',
      'linus',
      'dormant',
      'Ada',
    ]);
    expect((await services.users.list({ search: 'augusta love' })).result.map((user) => user.username)).toEqual(['Ada']);
    expect((await services.users.list({ search: 'grace@' })).result.map((user) => user.username)).toEqual(['grace']);
    expect((await services.users.list({ search: '%' })).count).toBe(0);
  });

  it('deletes users and their memberships', async () => {
    const { id } = await services.users.create({ ...ada, username: 'temp', email: 'temp@example.com', roleIds: [gammaId] });
    await services.users.delete(id);
    expect(await services.users.findById(id)).toBeNull();
    await expect(services.users.get(id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(services.users.delete(id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await services.roles.get(gammaId)).userIds).not.toContain(id);
  });

  it('raises the token version on a password change, a deactivation and a change of roles only', async () => {
    const { id, tokenVersion } = await services.users.create({
      ...ada,
      username: 'versioned',
      email: 'versioned@example.com',
      roleIds: [gammaId],
    });
    expect(tokenVersion).toBe(0);
    expect((await services.users.update(id, { firstName: 'Renamed', roleIds: [gammaId], active: true })).tokenVersion).toBe(0);
    expect((await services.users.update(id, { password: 'a new password' })).tokenVersion).toBe(1);
    expect((await services.users.update(id, { roleIds: [gammaId, alphaId] })).tokenVersion).toBe(2);
    expect((await services.users.update(id, { active: false })).tokenVersion).toBe(3);
    expect((await services.users.update(id, { active: false })).tokenVersion).toBe(3);
  });

  it('refuses passwords shorter than the minimum, naming the field', async () => {
    await expect(
      services.users.create({ ...ada, username: 'short', email: 'short@example.com', password: 'seven77' }),
    ).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      fields: { password: ['Shorter than minimum length 8.'] },
    });
    const { id } = (await services.users.findByUsername('grace'))!;
    await expect(services.users.update(id, { password: 'short' })).rejects.toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      fields: { password: expect.any(Array) },
    });
  });

  it('issues tokens for an authenticated user that resolve back to them', async () => {
    const tokens = new TokenService({ secret: 'int-secret', guestAudience: 'http://localhost/', now: () => clock.now });
    const user = (await services.users.authenticate('grace', 'analytical'))!;
    const check = tokens.verifyAccess(tokens.issueAccess(user.id, true));
    expect(check.ok && (await services.users.findById(check.claims.userId))?.username).toBe('grace');
    const refreshed = tokens.verifyRefresh(tokens.issueRefresh(user.id));
    expect(refreshed).toMatchObject({ ok: true, claims: { userId: user.id } });
  });
});
