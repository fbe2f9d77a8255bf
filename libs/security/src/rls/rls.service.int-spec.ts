import { ErrorCode } from '@tessera/contracts';
import { openTestDatabase, securityServices, type TestDatabase } from '../testing/security-test-database';

describe('RlsService on PostgreSQL', () => {
  let db: TestDatabase;
  let services: ReturnType<typeof securityServices>;
  const roles: Record<string, number> = {};
  const SALES = 10;
  const COSTS = 11;

  const filter = (name: string, overrides: Partial<Parameters<typeof services.rls.create>[0]> = {}) =>
    services.rls.create({ name, filterType: 'Regular', clause: `${name} = 1`, tables: [SALES], roles: [], ...overrides });

  beforeAll(async () => {
    db = await openTestDatabase();
    services = securityServices(db.dataSource);
    await services.seeder.sync();
    for (const name of ['Gamma', 'Alpha', 'Admin']) roles[name] = (await services.roles.findByName(name))?.id as number;
    for (const name of ['EU', 'US', 'Finance']) roles[name] = (await services.roles.create(name)).id;
  });

  afterAll(() => db?.drop());

  describe('CRUD', () => {
    it('creates, reads, updates and deletes a filter', async () => {
      const created = await services.rls.create({
        name: 'tenant',
        description: 'Tenant isolation',
        filterType: 'Regular',
        clause: 'tenant_id = 42',
        groupKey: 'tenant',
        tables: [SALES, COSTS, SALES],
        roles: [roles.Gamma],
      });
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'tenant',
        description: 'Tenant isolation',
        filterType: 'Regular',
        clause: 'tenant_id = 42',
        groupKey: 'tenant',
        tables: [SALES, COSTS],
        roles: [{ id: roles.Gamma, name: 'Gamma' }],
        createdOn: expect.any(Date),
        changedOn: expect.any(Date),
      });
      const updated = await services.rls.update(created.id, {
        filterType: 'Base',
        tables: [COSTS],
        roles: [roles.Alpha, roles.Admin],
        groupKey: '',
      });
      expect(updated).toMatchObject({
        filterType: 'Base',
        tables: [COSTS],
        groupKey: null,
        clause: 'tenant_id = 42',
        roles: [{ name: 'Admin' }, { name: 'Alpha' }],
      });
      expect((await services.rls.list({ search: 'TEN' })).result.map((item) => item.id)).toEqual([created.id]);
      await services.rls.delete(created.id);
      await expect(services.rls.get(created.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
      await expect(services.rls.delete(created.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    });

    it('keeps names unique and roles real', async () => {
      const first = await filter('unique_name');
      await expect(filter('unique_name')).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
      const second = await filter('other_name');
      await expect(services.rls.update(second.id, { name: 'unique_name' })).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
      await expect(filter('ghost_roles', { roles: [999_999] })).rejects.toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        fields: { roles: ['Some roles do not exist'] },
      });
      await expect(filter('bad_type', { filterType: 'Sometimes' as never })).rejects.toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
      await services.rls.delete(first.id);
      await services.rls.delete(second.id);
    });

    it('forgets a deleted role', async () => {
      const temp = await services.roles.create('Temporary');
      const created = await filter('temp_role', { roles: [temp.id, roles.Gamma] });
      await services.roles.delete(temp.id);
      expect((await services.rls.get(created.id)).roles).toEqual([{ id: roles.Gamma, name: 'Gamma' }]);
      await services.rls.delete(created.id);
    });
  });

  describe('clausesFor', () => {
    beforeAll(async () => {
      await filter('gamma_only', { clause: 'visible = true', roles: [roles.Gamma] });
      await filter('everyone_but_finance', { filterType: 'Base', clause: 'internal = false', roles: [roles.Finance] });
      await filter('eu_region', { clause: "region = 'EU'", groupKey: 'region', roles: [roles.EU] });
      await filter('us_region', { clause: "region = 'US'", groupKey: 'region', roles: [roles.US] });
      await filter('eu_department', { clause: "department = 'ops'", groupKey: 'department', roles: [roles.EU] });
      await filter('costs_only', { clause: 'cost > 0', tables: [COSTS], roles: [roles.Gamma] });
    });

    it('applies Regular filters to the listed roles only', async () => {
      expect(await services.rls.clausesFor({ datasetId: SALES, roleNames: ['Gamma'] })).toEqual(['(visible = true)', '(internal = false)']);
      expect(await services.rls.clausesFor({ datasetId: SALES, roleNames: ['Alpha'] })).toEqual(['(internal = false)']);
    });

    it('applies Base filters to everyone except the listed roles', async () => {
      expect(await services.rls.clausesFor({ datasetId: SALES, roleIds: [roles.Gamma, roles.Finance] })).toEqual(['(visible = true)']);
      expect(await services.rls.clausesFor({ datasetId: SALES, roleIds: [] })).toEqual(['(internal = false)']);
    });

    it('ORs clauses sharing a group key and ANDs the groups', async () => {
      expect(await services.rls.clausesFor({ datasetId: SALES, roleNames: ['EU', 'US'] })).toEqual([
        '(internal = false)',
        "((region = 'EU') OR (region = 'US'))",
        "(department = 'ops')",
      ]);
      expect(await services.rls.clausesFor({ datasetId: SALES, roleNames: ['US'] })).toEqual(['(internal = false)', "(region = 'US')"]);
    });

    it('only uses filters on the dataset queried', async () => {
      expect(await services.rls.clausesFor({ datasetId: COSTS, roleNames: ['Gamma'] })).toEqual(['(cost > 0)']);
      expect(await services.rls.clausesFor({ datasetId: 999, roleNames: ['Gamma'] })).toEqual([]);
    });

    it('adds guest-token rules for this dataset or for all datasets', async () => {
      const guestRules = [
        { clause: 'tenant_id = 42' },
        { dataset: SALES, clause: "country = 'NL'" },
        { dataset: COSTS, clause: 'never_here' },
      ];
      expect(await services.rls.clausesFor({ datasetId: SALES, roleNames: ['Public'], guestRules })).toEqual([
        '(internal = false)',
        '(tenant_id = 42)',
        "(country = 'NL')",
      ]);
    });
  });
});
