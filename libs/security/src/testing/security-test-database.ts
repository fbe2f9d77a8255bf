import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { SECURITY_ENTITIES } from '../entities/security-entities';
import { SECURITY_MIGRATIONS } from '../migrations/security-migrations';
import { PasswordHasher } from '../passwords/password.hasher';
import { PermissionResolver } from '../permissions/permission.resolver';
import { RlsService } from '../rls/rls.service';
import { RoleService } from '../roles/role.service';
import { SecuritySeeder } from '../seeding/security.seeder';
import { UserService } from '../users/user.service';

/** The machine's PostgreSQL, reached over TCP with trust authentication. */
export const TEST_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432';

export interface TestDatabase {
  dataSource: DataSource;
  drop(): Promise<void>;
}

/**
 * A scratch `security_test_<random>` database with the security migration applied. Creating it
 * through the `postgres` database fails loudly when PostgreSQL is unreachable.
 */
export async function openTestDatabase(serverUrl = TEST_POSTGRES_URL): Promise<TestDatabase> {
  const name = `security_test_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const dataSource = new DataSource({
    type: 'postgres',
    url: `${serverUrl}/${name}`,
    entities: SECURITY_ENTITIES,
    migrations: SECURITY_MIGRATIONS,
    synchronize: false,
    extra: { max: 4 },
  });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  return {
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Every security service wired over one data source, with a cheap bcrypt cost and a settable clock. */
export function securityServices(dataSource: DataSource, clock: { now: number } = { now: Date.now() }) {
  const hasher = new PasswordHasher(4);
  const resolver = new PermissionResolver(dataSource, { ttlMs: 60_000, now: () => clock.now });
  const users = new UserService(dataSource, hasher, resolver, () => new Date(clock.now));
  const roles = new RoleService(dataSource, resolver);
  const rls = new RlsService(dataSource, () => new Date(clock.now));
  const seeder = new SecuritySeeder(dataSource, users, resolver);
  return { hasher, resolver, users, roles, rls, seeder };
}
