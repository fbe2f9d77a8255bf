import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Databases, DescribeUsers, ErrorCode, type Caller } from '@tessera/contracts';
import { runWithRequestContext } from '@tessera/platform';
import { serveStandIn, startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { Client } from 'pg';
import { chartDataServiceDefinition } from '../chart-data-service.definition';

const admin: Caller = { userId: 1, username: 'admin', roles: ['Admin'] };
const gamma: Caller = { userId: 2, username: 'gamma', roles: ['Gamma'], accessPermissions: [] };
const as = <T>(caller: Caller, work: () => Promise<T>) => runWithRequestContext({ requestId: 'test', caller }, work);
const PG = 'postgresql://postgres@127.0.0.1:5432/test';

describe('databases over the bus', () => {
  let harness: ServiceHarness;
  const duckFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-db-')), 'warehouse.duckdb');
  const schema = `tessera_intro_${Date.now()}`;
  const pg = new Client({ connectionString: PG });

  beforeAll(async () => {
    harness = await startServicesForTest([chartDataServiceDefinition], { secretKey: 'x'.repeat(40) });
    await serveStandIn(harness.runtime, DescribeUsers, ({ ids }) => ({
      users: ids.map((id) => ({ id, first_name: 'U', last_name: String(id) })),
    }));
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.orders (id int PRIMARY KEY, placed timestamp, amount numeric)`);
    await pg.query(`CREATE TABLE ${schema}.order_items (id int, order_id int REFERENCES ${schema}.orders(id))`);
    await pg.query(`CREATE VIEW ${schema}.big_orders AS SELECT * FROM ${schema}.orders WHERE amount > 100`);
  });

  afterAll(async () => {
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
    await harness.stop();
  });

  it('creates a connection after testing it, masks the password and lists it', async () => {
    const created = await as(admin, () =>
      harness.bus.request(Databases.create, { fields: { database_name: 'pg', sqlalchemy_uri: PG, expose_in_sqllab: true } }),
    );
    expect(created).toMatchObject({ database_name: 'pg', backend: 'postgresql', expose_in_sqllab: true, sqlalchemy_uri: PG });
    const page = await as(admin, () =>
      harness.bus.request(Databases.list, {
        query: { filters: [], orderColumn: 'database_name', orderDirection: 'asc', page: 0, pageSize: 20 },
      }),
    );
    expect(page.result.map((d) => d.database_name)).toEqual(['pg']);

    const withPassword = await as(admin, () =>
      harness.bus.request(Databases.create, { fields: { database_name: 'maria', sqlalchemy_uri: 'mysql://root:@127.0.0.1:3306/test' } }),
    );
    expect(withPassword.backend).toBe('mysql');
  });

  it('refuses duplicates, unknown engines, bad URIs and unreachable databases with clear errors', async () => {
    const duplicate = await as(admin, () =>
      harness.bus.request(Databases.create, { fields: { database_name: 'pg', sqlalchemy_uri: PG } }),
    ).catch((e) => e);
    expect(duplicate).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      fields: { database_name: ['A database with the same name already exists.'] },
    });
    const unknown = await as(admin, () =>
      harness.bus.request(Databases.create, { fields: { database_name: 'x', sqlalchemy_uri: 'oracle://a@b/c' } }),
    ).catch((e) => e);
    expect(unknown.code).toBe(ErrorCode.BAD_REQUEST);
    expect(unknown.message).toMatch(/oracle/i);
    const malformed = await as(admin, () =>
      harness.bus.request(Databases.create, { fields: { database_name: 'x', sqlalchemy_uri: 'not a uri' } }),
    ).catch((e) => e);
    expect(malformed.message).toContain('Could not load database driver: not a uri');
    const closed = await as(admin, () =>
      harness.bus.request(Databases.create, { fields: { database_name: 'x', sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test' } }),
    ).catch((e) => e);
    expect(closed.explicitErrorType).toMatch(/CONNECTION_/);
    expect(closed.extra.http_status).toBe(422);
  });

  it('keeps an encrypted password when the masked URI comes back, and refuses DuckDB to non-admins', async () => {
    const role = `tessera_pw_${Date.now()}`;
    await pg.query(`CREATE ROLE ${role} LOGIN PASSWORD 's3cret!'`);
    try {
      const created = await as(admin, () =>
        harness.bus.request(Databases.create, {
          fields: { database_name: 'secured', sqlalchemy_uri: `postgresql://${role}:s3cret!@127.0.0.1:5432/test` },
        }),
      );
      expect(created.sqlalchemy_uri).toBe(`postgresql://${role}:XXXXXXXXXX@127.0.0.1:5432/test`);
      const updated = await as(admin, () =>
        harness.bus.request(Databases.update, { id: created.id, fields: { sqlalchemy_uri: created.sqlalchemy_uri, allow_dml: true } }),
      );
      expect(updated.allow_dml).toBe(true);
      const schemas = await as(admin, () => harness.bus.request(Databases.schemas, { id: created.id }));
      expect(schemas.result).toContain('public');
    } finally {
      await pg.query(`DROP ROLE ${role}`).catch(() => undefined);
    }
    const duck = await as(gamma, () =>
      harness.bus.request(Databases.testConnection, { fields: { sqlalchemy_uri: `duckdb:///${duckFile}` } }),
    ).catch((e) => e);
    expect(duck.code).toBe(ErrorCode.FORBIDDEN);
    await expect(
      as(admin, () => harness.bus.request(Databases.testConnection, { fields: { sqlalchemy_uri: `duckdb:///${duckFile}` } })),
    ).resolves.toEqual({ message: 'OK', superuser: false });
  });

  it('lists schemas, searches and pages tables, and reads table metadata', async () => {
    const [pgDb] = (
      await as(admin, () =>
        harness.bus.request(Databases.list, {
          query: {
            filters: [{ col: 'database_name', opr: 'eq', value: 'pg' }],
            orderColumn: 'database_name',
            orderDirection: 'asc',
            page: 0,
            pageSize: 1,
          },
        }),
      )
    ).result;
    const id = pgDb.id as number;
    expect((await as(admin, () => harness.bus.request(Databases.schemas, { id }))).result).toContain(schema);
    const tables = await as(admin, () => harness.bus.request(Databases.tables, { id, schema, search: 'ord', page: 0, pageSize: 2 }));
    expect(tables.count).toBe(3);
    expect(tables.result.map((t) => t.value)).toEqual(['order_items', 'orders']);
    const views = await as(admin, () => harness.bus.request(Databases.tables, { id, schema, search: 'big' }));
    expect(views.result).toEqual([{ value: 'big_orders', type: 'view' }]);
    const metadata = await as(admin, () => harness.bus.request(Databases.tableMetadata, { id, table: 'order_items', schema }));
    expect(metadata.columns.map((c) => c.name)).toEqual(['id', 'order_id']);
    expect(metadata.foreignKeys).toHaveLength(1);
    const star = await as(admin, () => harness.bus.request(Databases.selectStar, { id, table: 'orders', schema }));
    expect(star.result).toMatch(/SELECT[\s\S]*FROM/i);
  });

  it('hides databases from users without access to them', async () => {
    const page = await as(gamma, () =>
      harness.bus.request(Databases.list, {
        query: { filters: [], orderColumn: 'database_name', orderDirection: 'asc', page: 0, pageSize: 20 },
      }),
    );
    expect(page.count).toBe(0);
    const [first] = (
      await as(admin, () =>
        harness.bus.request(Databases.list, {
          query: { filters: [], orderColumn: 'database_name', orderDirection: 'asc', page: 0, pageSize: 1 },
        }),
      )
    ).result;
    await expect(as(gamma, () => harness.bus.request(Databases.get, { id: first.id as number }))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    const granted: Caller = { ...gamma, accessPermissions: [`database_access|[${first.database_name}].(id:${first.id})`] };
    expect((await as(granted, () => harness.bus.request(Databases.get, { id: first.id as number }))).id).toBe(first.id);
  });

  it('validates dynamic-form parameters and lists the available engines', async () => {
    const { errors } = await harness.bus.request(Databases.validateParameters, { engine: 'postgresql', parameters: { host: '127.0.0.1' } });
    expect(errors[0]).toMatchObject({
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      extra: { missing: expect.arrayContaining(['database', 'username']) },
    });
    const available = await harness.bus.request(Databases.available, {});
    expect(available.databases.map((d) => d.engine).sort()).toEqual(['duckdb', 'mysql', 'postgresql']);
  });

  it('refuses to delete a database that has datasets, and deletes one that has none', async () => {
    const created = await as(admin, () =>
      harness.bus.request(Databases.create, { fields: { database_name: 'temporary', sqlalchemy_uri: PG } }),
    );
    expect(await as(admin, () => harness.bus.request(Databases.delete, { id: created.id }))).toEqual({ deleted: 1 });
    await expect(as(admin, () => harness.bus.request(Databases.get, { id: created.id }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });
});
