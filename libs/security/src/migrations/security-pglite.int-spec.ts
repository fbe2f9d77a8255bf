import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@tessera/platform';
import { DataSource } from 'typeorm';
import { ApiKeyService } from '../api-keys/api-key.service';
import { PERMISSION_CATALOGUE } from '../catalogue/permission-catalogue';
import { SECURITY_ENTITIES } from '../entities/security-entities';
import { securityServices } from '../testing/security-test-database';
import { SECURITY_MIGRATIONS } from './security-migrations';

/** Embedded mode keeps metadata in PGlite, so the migration and the services must run there unchanged. */
describe('security schema on PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-security-pglite-'));
  let pglite: EmbeddedPostgres;
  let dataSource: DataSource;

  beforeAll(async () => {
    // The embedded mode's own store, served as the services reach it.
    pglite = await startEmbeddedPostgres(dataDir, 4);
    dataSource = new DataSource({
      type: 'postgres',
      url: pglite.url,
      entities: SECURITY_ENTITIES,
      migrations: SECURITY_MIGRATIONS,
      synchronize: false,
      extra: { max: 2 },
    });
    await dataSource.initialize();
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await pglite?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds, serves users and RLS, and migrates back down', async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    const services = securityServices(dataSource);

    expect((await services.seeder.sync()).createdPermissionViews).toBe(PERMISSION_CATALOGUE.length);
    expect(await services.seeder.sync()).toEqual({ createdPermissionViews: 0, createdRoles: [], changedRoles: [] });

    expect(
      await services.seeder.ensureAdmin({
        username: 'admin',
        password: 'admin',
        firstName: 'A',
        lastName: 'Dmin',
        email: 'admin@localhost',
      }),
    ).toBe(true);
    const admin = await services.users.authenticate('Admin', 'admin');
    expect(admin?.loginCount).toBe(1);
    await expect(
      services.users.create({ username: 'ADMIN', password: 'x-password', firstName: 'B', lastName: 'C', email: 'b@localhost' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const access = await services.resolver.accessOf(admin!.id);
    expect(access.permissions.has('can_grant_guest_token|SecurityRestApi')).toBe(true);

    const gamma = (await services.roles.findByName('Gamma'))!;
    await services.rls.create({ name: 'a', filterType: 'Regular', clause: 'a = 1', groupKey: 'g', tables: [1], roles: [gamma.id] });
    await services.rls.create({ name: 'b', filterType: 'Base', clause: 'b = 1', groupKey: 'g', tables: [1], roles: [] });
    expect(await services.rls.clausesFor({ datasetId: 1, roleNames: ['Gamma'] })).toEqual(['((a = 1) OR (b = 1))']);

    // Personal API keys: the table, its unique prefix and the stored hash behave the same here.
    const keys = new ApiKeyService(dataSource);
    const { key, summary } = await keys.create(admin!.id, 'pglite script', null);
    expect(await keys.verify(key)).toEqual({ id: summary.id, userId: admin!.id, expiresOn: null });
    expect((await keys.listFor(admin!.id))[0].lastUsedOn).toBeInstanceOf(Date);
    expect(await keys.revoke(admin!.id, summary.id)).toBe(true);
    expect(await keys.verify(key)).toBeNull();

    for (let undone = 0; undone < SECURITY_MIGRATIONS.length; undone++) await dataSource.undoLastMigration({ transaction: 'each' });
    const [{ count }] = await dataSource.query(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'security'",
    );
    expect(count).toBe(0);
  });
});
